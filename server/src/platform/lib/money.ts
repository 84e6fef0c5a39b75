import { MONEY_RE } from '@agrihub/shared/validation';

/** Money crosses the API as a JSON number of rupees with at most 2 decimals; stored as integer paisa. */
export function paisaToRupees(paisa: number): number {
  return Math.round(paisa) / 100;
}

/**
 * Parses '1234', '1234.5', '1234.50' into paisa, without floats. Plain decimals only: no sign, no
 * spaces, no thousands separators, no hex or exponent (a form strips what a person types, `1,000`,
 * before sending; an API client sends what it means).
 */
export function parseRupeesToPaisa(input: string): number | null {
  const m = MONEY_RE.exec(input);
  if (!m) return null;
  const whole = Number(m[1]);
  const frac = Number((m[2] ?? '').padEnd(2, '0'));
  return whole * 100 + frac;
}

/**
 * Paisa of an amount the API received as a JSON number or as plain decimal text; null for anything
 * else (`"0x10"`, `"1e3"`, `" 12 "`, `"1,000"`, `true`, more than 2 decimals).
 */
export function moneyToPaisa(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? parseRupeesToPaisa(String(raw)) : null;
  return typeof raw === 'string' ? parseRupeesToPaisa(raw) : null;
}

/** A whole number the API received as a JSON integer or as digits only; null for anything else. */
export function wholeNumberOf(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) ? raw : null;
  return typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

const PKR_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Paisa as the portal writes money in messages: 'PKR 1,234,567' (up to 2 decimals when present). */
export function formatPaisa(paisa: number): string {
  const text = `PKR ${PKR_FORMAT.format(Math.abs(paisa) / 100)}`;
  return paisa < 0 ? `-${text}` : text;
}

/**
 * The tax on an amount at a rate in basis points (1700 = 17%), in whole paisa rounded half up.
 * BigInt: paisa times basis points passes 2^53 on large orders.
 */
export function taxPaisa(amountPaisa: number, bps: number): number {
  const scaled = BigInt(Math.round(amountPaisa)) * BigInt(bps);
  return Number((scaled + 5000n) / 10000n);
}

/** Basis points as the percentage the API and invoices show (1650 -> 16.5). */
export function bpsToPercent(bps: number): number {
  return bps / 100;
}
