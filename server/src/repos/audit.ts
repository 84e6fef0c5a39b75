import type { Queryable, SqlParam } from '../db/index.ts';
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
  at: Date;
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
  at: r.at.toISOString(),
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

const ENTRY_COLUMNS = `id, at, to_json(at) #>> '{}' AS at_key, actor_id, actor_name, ip, module, entity, entity_id, action, changes`;

/**
 * A page of the company's recorded changes, newest first, and how many match. After a cursor the
 * page starts down the (seller, at, id) index where the last one ended; by number, the skipped
 * entries are only counted in that index. The total is summed from the per-day counters.
 */
export async function listActivity(db: Queryable, sellerId: string, f: ActivityFilter, page: number, pageSize: number, after?: ActivityCursor) {
  const { entries: clause, days, params } = filterOf(sellerId, f);
  let rowsSql: string;
  const rowParams = [...params];
  if (after) {
    rowParams.push(after.at, after.id, pageSize);
    rowsSql = `SELECT ${ENTRY_COLUMNS} FROM audit_log WHERE ${clause} AND (at, id) < ($${rowParams.length - 2}::timestamptz, $${rowParams.length - 1}::bigint)
                ORDER BY at DESC, id DESC LIMIT $${rowParams.length}`;
  } else {
    // The page size and offset as parameters: one statement text for every page, prepared once.
    rowParams.push(pageSize, (page - 1) * pageSize);
    rowsSql = `SELECT ${ENTRY_COLUMNS} FROM audit_log
                WHERE id IN (SELECT id FROM audit_log WHERE ${clause} ORDER BY at DESC, id DESC LIMIT $${rowParams.length - 1} OFFSET $${rowParams.length})
                ORDER BY at DESC, id DESC`;
  }
  const [rows, [count]] = await Promise.all([
    db.query<AuditRow & { at_key: string }>(rowsSql, rowParams),
    db.query<{ total: number }>(`SELECT coalesce(sum(n), 0)::int AS total FROM audit_day_stats WHERE ${days}`, params),
  ]);
  const last = rows.length === pageSize ? rows[rows.length - 1] : undefined;
  return {
    entries: rows.map(toEntry),
    total: count?.total ?? 0,
    nextCursor: last ? encodeActivityCursor({ at: last.at_key, id: Number(last.id) }) : null,
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
