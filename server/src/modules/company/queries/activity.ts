import { PORTAL_PATHS, orderPath, productPath, retailerPath } from '@agrihub/shared/validation';
import { queryJson, type Queryable, type SqlParam } from '../../../platform/db/index.ts';
import type { ActivityEntry } from '../schemas/team.ts';
import type { ActivityAction, ActivityModule } from '../../../platform/schemas/domain.ts';
import { likePrefix } from '../../../platform/lib/validation.ts';
import { decodeCursor, encodeCursor, isCursorTimestamp } from '../../../platform/lib/page-cursor.ts';

export interface ActivityFilter {
  /** The acting user's id. */
  member?: string;
  module?: ActivityModule;
  /** PKT calendar days, both included. */
  from?: string;
  to?: string;
  /** A record's name or its start, any case. */
  record?: string;
}

interface AuditRow {
  id: number;
  /** A Date from a row; the database's JSON text (with microseconds) from a JSON statement. */
  at: Date | string;
  actor_id: string | null;
  actor_name: string;
  ip: string | null;
  module: ActivityModule;
  entity: string;
  entity_id: string | null;
  action: ActivityAction;
  changes: ActivityEntry['changes'];
  record_label: string | null;
  record_ref: string | null;
  [key: string]: unknown;
}

/** The portal's page of an entry's record (the routes of the remotes), or null where it has none. */
function recordLink(r: Pick<AuditRow, 'entity' | 'entity_id' | 'record_ref'>): string | null {
  const ref = r.record_ref ?? r.entity_id;
  switch (r.entity) {
    case 'orders':
    case 'pickup_requests':
      return r.record_ref ? orderPath(r.record_ref) : null;
    case 'products':
    case 'product_images':
      return ref ? productPath(ref) : null;
    case 'retailers':
    case 'retailer_payments':
      return ref ? retailerPath(ref) : null;
    case 'retailer_invoices':
      return r.record_ref ? `${PORTAL_PATHS.payments}?q=${encodeURIComponent(r.record_ref)}` : PORTAL_PATHS.payments;
    case 'financing_applications':
      return PORTAL_PATHS.payments;
    case 'pricing_rules':
      return PORTAL_PATHS.pricing;
    case 'documents':
      return PORTAL_PATHS.documents;
    case 'support_tickets':
      return PORTAL_PATHS.support;
    case 'team_members':
    case 'invitations':
      return PORTAL_PATHS.team;
    case 'sellers':
    case 'notification_email_preferences':
      return PORTAL_PATHS.settings;
    default:
      return null;
  }
}

const toEntry = (r: AuditRow): ActivityEntry => ({
  _id: String(r.id),
  at: new Date(r.at).toISOString(),
  actorId: r.actor_id,
  actorName: r.actor_name,
  ip: r.ip,
  module: r.module,
  entity: r.entity,
  entityId: r.entity_id,
  action: r.action,
  changes: r.changes,
  record: { label: r.record_label, link: recordLink(r) },
});

/**
 * A company's filtered activity on one list of parameters: the WHERE clause over audit_log
 * (`entries`), and the statement summing its counters (`total`). Whole PKT months in the range come
 * from audit_month_stats (migration 028); the days of a month the range cuts, from audit_day_stats
 * (026), whose `day` is the PKT calendar day of `at`. A day's first instant in PKT is computed from
 * the same date parameter.
 */
