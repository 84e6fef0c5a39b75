import { Type } from 'typebox';

export const RowError = Type.Object({
  row: Type.Integer({ description: 'Row number as a spreadsheet shows it (the header is row 1)' }),
  field: Type.String({ description: 'Product field: name, sku, category, price, costPrice, stockQuantity, minStockLevel, description, seasonal' }),
  column: Type.String({ description: 'The column label in the template' }),
  message: Type.String(),
});

export const ImportPreview = Type.Object({
  totalRows: Type.Integer({ description: 'Product rows in the file (blank lines not counted)' }),
  validRows: Type.Integer(),
  invalidRows: Type.Integer(),
  errors: Type.Array(RowError, { description: 'Row-level errors, by row (at most 500 listed)' }),
});

export const ImportResult = Type.Object({
  added: Type.Integer({ description: 'Products created' }),
  skipped: Type.Integer({ description: 'Invalid rows left out (only with skipInvalidRows=true)' }),
});

export const ProductIdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
