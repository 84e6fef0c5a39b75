/**
 * A small RFC 4180 CSV reader for the bulk product import: quoted fields with doubled quotes,
 * commas and line breaks inside quotes, CRLF / LF / CR line ends, and a leading byte order mark.
 * Records are returned with their 1-based record number (the row number a spreadsheet shows).
 */

export class CsvError extends Error {
  constructor(
    message: string,
    readonly row: number,
  ) {
    super(message);
    this.name = 'CsvError';
  }
}

export interface CsvRecord {
  /** 1-based record number; the header is record 1. */
  row: number;
  cells: string[];
}

/** Decodes an uploaded file: UTF-8 (with or without BOM), else Windows-1252 (Excel's "CSV" on Windows). */
export function decodeCsv(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

export function parseCsv(text: string): CsvRecord[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let row = 1;
  let i = 0;
  // A record with content, or an empty line between records (kept so row numbers stay right).
  let recordStarted = false;
  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    records.push({ row, cells });
    cells = [];
    row += 1;
    recordStarted = false;
  };
  while (i < src.length) {
    const c = src[i];
    if (c === '"' && cell === '') {
      // A quoted field: runs to the next lone quote; "" stands for one quote.
      const startRow = row;
      i += 1;
      let closed = false;
      while (i < src.length) {
        const q = src[i];
        if (q === '"') {
          if (src[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          closed = true;
          i += 1;
          break;
        }
        cell += q;
        i += 1;
      }
      if (!closed) throw new CsvError(`Row ${startRow}: a quoted field is not closed`, startRow);
      recordStarted = true;
      const next = src[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        throw new CsvError(`Row ${startRow}: unexpected text after a closing quote`, startRow);
      }
      continue;
    }
    if (c === ',') {
      endCell();
      recordStarted = true;
      i += 1;
      continue;
    }
    if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && src[i + 1] === '\n' ? 2 : 1;
      continue;
    }
    cell += c;
    recordStarted = true;
    i += 1;
  }
  if (recordStarted || cell !== '' || cells.length > 0) endRecord();
  return records;
}

/** One CSV field, quoted when it holds a comma, quote or line break (or leading/trailing space). */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(rows: string[][]): string {
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
