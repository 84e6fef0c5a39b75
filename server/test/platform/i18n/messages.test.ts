import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasMessage } from '@agrihub/shared/messages';
import { URDU, acceptedLanguage, translate } from '../../../src/platform/i18n/index.ts';
import { refusal } from '../../../src/platform/auth/permissions.ts';
import { PASSWORD_PERSONAL, PASSWORD_TOO_GUESSABLE } from '../../../src/platform/auth/password-strength.ts';
import { newPasswordError } from '../../../src/platform/lib/validation.ts';
import { RESET_LINK_MESSAGES } from '../../../src/modules/auth/routes/password-reset.ts';
import { FILE_TOO_LARGE } from '../../../src/modules/documents/routes/index.ts';
import { SEASONAL_IMPORT_ERROR } from '../../../src/modules/catalog/routes/bulk-import.ts';
import { MESSAGES } from '@agrihub/shared/validation';
import { moveOrderError } from '../../../src/modules/orders/schemas/order-lifecycle.ts';
import { stateMessage } from '../../../src/modules/company/routes/invitations.ts';
import { roleError } from '../../../src/modules/company/domain/team-validation.ts';
import { INVITATION_STATES, ORDER_STATUSES, PERMISSION_AREAS, TEAM_ROLES } from '../../../src/platform/schemas/domain.ts';

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../src');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

interface Literal {
  /** The literal's text with each `${...}` as a value of its own (every variant of a `${a ? 'x' : 'y'}`). */
  variants: string[];
  end: number;
}

/** The string or template literal starting at `start` (a quote or backtick). */
function readLiteral(source: string, start: number): Literal | undefined {
  const quote = source[start];
  if (quote === "'" || quote === '"') {
    let text = '';
    for (let i = start + 1; i < source.length; i++) {
      const c = source[i]!;
      if (c === '\\') {
        text += source[i + 1] ?? '';
        i++;
      } else if (c === quote) return { variants: [text], end: i + 1 };
      else if (c === '\n') return undefined;
      else text += c;
    }
    return undefined;
  }
  if (quote !== '`') return undefined;
  let variants = [''];
  let values = 0;
  for (let i = start + 1; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      variants = variants.map((v) => v + (source[i + 1] ?? ''));
      i++;
    } else if (c === '`') return { variants, end: i + 1 };
    else if (c === '$' && source[i + 1] === '{') {
      const close = matchingClose(source, i + 1) ?? source.length;
      const expression = source.slice(i + 2, close);
      // `${n === 1 ? 'row has' : 'rows have'}`: the message has both wordings.
      const choice = /\?\s*(['"])([^'"]*)\1\s*:\s*(['"])([^'"]*)\3\s*$/.exec(expression);
      values += 1;
      const value = `ZQ${values}`;
      variants = choice ? variants.flatMap((v) => [v + choice[2], v + choice[4]]) : variants.map((v) => v + value);
      i = close;
    } else variants = variants.map((v) => v + c);
  }
  return undefined;
}

/** The index of the bracket closing the one at `open` (any of ( { [), past nested brackets, strings and templates. */
function matchingClose(source: string, open: number): number | undefined {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i]!;
    if (c === "'" || c === '"' || c === '`') {
      const literal = readLiteral(source, i);
      if (literal) i = literal.end - 1;
    } else if (c === '(' || c === '{' || c === '[') depth += 1;
    else if (c === ')' || c === '}' || c === ']') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return undefined;
}

/** The text of a call's arguments from `open` (its `(`) to the matching `)`. */
function argumentsText(source: string, open: number): string {
  const close = matchingClose(source, open);
  return close === undefined ? '' : source.slice(open + 1, close);
}

