// The portal writes amounts as en-US does (1,234,567.89) and dates as en-GB does (12 Mar 2025), by
// hand: the first Intl formatter a page makes loads the browser's locale data, a task of 15-20 ms
// that a phone's slower CPU makes 60-80 ms, on every first load of the dashboard (issue 15).
// In Urdu the same figures keep Western digits (as Pakistani commerce writes them), months and
// "ago" are Urdu words, and an amount is isolated left to right so its sign and "PKR" stay with it.
import { currentLanguage } from '../i18n/i18n';

const LRI = '\u2066';
const PDI = '\u2069';

/**
 * `text` kept left to right inside right-to-left text (an amount, an order number, a phone
 * number, an NTN): in Urdu wrapped in Unicode's left-to-right isolate, in English as it is.
 */
export function ltr(text: string): string {
  return currentLanguage() === 'ur' && text !== '' ? `${LRI}${text}${PDI}` : text;
}

/** At most 2 decimals, rounded half up on the decimal digits (1.005 -> 1.01), as Intl does. */
function hundredths(value: number): number {
  const text = String(value);
  return text.includes('e') ? Math.round(value * 100) : Math.round(Number(`${text}e2`));
}

const groups = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * 1234567.891 -> '1,234,567.89'; 2500.5 -> '2,500.5' ('2,500.50' with `bothDigits`, as money is
 * written); whole numbers without decimals.
 */
function amount(value: number, bothDigits = false): string {
  const cents = hundredths(Math.abs(value));
  const whole = groups(Math.floor(cents / 100));
  const fraction = cents % 100;
  const sign = value < 0 && cents > 0 ? '-' : '';
  if (fraction === 0) return `${sign}${whole}`;
  const digits = String(fraction).padStart(2, '0');
  return `${sign}${whole}.${bothDigits ? digits : digits.replace(/0$/, '')}`;
}

/** 'PKR ' before the figure, the minus before both: '-PKR 12'. */
const pkr = (figure: string) => ltr(figure.startsWith('-') ? `-PKR ${figure.slice(1)}` : `PKR ${figure}`);

function toAmount(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return n === null || n === undefined || !Number.isFinite(n) ? 0 : n;
}

/**
 * An exact amount: 'PKR 1,234,567', or with both paisa digits when there are paisa
 * ('PKR 2,500.50'). For what someone pays or reconciles: an invoice, a statement or ledger line, a
 * payment, an order's lines and total, a price, a balance (docs/decisions/0175-money-on-screen-exact-or-whole.md).
 */
export function formatPKR(value: number | string | null | undefined): string {
  return pkr(amount(toAmount(value), true));
}

/**
 * A whole-rupee amount for cards and summaries: 'PKR 721,012,646'. Rounded half away from zero on
 * the paisa (12.50 -> 13, -12.50 -> -13), so a figure reads the same wherever it is shown.
 */
export function formatPKRWhole(value: number | string | null | undefined): string {
  const n = toAmount(value);
  const rupees = Math.floor((hundredths(Math.abs(n)) + 50) / 100);
  return pkr(n < 0 && rupees > 0 ? `-${groups(rupees)}` : groups(rupees));
}

/** Thousands separators for counts: 12,450. */
export function formatNumber(value: number | null | undefined): string {
  return amount(value ?? 0);
}

function toDate(value: string | number | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Pakistan Standard Time (UTC+5, no daylight saving): the server judges days (from/to filters, "past", "expired") by it. */
const PKT_OFFSET_MS = 5 * 3600 * 1000;

/** en-GB's short month names (September is 'Sept' there). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
/** Urdu's month names (ur-PK's), whole: Urdu has no short forms. */
const URDU_MONTHS = ['جنوری', 'فروری', 'مارچ', 'اپریل', 'مئی', 'جون', 'جولائی', 'اگست', 'ستمبر', 'اکتوبر', 'نومبر', 'دسمبر'];
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The wall clock in Pakistan at `d`, read with the UTC getters. Every date the portal shows is
 * Pakistan's, whatever the device's zone: the order list, the order page, the CSV export and the
 * invoice then agree on an order's day (issue 18), as the server's day filters do.
 */
const inPakistan = (d: Date) => new Date(d.getTime() + PKT_OFFSET_MS);
const dayMonthYear = (p: Date) => `${p.getUTCDate()} ${(currentLanguage() === 'ur' ? URDU_MONTHS : MONTHS)[p.getUTCMonth()]} ${p.getUTCFullYear()}`;

/** '12 Mar 2025', in Pakistan time. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  const d = toDate(value);
  return d ? dayMonthYear(inPakistan(d)) : '';
}

/** '12 Mar 2025, 14:05', in Pakistan time. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  const d = toDate(value);
  if (!d) return '';
  const p = inPakistan(d);
  const comma = currentLanguage() === 'ur' ? '،' : ',';
  return `${dayMonthYear(p)}${comma} ${twoDigits(p.getUTCHours())}:${twoDigits(p.getUTCMinutes())}`;
}

/** 'yyyy-MM-dd' in Pakistan time (CSV exports, date inputs). */
export function formatIsoDate(value: string | number | Date): string {
  const d = toDate(value);
  return d ? inPakistan(d).toISOString().slice(0, 10) : '';
}

const ENGLISH_AGO = {
  now: 'just now',
  minutes: (n: number) => `${n} min ago`,
  hours: (n: number) => `${n} h ago`,
  days: (n: number) => (n === 1 ? '1 day ago' : `${n} days ago`),
};
const URDU_AGO: typeof ENGLISH_AGO = {
  now: 'ابھی',
  minutes: (n) => `${n} منٹ پہلے`,
  hours: (n) => `${n} ${n === 1 ? 'گھنٹہ' : 'گھنٹے'} پہلے`,
  days: (n) => `${n} دن پہلے`,
};

/** 'just now', '5 min ago', '3 h ago', '2 days ago', then the date. */
export function formatRelativeTime(value: string | number | Date, now: Date = new Date()): string {
  const d = toDate(value);
  if (!d) return '';
  const minutes = Math.floor((now.getTime() - d.getTime()) / 60_000);
  const words = currentLanguage() === 'ur' ? URDU_AGO : ENGLISH_AGO;
  if (minutes < 1) return words.now;
  if (minutes < 60) return words.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return words.hours(hours);
  const days = Math.floor(hours / 24);
  if (days < 7) return words.days(days);
  return formatDate(d);
}

/** Today's date (yyyy-MM-dd, the value of a date input) in Pakistan, the calendar the server uses. */
export function pakistanToday(now: Date | number = Date.now()): string {
  return new Date((typeof now === 'number' ? now : now.getTime()) + PKT_OFFSET_MS).toISOString().slice(0, 10);
}
