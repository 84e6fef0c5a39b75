import type { Queryable } from '../../../platform/db/index.ts';
import { validateProduct, type ProductInput } from '../../../platform/lib/validation.ts';
import { existingSkus } from '../queries/products.ts';
import { CsvError, decodeCsv, parseCsv, toCsv } from './csv.ts';

/** The add form's fields, in its order, with the labels the form shows: the CSV template's header. */
export const IMPORT_COLUMNS = [
  { key: 'name', label: 'Product Name', required: true, aliases: ['name'] },
  { key: 'sku', label: 'SKU', required: true, aliases: [] },
  { key: 'category', label: 'Category', required: true, aliases: [] },
  { key: 'price', label: 'Selling Price (PKR)', required: true, aliases: ['price', 'selling price'] },
  { key: 'costPrice', label: 'Cost Price (PKR)', required: false, aliases: ['cost price', 'costprice'] },
  { key: 'stockQuantity', label: 'Stock Quantity', required: true, aliases: ['stock', 'stockquantity'] },
  {
    key: 'minStockLevel',
    label: 'Minimum Order Quantity',
    required: true,
    aliases: ['minstocklevel', 'min order quantity', 'moq'],
  },
  { key: 'description', label: 'Description', required: false, aliases: [] },
  { key: 'seasonal', label: 'Seasonal', required: false, aliases: [] },
] as const;

export const MAX_IMPORT_ROWS = 5000;
/** The preview lists at most this many row errors (the count of bad rows is always exact). */
export const MAX_REPORTED_ERRORS = 500;

export interface RowError {
  row: number;
  field: string;
  column: string;
  message: string;
}

export interface ImportCheck {
  totalRows: number;
  validRows: number;
  invalidRows: number;
  errors: RowError[];
  /** The rows that passed, ready to insert. */
  valid: ProductInput[];
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export function templateCsv(): string {
  return toCsv([IMPORT_COLUMNS.map((c) => c.label)]);
}

/** Thrown for a file that cannot be read as a product CSV at all (answered 400). */
export class ImportFileError extends Error {}

function mapHeader(header: string[]): Map<number, (typeof IMPORT_COLUMNS)[number]> {
  const byName = new Map<string, (typeof IMPORT_COLUMNS)[number]>();
  for (const col of IMPORT_COLUMNS) {
    byName.set(norm(col.label), col);
    byName.set(norm(col.key), col);
    for (const a of col.aliases) byName.set(norm(a), col);
  }
  const map = new Map<number, (typeof IMPORT_COLUMNS)[number]>();
  const seen = new Set<string>();
  header.forEach((h, i) => {
    const col = byName.get(norm(h));
    if (!col) return;
    if (seen.has(col.key)) throw new ImportFileError(`The column "${col.label}" appears twice in the header row`);
    seen.add(col.key);
    map.set(i, col);
  });
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !seen.has(c.key)).map((c) => c.label);
  if (missing.length > 0) {
    throw new ImportFileError(
      `The header row is missing ${missing.length === 1 ? 'the column' : 'the columns'} ${missing.join(', ')}. Download the template for the expected columns.`,
    );
  }
  return map;
}

/**
 * The Seasonal column: the help says yes or no, and true or false (what the form and JSON send)
 * works as well, in any case; blank is no. Its error says what the help says.
 */
const SEASONAL_WORDS: Record<string, string> = { yes: 'true', y: 'true', no: 'false', n: 'false' };
export const SEASONAL_IMPORT_ERROR = 'Seasonal must be yes or no';

/**
 * Reads and validates every row of an uploaded CSV without saving anything: per-field messages
 * are the add form's (validateProduct), plus SKUs repeated in the file or already in the catalog.
 */
export async function checkImport(db: Queryable, sellerId: string, data: Buffer): Promise<ImportCheck> {
  if (data.includes(0)) throw new ImportFileError('The file is not a CSV file');
  let records;
  try {
    records = parseCsv(decodeCsv(data));
  } catch (err) {
    if (err instanceof CsvError) throw new ImportFileError(`The CSV file could not be read: ${err.message}`);
    throw err;
  }
  const nonBlank = records.filter((r) => r.cells.some((c) => c.trim() !== ''));
  const [header, ...rows] = nonBlank;
  if (!header) throw new ImportFileError('The CSV file is empty. Download the template for the expected columns.');
  const columns = mapHeader(header.cells);
  if (rows.length === 0) throw new ImportFileError('The CSV file has no product rows under its header');
  if (rows.length > MAX_IMPORT_ROWS) {
    throw new ImportFileError(`The CSV file has ${rows.length} product rows; import at most ${MAX_IMPORT_ROWS} at a time`);
  }

  const labelOf = new Map<string, string>(IMPORT_COLUMNS.map((c) => [c.key, c.label]));
  const errors: RowError[] = [];
  const bad = new Set<number>();
  const addError = (row: number, field: string, message: string) => {
    bad.add(row);
    errors.push({ row, field, column: labelOf.get(field) ?? field, message });
  };
  const parsed: { row: number; value: ProductInput }[] = [];
  const firstRowOfSku = new Map<string, number>();
  for (const r of rows) {
    const fields: Record<string, string> = {};
    columns.forEach((col, i) => {
      fields[col.key] = (r.cells[i] ?? '').trim();
    });
    const seasonal = (fields.seasonal ?? '').trim().toLowerCase();
    fields.seasonal = SEASONAL_WORDS[seasonal] ?? seasonal;
    const v = validateProduct(fields);
    if (!v.ok) {
      if (v.errors.seasonal) v.errors.seasonal = SEASONAL_IMPORT_ERROR;
      for (const [field, message] of Object.entries(v.errors)) addError(r.row, field, message);
      continue;
    }
    const sku = v.value.sku.toLowerCase();
    const first = firstRowOfSku.get(sku);
    if (first !== undefined) {
      addError(r.row, 'sku', `SKU ${v.value.sku} is already used in row ${first} of this file`);
      continue;
    }
    firstRowOfSku.set(sku, r.row);
    parsed.push({ row: r.row, value: v.value });
  }
  const taken = await existingSkus(db, sellerId, [...firstRowOfSku.keys()]);
  const valid: ProductInput[] = [];
  for (const p of parsed) {
    if (taken.has(p.value.sku.toLowerCase())) addError(p.row, 'sku', `A product with SKU ${p.value.sku} already exists`);
    else valid.push(p.value);
  }
  errors.sort((a, b) => a.row - b.row);
  return {
    totalRows: rows.length,
    validRows: valid.length,
    invalidRows: bad.size,
    errors: errors.slice(0, MAX_REPORTED_ERRORS),
    valid,
  };
}