function filterOf(sellerId: string, f: ActivityFilter): { entries: string; total: string; params: SqlParam[] } {
  const params: SqlParam[] = [sellerId];
  const param = (value: SqlParam) => `$${params.push(value)}`;
  const who = ['seller_id = $1'];
  if (f.member) who.push(`actor_id = ${param(f.member)}`);
  if (f.module) who.push(`module = ${param(f.module)}`);
  const from = f.from ? `${param(f.from)}::date` : undefined;
  const to = f.to ? `${param(f.to)}::date` : undefined;
  const pktDayStart = (date: string) => `((${date})::timestamp - interval '5 hours') AT TIME ZONE 'UTC'`;
  const entries = [...who];
  if (from) entries.push(`at >= ${pktDayStart(from)}`);
  if (to) entries.push(`at < ${pktDayStart(to)} + interval '1 day'`);
  /** Whether the month starting at `month` lies wholly in the range. */
  const wholeMonth = (month: string) =>
    [from && `${month} >= ${from}`, to && `(${month} + interval '1 month')::date <= ${to} + 1`].filter(Boolean).join(' AND ') || 'true';
  const sum = (table: string, where: string[]) => `(SELECT coalesce(sum(n), 0) FROM ${table} WHERE ${where.join(' AND ')})`;
  let total = sum('audit_month_stats', [...who, wholeMonth('month')]);
  if (from || to) {
    const days = [...who, ...(from ? [`day >= ${from}`] : []), ...(to ? [`day <= ${to}`] : []), `NOT (${wholeMonth(`date_trunc('month', day)::date`)})`];
    total = `${total} + ${sum('audit_day_stats', days)}`;
  }
  if (f.record) {
    // A record's changes are few: counted where they are, down the (seller, record name) index.
    entries.push(`lower(record_label) LIKE ${param(likePrefix(f.record))} ESCAPE '\\'`);
    total = `(SELECT count(*) FROM audit_log WHERE ${entries.join(' AND ')})`;
  }
  return { entries: entries.join(' AND '), total: `(${total})::int`, params };
}

/** The last entry of a page: its time as the database's text (microseconds) and its id. */
export interface ActivityCursor {
  at: string;
  id: number;
}

export function encodeActivityCursor(c: ActivityCursor): string {
  return encodeCursor([c.at, c.id]);
}

/** The cursor, or undefined for text that is none (made up, damaged). */
export function decodeActivityCursor(text: string): ActivityCursor | undefined {
  const [at, id] = decodeCursor(text, 2) ?? [];
  if (!isCursorTimestamp(at) || !Number.isSafeInteger(id) || (id as number) < 1) return undefined;
  return { at, id: id as number };
}

const ENTRY_COLUMNS = `id, at, actor_id, actor_name, ip, module, entity, entity_id, action, changes, record_label, record_ref`;

/**
 * A page of the company's recorded changes, newest first, and how many match, in one statement
 * answered as JSON text. After a cursor the page starts down the (seller, at, id) index where the
 * last one ended; by number, the skipped entries are only counted in that index. The total is summed
 * from the per-month and per-day counters.
 */
export async function listActivity(db: Queryable, sellerId: string, f: ActivityFilter, page: number, pageSize: number, after?: ActivityCursor) {
  const { entries: clause, total, params } = filterOf(sellerId, f);
  let rowsSql: string;
  if (after) {
    params.push(after.at, after.id, pageSize);
    rowsSql = `SELECT ${ENTRY_COLUMNS} FROM audit_log WHERE ${clause} AND (at, id) < ($${params.length - 2}::timestamptz, $${params.length - 1}::bigint)
                ORDER BY at DESC, id DESC LIMIT $${params.length}`;
  } else {
    // The page size and offset as parameters: one statement text for every page, prepared once.
    params.push(pageSize, (page - 1) * pageSize);
    rowsSql = `SELECT ${ENTRY_COLUMNS} FROM audit_log
                WHERE id IN (SELECT id FROM audit_log WHERE ${clause} ORDER BY at DESC, id DESC LIMIT $${params.length - 1} OFFSET $${params.length})`;
  }
  const result = await queryJson<{ rows: (AuditRow & { at: string })[]; total: number }>(
    db,
    `SELECT json_build_object(
       'rows', (SELECT coalesce(json_agg(r ORDER BY r.at DESC, r.id DESC), '[]'::json) FROM (${rowsSql}) r),
       'total', ${total}
     )::text AS body`,
    params,
  );
  const last = result.rows.length === pageSize ? result.rows[result.rows.length - 1] : undefined;
  return {
    entries: result.rows.map(toEntry),
    total: result.total,
    // The time as the row's JSON wrote it: the database's microseconds, which a JS Date would drop.
    nextCursor: last ? encodeActivityCursor({ at: last.at, id: Number(last.id) }) : null,
  };
}

/** Every matching change up to `max`, newest first (the CSV export). */
export async function exportActivity(db: Queryable, sellerId: string, f: ActivityFilter, max: number): Promise<ActivityEntry[]> {
  const { entries: clause, params } = filterOf(sellerId, f);
  const rows = await db.query<AuditRow>(
    `SELECT ${ENTRY_COLUMNS} FROM audit_log
      WHERE ${clause} ORDER BY at DESC, id DESC LIMIT ${max}`,
    params,
  );
  return rows.map(toEntry);
}
