const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** The one money format of the portal: 'PKR 1,234,567' (up to 2 decimals when present). */
export function formatPKR(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || !Number.isFinite(n)) return 'PKR 0';
  return n < 0 ? `-PKR ${amount.format(-n)}` : `PKR ${amount.format(n)}`;
}

/** Thousands separators for counts: 12,450. */
export function formatNumber(value: number | null | undefined): string {
  return amount.format(value ?? 0);
}

function toDate(value: string | number | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '12 Mar 2025' */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  const d = toDate(value);
  return d ? dateFormat.format(d) : '';
}

/** '12 Mar 2025, 14:05' */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  const d = toDate(value);
  return d ? dateTimeFormat.format(d) : '';
}

/** 'yyyy-MM-dd' in local time (CSV exports, date inputs). */
export function formatIsoDate(value: string | number | Date): string {
  const d = toDate(value);
  if (!d) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** 'just now', '5 min ago', '3 h ago', '2 days ago', then the date. */
export function formatRelativeTime(value: string | number | Date, now: Date = new Date()): string {
  const d = toDate(value);
  if (!d) return '';
  const minutes = Math.floor((now.getTime() - d.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? '1 day ago' : `${days} days ago`;
  return formatDate(d);
}

/** Pakistan Standard Time (UTC+5, no daylight saving): the server judges days (from/to filters, "past", "expired") by it. */
const PKT_OFFSET_MS = 5 * 3600 * 1000;

/** Today's date (yyyy-MM-dd, the value of a date input) in Pakistan, the calendar the server uses. */
export function pakistanToday(now: Date | number = Date.now()): string {
  return new Date((typeof now === 'number' ? now : now.getTime()) + PKT_OFFSET_MS).toISOString().slice(0, 10);
}
