import type { Queryable, Writer } from '../../../platform/db/index.ts';
import type { CompanySettingsInput } from '../../../platform/lib/validation.ts';
import { bpsToPercent } from '../../../platform/lib/money.ts';
import type { CompanySettings } from '../schemas/settings.ts';

interface SellerRow {
  company_name: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  phone: string;
  ntn: string;
  sales_tax_bps: number | null;
  contact_email: string;
  [key: string]: unknown;
}

/** The sales tax rate in Settings (basis points), which a new invoice takes; null: none. */
export async function salesTaxBpsOf(db: Queryable, sellerId: string): Promise<number | null> {
  const [r] = await db.query<{ sales_tax_bps: number | null }>(`SELECT sales_tax_bps FROM sellers WHERE id = $1`, [sellerId]);
  return r?.sales_tax_bps ?? null;
}

export async function getCompanySettings(db: Queryable, sellerId: string): Promise<CompanySettings | undefined> {
  const [r] = await db.query<SellerRow>(
    `SELECT company_name, address, city, state, zip_code, phone, ntn, sales_tax_bps, contact_email FROM sellers WHERE id = $1`,
    [sellerId],
  );
  if (!r) return undefined;
  return {
    companyName: r.company_name,
    companyAddress: { street: r.address, city: r.city, state: r.state, zipCode: r.zip_code },
    phone: r.phone,
    taxId: r.ntn,
    contactEmail: r.contact_email,
    salesTaxRate: r.sales_tax_bps === null ? null : bpsToPercent(r.sales_tax_bps),
  };
}

export async function updateCompany(db: Writer, sellerId: string, c: CompanySettingsInput): Promise<void> {
  await db.query(
    `UPDATE sellers SET company_name = $2, address = $3, city = $4, state = $5, zip_code = $6, phone = $7, ntn = $8, sales_tax_bps = $9,
            contact_email = coalesce($10, contact_email)
      WHERE id = $1`,
    [sellerId, c.companyName, c.street, c.city, c.state, c.zipCode, c.phone, c.taxId, c.salesTaxBps, c.contactEmail ?? null],
  );
}