/** The top-level arguments of a call's argument text. */
function splitArguments(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || c === '"' || c === '`') {
      const literal = readLiteral(text, i);
      if (literal) i = literal.end - 1;
    } else if (c === '(' || c === '{' || c === '[') depth += 1;
    else if (c === ')' || c === '}' || c === ']') depth -= 1;
    else if (c === ',' && depth === 0) {
      out.push(text.slice(from, i));
      from = i + 1;
    }
  }
  out.push(text.slice(from));
  return out;
}

/**
 * The literals of an argument that are what it says: the whole argument, either branch of a
 * `cond ? 'a' : 'b'`, the fallback of `x ?? 'a'`; with `values`, also an object's values
 * (`{ images: 'message' }`).
 */
function literalsIn(text: string, values = false): string[] {
  const found: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c !== "'" && c !== '"' && c !== '`') continue;
    const literal = readLiteral(text, i);
    if (!literal) continue;
    const before = text.slice(0, i).trimEnd();
    const branch = before === '' || /(\?|\?\?)$/.test(before) || (/:$/.test(before) && /\?/.test(before));
    if (branch || (values && /(\w|\])\s*:$/.test(before))) found.push(...literal.variants);
    i = literal.end - 1;
  }
  return found;
}

/** `const NAME = 'literal'` (or a template) in one source. */
function constants(source: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const m of source.matchAll(/\bconst\s+(\w+)\s*=\s*(?=['"`])/g)) {
    const literal = readLiteral(source, m.index + m[0].length);
    if (literal && !found.has(m[1]!)) found.set(m[1]!, literal.variants);
  }
  return found;
}

/**
 * Every message server/src passes to the error helpers (badRequest, notFound, conflict, forbidden,
 * unauthorized, new HttpError and the errors answered through them), with the field errors beside
 * it and those written into an `errors` object, each with the file it is in.
 */
function scanMessages(): { message: string; file: string }[] {
  const files = new Map(sources(SRC).map((file) => [file, fs.readFileSync(file, 'utf8')]));
  const own = new Map([...files].map(([file, source]) => [file, constants(source)]));
  // A name is looked up in its own file first, then among the constants other files export.
  const exported = new Map([...own.values()].flatMap((map) => [...map]));
  const resolve = (file: string, name: string) => own.get(file)?.get(name) ?? exported.get(name);
  const out: { message: string; file: string }[] = [];
  const add = (file: string, messages: string[]) => {
    // A message has words: not a field path ('lines.0.quantity') or a value ('\\n'); nor only values
    // (the error handler's `${field} ${v.message}`, whose parts have their own entries).
    for (const message of messages) if (/\s/.test(message.trim()) && !/^(ZQ\d+\s*)+$/.test(message)) out.push({ message, file: path.relative(SRC, file) });
  };
  for (const [file, source] of files) {
    const calls = /\b(?:badRequest|notFound|conflict|forbidden|unauthorized|refuseOver|new\s+(?:HttpError|CreditRefused|ImportFileError|CsvError))\(/g;
    for (const m of source.matchAll(calls)) {
      let args = argumentsText(source, m.index + m[0].length - 1);
      // HttpError's status, refuseOver's reply and counters come before the message.
      if (m[0].includes('HttpError')) args = args.replace(/^\s*\d+\s*,/, '');
      if (m[0].startsWith('refuseOver')) args = args.replace(/^[^,]*,[^,]*,/, '');
      const [message = '', fields = ''] = splitArguments(args);
      add(file, literalsIn(message));
      if (!m[0].includes('CreditRefused')) add(file, literalsIn(fields, true));
      const name = /^\s*([A-Za-z_]\w*)\s*$/.exec(message)?.[1];
      if (name) add(file, resolve(file, name) ?? []);
    }
    // Field errors: `errors.name = '...'`, `errs[field] ??= \`...\``, `own.zipCode = ...`.
    const fieldErrors = /\b(?:errors|errs|own|inputErrors)(?:\.\w+|\[[^\]]+\])\s*\??\??=\s*(?=['"`])/g;
    for (const m of source.matchAll(fieldErrors)) {
      const literal = readLiteral(source, m.index + m[0].length);
      if (literal) add(file, literal.variants);
    }
    // An upload's refusals, given to platform/storage/uploads.ts as options.
    for (const m of source.matchAll(/\b(?:tooManyMessage|tooLarge):\s*(?:\([^)]*\)\s*=>\s*)?(?=['"`])/g)) {
      const literal = readLiteral(source, m.index + m[0].length);
      if (literal) add(file, literal.variants);
    }
    // The import's row errors and the stock shortages, made as lists of messages.
    for (const m of source.matchAll(/\b(?:addError\([^,]+,[^,]+,|problems\.push\()\s*(?=['"`])/g)) {
      const literal = readLiteral(source, m.index + m[0].length);
      if (literal) add(file, literal.variants);
    }
  }
  return out;
}

describe('Urdu for every message the server sends', () => {
  const scanned = scanMessages();

  test('the scan finds the messages (a sanity check of the scanner itself)', () => {
    const messages = new Set(scanned.map((s) => s.message));
    for (const expected of [
      'Product not found',
      'Invalid email or password',
      'Your session has expired. Please sign in again.',
      'Team member not found',
      'ZQ1 rows have errors; nothing was imported',
      'ZQ1 row has errors; nothing was imported',
      'A product with SKU ZQ1 already exists',
      'Amount must be more than 0 PKR, with at most 2 decimals',
      'Too many failed sign-in attempts. Please wait ZQ1 minutes and try again.',
      'Company address must be an object with city, state and zipCode',
    ]) {
      assert.ok(messages.has(expected), `the scan misses "${expected}"`);
    }
    assert.ok(messages.size > 150, `only ${messages.size} messages found`);
  });

  test('each message the code writes has its Urdu (whole, or by a template)', () => {
    const missing = [...new Map(scanned.filter((s) => !hasMessage(s.message, URDU)).map((s) => [s.message, s.file])).entries()].map(
      ([message, file]) => `${file}: ${message}`,
    );
    assert.deepEqual(missing, [], `add these to server/src/platform/i18n/messages-ur.ts:\n${missing.join('\n')}`);
  });

  test('the messages kept as constants and returned by checks', () => {
    const messages = [
      PASSWORD_TOO_GUESSABLE,
      PASSWORD_PERSONAL,
      ...Object.values(RESET_LINK_MESSAGES),
      ...Object.values(MESSAGES),
      FILE_TOO_LARGE,
      SEASONAL_IMPORT_ERROR,
      newPasswordError('', {}) ?? '',
      newPasswordError('short1', {}) ?? '',
      newPasswordError('onlyletters', {}) ?? '',
      newPasswordError('Password123', {}) ?? '',
      newPasswordError('BilalAhmed2024x', { firstName: 'Bilal', lastName: 'Ahmed' }) ?? '',
    ];
    for (const message of messages) assert.ok(hasMessage(message, URDU), message);
    assert.ok(
      scanned.some((s) => s.message === 'Image ZQ1 is too large (max 10MB)'),
      'the upload options are scanned',
    );
  });

  test('the messages made by functions: every refusal of a role, every move an order cannot make, every dead invitation', () => {
    const made = [
      ...TEAM_ROLES.flatMap((role) => PERMISSION_AREAS.map((area) => refusal(role, area))),
      refusal('owner', 'team'),
      ...ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => moveOrderError(from, to))).filter((m): m is string => m !== null),
      ...INVITATION_STATES.filter((s) => s !== 'valid').map((s) => stateMessage(s, 'Sindh Agro Chemicals')),
      roleError('') ?? '',
      roleError('owner') ?? '',
    ];
    for (const message of made) {
      const urdu = translate(message, 'ur');
      assert.notEqual(urdu, message, message);
      // Whole: no English word of the message's own is left (names, roles and statuses included).
      assert.doesNotMatch(urdu.replace(/Sindh Agro Chemicals|admin, manager, editor, viewer/g, ''), /\b(a|an|the|can|order|is|or)\b/, `${message} -> ${urdu}`);
    }
  });

  test('a list of stock shortages is translated item by item', () => {
    const message = 'Order ORD-1001 cannot be confirmed: Urea 50kg (SKU U-50): 5 ordered, 3 in stock; DAP (SKU D-1) is no longer in the catalog';
    assert.equal(translate(message, 'ur'), 'آرڈر ORD-1001 کنفرم نہیں ہو سکتا: Urea 50kg (SKU U-50): 5 کا آرڈر، اسٹاک میں 3؛ DAP (SKU D-1) اب کیٹلاگ میں نہیں');
  });

  test("a credit refusal is one sentence, not a list, though it holds '; '", () => {
    const message =
      'Order ORD-1001 cannot be confirmed: Kisan Traders would go over their credit limit. Credit limit PKR 100,000; outstanding PKR 95,000; this order PKR 12,500.';
    assert.equal(
      translate(message, 'ur'),
      'آرڈر ORD-1001 کنفرم نہیں ہو سکتا: Kisan Traders کریڈٹ کی حد سے آگے نکل جائے گا۔ کریڈٹ کی حد PKR 100,000؛ بقایا PKR 95,000؛ یہ آرڈر PKR 12,500۔',
    );
    const unset =
      'Order ORD-1001 cannot be confirmed: Kisan Traders has invoice INV-1001 overdue by 45 days. Credit limit not set; outstanding PKR 95,000; this order PKR 12,500.';
    assert.equal(
      translate(unset, 'ur'),
      'آرڈر ORD-1001 کنفرم نہیں ہو سکتا: Kisan Traders کی انوائس INV-1001 کی آخری تاریخ کو 45 دن گزر چکے ہیں۔ کریڈٹ کی حد مقرر نہیں؛ بقایا PKR 95,000؛ یہ آرڈر PKR 12,500۔',
    );
    // One shortage alone is no list, and translates whole.
    assert.equal(
      translate('Order ORD-1001 cannot be confirmed: DAP (SKU D-1): 2 ordered, 0 in stock', 'ur'),
      'آرڈر ORD-1001 کنفرم نہیں ہو سکتا: DAP (SKU D-1): 2 کا آرڈر، اسٹاک میں 0',
    );
  });

  test('placeholders are translated again, and English stays exactly as written', () => {
    assert.equal(translate('Invalid request: Category is required', 'ur'), 'درخواست درست نہیں: کیٹیگری لازمی ہے');
    assert.equal(translate('Company city is required', 'ur'), 'کمپنی کا شہر لازمی ہے');
    assert.equal(translate('Invalid request: Category is required', 'en'), 'Invalid request: Category is required');
    // A message nobody translated stays English rather than half translated.
    assert.equal(translate('Something nobody wrote down', 'ur'), 'Something nobody wrote down');
  });

  test('Accept-Language: the highest q of English and Urdu wins; Urdu by any region; other languages do not count', () => {
    const cases: [string | undefined, 'en' | 'ur' | undefined][] = [
      ['ur', 'ur'],
      ['ur-PK', 'ur'],
      ['UR-pk', 'ur'],
      ['en', 'en'],
      ['en-GB,en;q=0.9', 'en'],
      ['ur-PK,ur;q=0.9,en;q=0.8', 'ur'],
      ['en;q=0.5, ur;q=0.8', 'ur'],
      ['en, ur', 'en'],
      ['fr-FR, ur;q=0.3', 'ur'],
      ['ur;q=0, en;q=0.1', 'en'],
      ['ur;q=0', undefined],
      ['fr, de;q=0.5', undefined],
      ['*', undefined],
      ['', undefined],
      [undefined, undefined],
    ];
    for (const [header, expected] of cases) assert.equal(acceptedLanguage(header), expected, String(header));
  });
});
