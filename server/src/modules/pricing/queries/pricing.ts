import type { Queryable, SqlParam, Writer } from '../../../platform/db/index.ts';
import { likeContains } from '../../../platform/lib/validation.ts';
import type { PricingRuleStatus } from '../../../platform/schemas/domain.ts';
import type { PricingRule } from '../schemas/pricing-rules.ts';
import type { PricingRuleCategory, PricingRuleType } from '../../../platform/schemas/domain.ts';

export interface PricingRuleInput {
  name: string;
  type: string;
  category: string;
  discount: number;
  minQuantity: number;
  validUntil: string;
}

interface RuleRow {
  id: string;
  name: string;
  type: PricingRuleType;
  category: PricingRuleCategory;
  discount: number;
  min_quantity: number;
  is_active: boolean;
  valid_until: string;
  expired: boolean;
  created_at: Date;
  updated_at: Date;
  [key: string]: unknown;
}

// $today is always parameter 2 (the seller is 1), so every query derives Expired the same way.
const COLUMNS = `id, name, type, category, discount::float8 AS discount, min_quantity, is_active,
  valid_until::text AS valid_until, valid_until < $2::date AS expired, created_at, updated_at`;
const STATUS_SQL: Record<PricingRuleStatus, string> = {
  Expired: 'valid_until < $2::date',
  Active: 'valid_until >= $2::date AND is_active',
  Inactive: 'valid_until >= $2::date AND NOT is_active',
};

function toDto(r: RuleRow): PricingRule {
  return {
    _id: r.id,
    name: r.name,
    type: r.type,
    category: r.category,
    discount: Number(r.discount),
    minQuantity: r.min_quantity,
    status: r.expired ? 'Expired' : r.is_active ? 'Active' : 'Inactive',
    isActive: r.is_active,
    validUntil: r.valid_until,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

export interface RuleListQuery {
  q?: string | undefined;
  status?: PricingRuleStatus | undefined;
}

/** Every rule of the seller (newest first) matching the search, with counts over all rules. */
export async function listPricingRules(db: Queryable, sellerId: string, today: string, query: RuleListQuery) {
  const where = ['seller_id = $1'];
  const params: SqlParam[] = [sellerId, today];
  if (query.q && query.q.trim() !== '') {
    params.push(likeContains(query.q.trim()));
    const n = params.length;
    where.push(`(lower(name) LIKE $${n} ESCAPE '\\' OR lower(type) LIKE $${n} ESCAPE '\\' OR lower(category) LIKE $${n} ESCAPE '\\')`);
  }
  if (query.status) where.push(STATUS_SQL[query.status]);
  const [rows, [counts]] = await Promise.all([
    db.query<RuleRow>(`SELECT ${COLUMNS} FROM pricing_rules WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC`, params),
    db.query<{ total: number; active: number; inactive: number; expired: number }>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE ${STATUS_SQL.Active})::int AS active,
              count(*) FILTER (WHERE ${STATUS_SQL.Inactive})::int AS inactive,
              count(*) FILTER (WHERE ${STATUS_SQL.Expired})::int AS expired
         FROM pricing_rules WHERE seller_id = $1`,
      [sellerId, today],
    ),
  ]);
  return {
    rules: rows.map(toDto),
    summary: { total: counts?.total ?? 0, active: counts?.active ?? 0, inactive: counts?.inactive ?? 0, expired: counts?.expired ?? 0 },
  };
}

export async function createPricingRule(db: Writer, sellerId: string, today: string, input: PricingRuleInput): Promise<PricingRule> {
  const [row] = await db.query<RuleRow>(
    `INSERT INTO pricing_rules (seller_id, name, type, category, discount, min_quantity, valid_until)
     VALUES ($1, $3, $4, $5, $6, $7, $8::date) RETURNING ${COLUMNS}`,
    [sellerId, today, input.name, input.type, input.category, input.discount, input.minQuantity, input.validUntil],
  );
  if (!row) throw new Error('pricing rule insert returned no row');
  return toDto(row);
}

export async function getPricingRule(db: Queryable, sellerId: string, today: string, id: string, forUpdate = false) {
  const [row] = await db.query<RuleRow>(`SELECT ${COLUMNS} FROM pricing_rules WHERE seller_id = $1 AND id = $3${forUpdate ? ' FOR UPDATE' : ''}`, [
    sellerId,
    today,
    id,
  ]);
  return row ? toDto(row) : undefined;
}

export async function updatePricingRuleStatus(db: Queryable, sellerId: string, today: string, id: string, active: boolean) {
  const [row] = await db.query<RuleRow>(`UPDATE pricing_rules SET is_active = $4, updated_at = now() WHERE seller_id = $1 AND id = $3 RETURNING ${COLUMNS}`, [
    sellerId,
    today,
    id,
    active,
  ]);
  return row ? toDto(row) : undefined;
}

/** Replaces a rule's values (its on/off switch stays as set). Undefined when the seller has no such rule. */
export async function updatePricingRule(db: Writer, sellerId: string, today: string, id: string, input: PricingRuleInput) {
  const [row] = await db.query<RuleRow>(
    `UPDATE pricing_rules SET name = $4, type = $5, category = $6, discount = $7, min_quantity = $8, valid_until = $9::date, updated_at = now()
      WHERE seller_id = $1 AND id = $3 RETURNING ${COLUMNS}`,
    [sellerId, today, id, input.name, input.type, input.category, input.discount, input.minQuantity, input.validUntil],
  );
  return row ? toDto(row) : undefined;
}

/**
 * The number of one of the seller's orders still in progress (not delivered or cancelled) with a
 * line carrying this rule (`ruleId` on an item, as orders write it), or undefined when none does.
 */
export async function orderInProgressUsingRule(db: Queryable, sellerId: string, ruleId: string): Promise<string | undefined> {
  const [row] = await db.query<{ order_number: string }>(
    `SELECT order_number FROM orders
      WHERE seller_id = $1 AND status IN ('pending', 'confirmed', 'processing', 'shipped')
        AND items @> jsonb_build_array(jsonb_build_object('ruleId', $2::text))
      ORDER BY order_date, id LIMIT 1`,
    [sellerId, ruleId],
  );
  return row?.order_number;
}

/** Deletes one of the seller's rules; false when there was none. */
export async function deletePricingRule(db: Queryable, sellerId: string, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(`DELETE FROM pricing_rules WHERE seller_id = $1 AND id = $2 RETURNING id`, [sellerId, id]);
  return rows.length > 0;
}
