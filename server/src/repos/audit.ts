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
 * A company's filtered activity as two WHERE clauses on one list of parameters: over audit_log
 * (`entries`), and over its counters audit_day_stats (`days`, migration 026), whose `day` is the PKT
 * calendar day of `at`. A day's first instant in PKT is computed from the same date parameter.
 */
function filterOf(sellerId: string, f: ActivityFilter): { entries: string; days: string; params: SqlParam[] } {
  const params: SqlParam[] = [sellerId];
  const entries = ['seller_id = $1'];
  const days = ['seller_id = $1'];
  const add = (value: SqlParam, entry: string, day = entry) => {
    params.push(value);
    const n = `$${params.length}`;
    entries.push(entry.replaceAll('?', n));
    days.push(day.replaceAll('?', n));
  };
  const pktDayStart = `((?::date)::timestamp - interval '5 hours') AT TIME ZONE 'UTC'`;
  if (f.member) add(f.member, 'actor_id = ?');
  if (f.module) add(f.module, 'module = ?');
  if (f.from) add(f.from, `at >= ${pktDayStart}`, 'day >= ?::date');
  if (f.to) add(f.to, `at < ${pktDayStart} + interval '1 day'`, 'day <= ?::date');
  return { entries: entries.join(' AND '), days: days.join(' AND '), params };
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
 * from the per-day counters.
 */
export async function listActivity(db: Queryable, sellerId: string, f: ActivityFilter, page: number, pageSize: number, after?: ActivityCursor) {
  const { entries: clause, days, params } = filterOf(sellerId, f);
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
       'total', (SELECT coalesce(sum(n), 0)::int FROM audit_day_stats WHERE ${days})
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
