import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { CsvError, decodeCsv, parseCsv, toCsv } from '../../../src/modules/catalog/routes/csv.ts';

const cells = (text: string) => parseCsv(text).map((r) => r.cells);

describe('CSV reader for the bulk import', () => {
  test('plain rows with CRLF, LF or CR line ends, with or without a final line break', () => {
    assert.deepEqual(cells('a,b\r\n1,2\r\n'), [
      ['a', 'b'],
      ['1', '2'],
    ]);
    assert.deepEqual(cells('a,b\n1,2'), [
      ['a', 'b'],
      ['1', '2'],
    ]);
    assert.deepEqual(cells('a,b\r1,2\r'), [
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  test('quoted fields keep commas, doubled quotes and line breaks; rows are numbered as records', () => {
    const recs = parseCsv('name,desc\r\n"Urea, 50kg","He said ""fresh""\r\nline two"\r\nDAP,x\r\n');
    assert.deepEqual(
      recs.map((r) => r.cells),
      [
        ['name', 'desc'],
        ['Urea, 50kg', 'He said "fresh"\r\nline two'],
        ['DAP', 'x'],
      ],
    );
    assert.deepEqual(
      recs.map((r) => r.row),
      [1, 2, 3],
    );
  });

  test('a byte order mark is dropped; empty fields and blank lines are kept so row numbers match a spreadsheet', () => {
    const recs = parseCsv('\uFEFFsku,price\n\nA,\n,,\n');
    assert.deepEqual(
      recs.map((r) => r.cells),
      [['sku', 'price'], [''], ['A', ''], ['', '', '']],
    );
    assert.deepEqual(
      recs.map((r) => r.row),
      [1, 2, 3, 4],
    );
    assert.deepEqual(cells('""'), [['']]);
  });

  test('an unclosed quote or text after a closing quote is an error naming the row', () => {
    assert.throws(
      () => parseCsv('a\n"open,1\n2'),
      (e: unknown) => e instanceof CsvError && e.row === 2 && /not closed/.test(e.message),
    );
    assert.throws(
      () => parseCsv('a\n"x"y\n'),
      (e: unknown) => e instanceof CsvError && e.row === 2,
    );
  });

  test('decodes UTF-8 (Urdu kept) and falls back to Windows-1252 for Excel files', () => {
    assert.equal(decodeCsv(Buffer.from('\uFEFFکھاد,1', 'utf8')), 'کھاد,1');
    assert.equal(decodeCsv(Buffer.from([0x43, 0x61, 0x66, 0xe9])), 'Café');
  });

  test('writing and reading round-trips awkward values', () => {
    const rows = [['a,b', 'say "hi"', 'two\nlines', ' padded ', 'plain']];
    assert.deepEqual(cells(toCsv(rows)), rows);
  });
});
