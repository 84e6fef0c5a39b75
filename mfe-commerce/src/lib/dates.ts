/** Today's date in Pakistan as YYYY-MM-DD (the value of a date input): the server judges "past" and "expired" by it. */
export { pakistanToday as pktToday } from '@agrihub/shared';
import { currentLanguage, formatDate } from '@agrihub/shared';

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** '12 Mar 2025' for a YYYY-MM-DD date, whatever the browser's time zone ('12 مارچ 2025' in Urdu). */
export function formatDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return '';
  // Midnight UTC is 05:00 in Pakistan, the same day: the shared formatter writes it with Urdu's month names.
  if (currentLanguage() === 'ur') return formatDate(d);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(d);
}
