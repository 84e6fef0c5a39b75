/** Writing CSV files people open in a spreadsheet: the orders export, the aging report, the activity log. */

/** Excel reads a file without a byte-order mark as the local code page and garbles Urdu names. */
export const UTF8_BOM = '\uFEFF';

/**
 * RFC 4180: a field with a comma, quote, CR or LF is quoted, its quotes doubled. Text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe (OWASP
 * CSV injection), so a retailer named '=HYPERLINK(...)' stays text.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** Paisa as rupees with two decimals, in integers only: 1050050 -> '10500.50'. */
export function rupeesText(paisa: number): string {
  const abs = Math.abs(Math.round(paisa));
  return `${paisa < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
