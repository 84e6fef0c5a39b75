import { queryJson, type Queryable, type SqlParam } from '../db/index.ts';
import type { ActivityEntry } from '../schemas/team.ts';
import type { ActivityAction, ActivityModule } from '../schemas/domain.ts';
import { decodeCursor, encodeCursor, isCursorTimestamp } from '../lib/page-cursor.ts';

export interface ActivityFilter {
  /** The acting user's id. */
  member?: string;
  module?: ActivityModule;
  /** PKT calendar days, both included. */
  from?: string;
  to?: string;
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
  [key: string]: unknown;
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

const ENTRY_COLUMNS = `id, at, actor_id, actor_name, ip, module, entity, entity_id, action, changes`;

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
    `SELECT id, at, actor_id, actor_name, ip, module, entity, entity_id, action, changes FROM audit_log
      WHERE ${clause} ORDER BY at DESC, id DESC LIMIT ${max}`,
    params,
  );
  return rows.map(toEntry);
}
