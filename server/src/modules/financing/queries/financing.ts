import type { Queryable } from '../../../platform/db/index.ts';
import { paisaToRupees } from '../../../platform/lib/money.ts';
import type { FinancingApplication } from '../schemas/financing.ts';
import type { FinancingPurpose, FinancingStatus, FinancingTenure } from '../../../platform/schemas/domain.ts';

/** PKR 50,000 to PKR 50,000,000, in paisa. */
export const FINANCING_MIN_PAISA = 50_000 * 100;
export const FINANCING_MAX_PAISA = 50_000_000 * 100;

interface ApplicationRow {
  id: string;
  reference: string;
  amount_paisa: number;
  tenure_months: FinancingTenure;
  purpose: FinancingPurpose;
  status: FinancingStatus;
  created_at: Date;
  decided_at: Date | null;
  [key: string]: unknown;
}

const COLUMNS = 'id, reference, amount_paisa, tenure_months, purpose, status, created_at, decided_at';

function toDto(r: ApplicationRow): FinancingApplication {
  return {
    _id: r.id,
    reference: r.reference,
    amount: paisaToRupees(r.amount_paisa),
    tenureMonths: r.tenure_months,
    purpose: r.purpose,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    decidedAt: r.decided_at ? r.decided_at.toISOString() : null,
  };
}

export async function listFinancingApplications(db: Queryable, sellerId: string): Promise<FinancingApplication[]> {
  const rows = await db.query<ApplicationRow>(`SELECT ${COLUMNS} FROM financing_applications WHERE seller_id = $1 ORDER BY created_at DESC, id DESC LIMIT 50`, [
    sellerId,
  ]);
  return rows.map(toDto);
}

export async function hasOpenApplication(db: Queryable, sellerId: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM financing_applications WHERE seller_id = $1 AND status = 'Under Review'`, [sellerId]);
  return rows.length > 0;
}

/** References run FIN-<year>-0001, -0002... per seller. */
export async function applyForFinancing(
  db: Queryable,
  sellerId: string,
  userId: string | null,
  input: { amountPaisa: number; tenureMonths: number; purpose: string },
  status = 'Under Review',
  createdAt?: Date,
): Promise<FinancingApplication> {
  const at = createdAt ?? new Date();
  const year = at.getUTCFullYear();
  const [row] = await db.query<ApplicationRow>(
    `INSERT INTO financing_applications (seller_id, reference, amount_paisa, tenure_months, purpose, status, decided_at, created_by, created_at)
     SELECT $1, 'FIN-' || $2::text || '-' || lpad((count(*) + 1)::text, 4, '0'), $3, $4, $5, $6,
            CASE WHEN $6 = 'Under Review' THEN NULL ELSE $8::timestamptz + interval '3 days' END, $7, $8
       FROM financing_applications WHERE seller_id = $1 AND reference LIKE 'FIN-' || $2::text || '-%'
     RETURNING ${COLUMNS}`,
    [sellerId, String(year), input.amountPaisa, input.tenureMonths, input.purpose, status, userId, at],
  );
  if (!row) throw new Error('financing insert returned no row');
  return toDto(row);
}
