import type { Queryable, SqlParam } from '../../../platform/db/index.ts';
import { likeContains } from '../../../platform/lib/validation.ts';
import type { Retailer } from '../schemas/orders.ts';

interface RetailerRow {
  id: string;
  name: string;
  city: string;
  province: string;
  phone: string | null;
  address: string;
  [key: string]: unknown;
}

const COLUMNS = 'id, name, city, province, phone, address';

const toDto = (r: RetailerRow): Retailer => ({ _id: r.id, name: r.name, city: r.city, province: r.province, phone: r.phone ?? '', address: r.address });

/**
 * One page of the retailers whose name or city contains `q` (all when empty), names starting with it
 * first, then by name, with how many match in all.
 */
export async function searchRetailers(
  db: Queryable,
  sellerId: string,
  q: string,
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<{ retailers: Retailer[]; total: number }> {
  const term = q.trim();
  const where = term ? `seller_id = $1 AND (lower(name) LIKE $2 ESCAPE '\\' OR lower(city) LIKE $2 ESCAPE '\\')` : 'seller_id = $1';
  const params: SqlParam[] = term ? [sellerId, likeContains(term)] : [sellerId];
  const order = term ? `lower(name) LIKE $3 ESCAPE '\\' DESC, name, id` : 'name, id';
  const pageParams = term ? [...params, likeContains(term).slice(1)] : params;
  const n = pageParams.length;
  const [rows, [count]] = await Promise.all([
    db.query<RetailerRow>(`SELECT ${COLUMNS} FROM retailers WHERE ${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`, [...pageParams, limit, offset]),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM retailers WHERE ${where}`, params),
  ]);
  return { retailers: rows.map(toDto), total: count?.total ?? 0 };
}

export async function getRetailer(db: Queryable, sellerId: string, id: string): Promise<Retailer | undefined> {
  const [row] = await db.query<RetailerRow>(`SELECT ${COLUMNS} FROM retailers WHERE seller_id = $1 AND id = $2`, [sellerId, id]);
  return row ? toDto(row) : undefined;
}

export interface RetailerInput {
  name: string;
  city: string;
  province: string;
  phone: string;
  address: string;
}

/** A retailer of the same name in the same city (case-insensitive), which a new one would duplicate. */
export async function findRetailerByName(db: Queryable, sellerId: string, name: string, city: string): Promise<Retailer | undefined> {
  const [row] = await db.query<RetailerRow>(
    `SELECT ${COLUMNS} FROM retailers WHERE seller_id = $1 AND lower(name) = lower($2) AND lower(city) = lower($3) LIMIT 1`,
    [sellerId, name, city],
  );
  return row ? toDto(row) : undefined;
}

export async function insertRetailer(db: Queryable, sellerId: string, r: RetailerInput): Promise<Retailer> {
  const [row] = await db.query<RetailerRow>(
    `INSERT INTO retailers (seller_id, name, city, province, phone, address) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [sellerId, r.name, r.city, r.province, r.phone, r.address],
  );
  if (!row) throw new Error('retailer insert returned no row');
  return toDto(row);
}
