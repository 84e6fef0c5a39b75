import type { Queryable, SqlParam } from '../db/index.ts';
import { addDays, pktDayStart } from '../lib/pkt-dates.ts';
import type { ActivityEntry } from '../schemas/team.ts';
import type { ActivityAction, ActivityModule } from '../schemas/domain.ts';

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

/** The WHERE clause and parameters of a company's filtered activity. */
function where(sellerId: string, f: ActivityFilter): [string, SqlParam[]] {
  const params: SqlParam[] = [sellerId];
  const clauses = ['seller_id = $1'];
  const add = (clause: string, value: SqlParam) => {
    params.push(value);
    clauses.push(clause.replace('?', `$${params.length}`));
  };
  if (f.member) add('actor_id = ?', f.member);
  if (f.module) add('module = ?', f.module);
  if (f.from) add('at >= ?', pktDayStart(f.from));
  if (f.to) add('at < ?', pktDayStart(addDays(f.to, 1)));
  return [clauses.join(' AND '), params];
}

/** A page of the company's recorded changes, newest first, and how many match. */
export async function listActivity(db: Queryable, sellerId: string, f: ActivityFilter, page: number, pageSize: number) {
  const [clause, params] = where(sellerId, f);
  const [rows, [count]] = await Promise.all([
    db.query<AuditRow>(
      `SELECT id, at, actor_id, actor_name, ip, module, entity, entity_id, action, changes FROM audit_log
        WHERE ${clause} ORDER BY at DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM audit_log WHERE ${clause}`, params),
  ]);
  return { entries: rows.map(toEntry), total: count?.total ?? 0 };
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
