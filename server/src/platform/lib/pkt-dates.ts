/** Pakistan Standard Time is UTC+5 all year (no daylight saving): the portal's calendar days. */
const PKT_OFFSET_MS = 5 * 3600 * 1000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date in Pakistan at `at`, as YYYY-MM-DD: "today" for expiry and due dates. */
export function pktDate(at: number | Date = Date.now()): string {
  return new Date(Number(at) + PKT_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a PKT calendar day (YYYY-MM-DD) begins; an Invalid Date when it is no date. */
export function pktDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+05:00`);
}

/** The first day of the PKT month containing `at`, as an instant (for "this month" figures). */
export function pktMonthStart(at: number | Date = Date.now()): Date {
  const d = new Date(Number(at) + PKT_OFFSET_MS);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - PKT_OFFSET_MS);
}

/** A real calendar date written YYYY-MM-DD (rejects 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  return new Date(d.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A YYYY-MM-DD date as the portal writes days in messages and documents: '30 Jun 2026'. */
export function dayText(date: string): string {
  return `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1] ?? ''} ${date.slice(0, 4)}`;
}
