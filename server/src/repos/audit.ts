import type { Queryable, SqlParam } from '../db/index.ts';
import { addDays, pktDayStart } from '../lib/pkt-dates.ts';
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
 * The WHERE clause and parameters of a company's filtered activity: over audit_log, or over its
 * counters audit_day_stats (migration 026), whose `day` is the PKT calendar day of `at`.
 */
function where(sellerId: string, f: ActivityFilter, table: 'audit_log' | 'audit_day_stats' = 'audit_log'): [string, SqlParam[]] {
  const params: SqlParam[] = [sellerId];
  const clauses = ['seller_id = $1'];
  const add = (clause: string, value: SqlParam) => {
    params.push(value);
    clauses.push(clause.replace('?', `$${params.length}`));
  };
  const byDay = table === 'audit_day_stats';
  if (f.member) add('actor_id = ?', f.member);
  if (f.module) add('module = ?', f.module);
  if (f.from) {
    if (byDay) add('day >= ?::date', f.from);
    else add('at >= ?', pktDayStart(f.from));
  }
  if (f.to) {
    if (byDay) add('day <= ?::date', f.to);
    else add('at < ?', pktDayStart(addDays(f.to, 1)));
  }
  return [clauses.join(' AND '), params];
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
  const [clause, params] = where(sellerId, f);
  const [countClause, countParams] = where(sellerId, f, 'audit_day_stats');
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
    db.query<{ total: number }>(`SELECT coalesce(sum(n), 0)::int AS total FROM audit_day_stats WHERE ${countClause}`, countParams),
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
  const [clause, params] = where(sellerId, f);
  const rows = await db.query<AuditRow>(
    `SELECT id, at, actor_id, actor_name, ip, module, entity, entity_id, action, changes FROM audit_log
      WHERE ${clause} ORDER BY at DESC, id DESC LIMIT ${max}`,
    params,
  );
  return rows.map(toEntry);
}
