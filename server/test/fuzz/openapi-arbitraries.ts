/**
 * fast-check arbitraries for the requests of an OpenAPI 3.0 operation (issue 35, item 8): valid
 * inputs built from its parameters and JSON body schema, and the same inputs with hostile changes
 * (control characters, right-to-left text, emoji, lone surrogates, 10 kB strings, numbers at the
 * edges, the wrong shape, missing and extra fields). Knows nothing of this API: what it knows of
 * the app (ids to put in a path, multipart forms the OpenAPI has no schema for) comes in through
 * `RequestContext`. Used by test/fuzz/fuzzer.ts, which sends what this makes.
 */
import fc from 'fast-check';
import { multipart, type Part } from '../support/forms.ts';

// ---------------------------------------------------------------------------------------------
// The subset of OpenAPI 3.0 read here.

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  description?: string;
  default?: unknown;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
  description?: string;
}

export interface OpenApiOperation {
  summary?: string;
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation | undefined>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One operation of the document: `key` is "METHOD /path" as the document writes the path. */
export interface Operation {
  method: string;
  path: string;
  key: string;
  op: OpenApiOperation;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) ops.push({ method: method.toUpperCase(), path, key: `${method.toUpperCase()} ${path}`, op });
    }
  }
  return ops;
}

/** The schema a `$ref` names (the document's own components only), or the schema itself. */
export function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let s = schema ?? {};
  for (let hops = 0; s.$ref !== undefined && hops < 10; hops++) {
    const name = s.$ref.replace(/^#\/components\/schemas\//, '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`unresolved $ref ${s.$ref}`);
    s = target;
  }
  if (s.allOf) return s.allOf.reduce<JsonSchema>((acc, part) => mergeSchemas(acc, resolve(doc, part)), { ...s, allOf: undefined });
  return s;
}

function mergeSchemas(a: JsonSchema, b: JsonSchema): JsonSchema {
  return {
    ...a,
    ...b,
    properties: { ...a.properties, ...b.properties },
    required: [...(a.required ?? []), ...(b.required ?? [])],
  };
}

/** The JSON request body's schema, when the operation takes one. */
export function jsonBodySchema(doc: OpenApiDocument, op: OpenApiOperation): JsonSchema | undefined {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  return schema ? resolve(doc, schema) : undefined;
}

/** Every field name an operation knows: its parameters and its body's properties at any depth. */
export function fieldNamesOf(doc: OpenApiDocument, op: OpenApiOperation, extra: JsonSchema | undefined = undefined): Set<string> {
  const names = new Set<string>((op.parameters ?? []).map((p) => p.name));
  const walk = (s: JsonSchema | undefined, depth: number) => {
    if (!s || depth > 8) return;
    const r = resolve(doc, s);
    for (const [name, child] of Object.entries(r.properties ?? {})) {
      names.add(name);
      walk(child, depth + 1);
    }
    walk(r.items, depth + 1);
    for (const branch of [...(r.anyOf ?? []), ...(r.oneOf ?? [])]) walk(branch, depth + 1);
  };
  walk(jsonBodySchema(doc, op), 0);
  walk(extra, 0);
  return names;
}

// ---------------------------------------------------------------------------------------------
// Values, and what kind of input each is.

/**
 * A JSON token written as is. JSON.stringify cannot write `1e400` (it would be Infinity, written
 * null) or `-0` (written 0): a body carrying them is written by `toJsonText`.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/**
 * A generated value, the kind of input it is when it is not an ordinary valid one, and why the
 * server must refuse it when it must (a request carrying it may not succeed).
 */
export interface Labelled<T> {
  value: T;
  kind?: string;
  refuse?: string;
}

/** Where a request departs from valid input, and how: the unit a failure is reported by. */
export interface Mutation {
  where: string;
  kind: string;
}

/** JSON text of a value that may hold `RawJson` tokens. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : toJsonText(v))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${fields.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The text a value is written as where there is only text (a query, a path, a form field). */
export function textOf(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return toJsonText(value);
  return String(value);
}

/** Sets `value` at `path`, making the objects and arrays on the way (an own property even for `__proto__`). */
export function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  // Arrays are indexed as records here: the path says which it is.
  type Container = Record<string | number, unknown>;
  const container: Container =
    typeof head === 'number'
      ? ((Array.isArray(root) ? [...(root as unknown[])] : []) as unknown as Container)
      : root !== null && typeof root === 'object' && !Array.isArray(root)
        ? { ...(root as Container) }
        : {};
  const next = setAt(container[head], rest, value);
  Object.defineProperty(container, head, { value: next, enumerable: true, writable: true, configurable: true });
  return container;
}

/** A copy without the field at `path` (nothing when the path is not there). */
export function deleteAt(root: unknown, path: (string | number)[]): unknown {
  if (path.length === 0 || root === null || typeof root !== 'object') return root;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(root)) {
    const copy = [...(root as unknown[])];
    const i = Number(head);
    if (i >= copy.length) return root;
    if (rest.length === 0) copy.splice(i, 1);
    else copy[i] = deleteAt(copy[i], rest);
    return copy;
  }
  const copy = { ...(root as Record<string | number, unknown>) };
  if (!(head in copy)) return root;
  if (rest.length === 0) delete copy[head];
  else copy[head] = deleteAt(copy[head], rest);
  return copy;
}

const TEN_KB = 10 * 1024;

/** The kind of a hostile string, by the worst thing in it. */
export function kindOfString(s: string): string | undefined {
  if (s.includes('\u0000')) return 'NUL character';
  if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s)) return 'lone surrogate';
  // eslint-disable-next-line no-control-regex
  if (/[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s)) return 'control characters';
  if (s.length >= TEN_KB) return '10 kB string';
  if (/[\u202a-\u202e\u2066-\u2069]/.test(s)) return 'bidirectional override';
  if (/[\u0590-\u08ff]/.test(s)) return 'right-to-left text';
  if (/[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(s)) return 'emoji and astral characters';
  if (/[\u200b-\u200d\ufeff]|\p{Mn}/u.test(s)) return 'zero-width and combining characters';
  if (/[\r\n\t]/.test(s)) return 'line breaks and tabs';
  return undefined;
}

const HOSTILE_STRINGS: Labelled<string>[] = [
  { kind: 'NUL character', value: 'a\u0000b' },
  { kind: 'NUL character', value: '\u0000' },
  { kind: 'control characters', value: '\u0001\u001f\u007f x' },
  { kind: 'line breaks and tabs', value: 'line\r\nbreak\ttab' },
  { kind: 'right-to-left text', value: 'یوریا کھاد ۵۰ کلو' },
  { kind: 'right-to-left text', value: 'سماد عضوي' },
  { kind: 'bidirectional override', value: 'invoice\u202Efdp.exe' },
  { kind: 'emoji and astral characters', value: '🌾🚜 𝕬𝖌𝖗𝖎 👨‍🌾' },
  { kind: 'lone surrogate', value: 'x\uD800y' },
  { kind: 'lone surrogate', value: '\uDC00' },
  { kind: '10 kB string', value: 'A'.repeat(TEN_KB) },
  { kind: '10 kB string', value: 'کھاد🌾'.repeat(TEN_KB / 5) },
  { kind: 'empty string', value: '' },
  { kind: 'blank string', value: '   ' },
  { kind: 'zero-width and combining characters', value: '\u200B\u200D\uFEFFa\u0301\u0301' },
  { kind: 'SQL and LIKE metacharacters', value: "%' OR '1'='1' -- _\\" },
  { kind: 'markup', value: '<script>alert(1)</script>' },
  { kind: 'path traversal', value: '../../../etc/passwd' },
  { kind: 'spreadsheet formula', value: '=HYPERLINK("http://example.com","x")' },
];

/** Characters that break things, mixed into random strings. */
const HOSTILE_CHARS = ['\u0000', '\u0001', '\u001f', '\u007f', '\u202e', 'ی', 'ع', '🌾', '\uD800', '\uDC00', 'a', ' ', '%', '\\', '"', "'", '_', '\n'];

/** Hostile strings: the catalogue, and random mixes of hostile characters labelled by what they hold. */
export function hostileString(): fc.Arbitrary<Labelled<string>> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    {
      weight: 1,
      arbitrary: fc
        .string({ unit: fc.constantFrom(...HOSTILE_CHARS), minLength: 1, maxLength: 24 })
        .map((value) => ({ value, kind: kindOfString(value) ?? 'odd characters' })),
    },
    {
      weight: 1,
      arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 24 }).map((value) => ({ value, kind: kindOfString(value) ?? 'random unicode' })),
    },
  );
}

/** Numbers at the edges, as JSON numbers and as the text people (or scripts) write for numbers. */
const NUMBER_EDGES: Labelled<unknown>[] = [
  { kind: 'number 1e400 (beyond a double)', value: new RawJson('1e400') },
  { kind: 'number -1e400', value: new RawJson('-1e400') },
  { kind: 'number 1e-400 (below the smallest double)', value: new RawJson('1e-400') },
  { kind: 'number -0', value: new RawJson('-0') },
  { kind: 'integer of 30 digits', value: new RawJson('123456789012345678901234567890') },
  { kind: 'integer above 2^53', value: new RawJson('9007199254740993') },
  { kind: 'number with a binary fraction', value: 0.1 + 0.2 },
  { kind: 'negative number', value: -1 },
  { kind: 'negative number', value: -1e9 },
  { kind: 'zero', value: 0 },
  { kind: 'fraction', value: 1.5 },
  { kind: 'integer above 2^31', value: 2 ** 31 },
  { kind: 'largest safe integer', value: Number.MAX_SAFE_INTEGER },
  { kind: 'text "NaN"', value: 'NaN' },
  { kind: 'text "Infinity"', value: 'Infinity' },
  { kind: 'text "Infinity"', value: '-Infinity' },
  { kind: 'hex number text "0x10"', value: '0x10' },
  { kind: 'exponent number text "1e3"', value: '1e3' },
  { kind: 'exponent number text "1e400"', value: '1e400' },
  { kind: 'padded number text " 12 "', value: ' 12 ' },
  { kind: 'thousands separator "1,000"', value: '1,000' },
  { kind: 'Arabic-Indic digits', value: '١٢' },
  { kind: 'number with trailing text', value: '12abc' },
  { kind: 'plus sign "+5"', value: '+5' },
  { kind: 'leading dot ".5"', value: '.5' },
  { kind: 'binary and octal text', value: '0b11' },
  { kind: 'integer of 30 digits as text', value: '123456789012345678901234567890' },
];

const WRONG_SHAPES: Labelled<unknown>[] = [
  { kind: 'null', value: null },
  { kind: 'boolean', value: true },
  { kind: 'boolean', value: false },
  { kind: 'array for a scalar', value: ['a'] },
  { kind: 'array for a scalar', value: [1, 2] },
  { kind: 'empty array', value: [] },
  { kind: 'object for a scalar', value: {} },
  { kind: 'object for a scalar', value: { a: 1 } },
  { kind: 'nested arrays', value: [[[[]]]] },
];

const BOOLEAN_LOOKALIKES: Labelled<unknown>[] = [
  { kind: 'boolean as text', value: 'true' },
  { kind: 'boolean as text', value: 'yes' },
  { kind: 'number for a boolean', value: 1 },
  { kind: 'number for a boolean', value: 0 },
];

function typeOf(s: JsonSchema): string | undefined {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  if (s.properties) return 'object';
  if (s.enum?.length) return typeof s.enum[0];
  return undefined;
}

/** A value the schema refuses, or that is hostile though the schema may take it. */
export function hostileValue(doc: OpenApiDocument, schema: JsonSchema | undefined): fc.Arbitrary<Labelled<unknown>> {
  const s = resolve(doc, schema);
  const strings = hostileString() as fc.Arbitrary<Labelled<unknown>>;
  const numbers = fc.constantFrom(...NUMBER_EDGES);
  const shapes = fc.constantFrom(...WRONG_SHAPES);
  const extra: fc.WeightedArbitrary<Labelled<unknown>>[] = [];
  if (s.maxLength !== undefined)
    extra.push({ weight: 1, arbitrary: fc.constant({ value: 'x'.repeat(s.maxLength + 1), kind: 'one character over maxLength' }) });
  if (s.enum?.length) extra.push({ weight: 1, arbitrary: fc.constant({ value: `${textOf(s.enum[0])} `, kind: 'enum value with a trailing space' }) });
  if (s.maximum !== undefined) extra.push({ weight: 1, arbitrary: fc.constant({ value: s.maximum + 1, kind: 'just over maximum' }) });
  if (s.minimum !== undefined) extra.push({ weight: 1, arbitrary: fc.constant({ value: s.minimum - 1, kind: 'just under minimum' }) });
  const anyOf = s.anyOf ?? s.oneOf;
  switch (anyOf ? 'union' : typeOf(s)) {
    case 'string':
      return fc.oneof({ weight: 6, arbitrary: strings }, { weight: 2, arbitrary: numbers }, { weight: 2, arbitrary: shapes }, ...extra);
    case 'integer':
    case 'number':
      return fc.oneof({ weight: 6, arbitrary: numbers }, { weight: 1, arbitrary: strings }, { weight: 2, arbitrary: shapes }, ...extra);
    case 'boolean':
      return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...BOOLEAN_LOOKALIKES) }, { weight: 2, arbitrary: shapes }, { weight: 1, arbitrary: strings });
    case 'array': {
      const tooMany =
        s.maxItems !== undefined
          ? [
              {
                weight: 1,
                arbitrary: validValue(doc, s.items, {}).map((item) => ({
                  value: Array.from({ length: (s.maxItems ?? 0) + 1 }, () => item),
                  kind: 'one item over maxItems',
                })),
              },
            ]
          : [];
      return fc.oneof(
        { weight: 3, arbitrary: fc.oneof(strings, numbers, fc.constantFrom(...WRONG_SHAPES.filter((w) => !Array.isArray(w.value)))) },
        { weight: 3, arbitrary: hostileValue(doc, s.items).map((h) => ({ value: [h.value], kind: `item: ${h.kind ?? 'hostile'}` })) },
        ...tooMany,
      );
    }
    case 'object':
      return fc.oneof(
        strings,
        numbers,
        fc.constantFrom(...WRONG_SHAPES.filter((w) => w.value === null || typeof w.value !== 'object' || Array.isArray(w.value))),
      );
    default:
      return fc.oneof(strings, numbers, shapes, ...extra);
  }
}

// ---------------------------------------------------------------------------------------------
// What the server must refuse.

/** Plain decimal text: what a field taking a number or its text accepts as text (platform/lib/money.ts). */
const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/;

const isNumberType = (t: string | undefined) => t === 'number' || t === 'integer';

/**
 * Why a JSON value breaks its schema, as the server's validator reads it (no coercion of a body),
 * or undefined when it does not, or when this cannot tell. Also: text in a field that takes a
 * number or its text must be plain decimal (no hex, exponent, spaces or separators).
 */
export function schemaProblem(doc: OpenApiDocument, schema: JsonSchema | undefined, value: unknown, path = 'body'): string | undefined {
  const s = resolve(doc, schema);
  if (value === undefined) return undefined;
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    const problems = branches.map((b) => schemaProblem(doc, b, value, path));
    if (problems.every((p) => p !== undefined)) return problems[0];
    const numeric = branches.some((b) => isNumberType(typeOf(resolve(doc, b))));
    // Empty text may mean "none" (a credit limit, a tax rate): only other text is held to the rule.
    if (numeric && typeof value === 'string' && value !== '' && !PLAIN_DECIMAL.test(value))
      return `${path}: ${JSON.stringify(value.slice(0, 40))} is no plain number`;
    return undefined;
  }
  const type = typeOf(s);
  if (value === null)
    return s.nullable || type === 'null' || type === undefined || (Array.isArray(s.type) && s.type.includes('null')) ? undefined : `${path} is null`;
  if (s.enum && !s.enum.some((e) => e === value)) return `${path} is none of its values`;
  switch (type) {
    case 'string': {
      if (typeof value !== 'string') return `${path} is not a string`;
      const length = [...value].length;
      if (s.maxLength !== undefined && length > s.maxLength) return `${path} is longer than ${s.maxLength}`;
      if (s.minLength !== undefined && length < s.minLength) return `${path} is shorter than ${s.minLength}`;
      if (s.pattern && !new RegExp(s.pattern, 'u').test(value)) return `${path} does not match its pattern`;
      return undefined;
    }
    case 'number':
    case 'integer': {
      const n = value instanceof RawJson ? Number(value.text) : value;
      if (typeof n !== 'number') return `${path} is not a number`;
      if (!Number.isFinite(n)) return `${path} is beyond a double`;
      if (type === 'integer' && !Number.isInteger(n)) return `${path} is not a whole number`;
      if (s.maximum !== undefined && n > s.maximum) return `${path} is over its maximum`;
      if (s.minimum !== undefined && n < s.minimum) return `${path} is under its minimum`;
      if (typeof s.exclusiveMinimum === 'number' && n <= s.exclusiveMinimum) return `${path} is under its minimum`;
      if (typeof s.exclusiveMaximum === 'number' && n >= s.exclusiveMaximum) return `${path} is over its maximum`;
      return undefined;
    }
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `${path} is not a boolean`;
    case 'array': {
      if (!Array.isArray(value)) return `${path} is not an array`;
      if (s.maxItems !== undefined && value.length > s.maxItems) return `${path} has more than ${s.maxItems} items`;
      if (s.minItems !== undefined && value.length < s.minItems) return `${path} has fewer than ${s.minItems} items`;
      for (const [i, item] of value.entries()) {
        const p = schemaProblem(doc, s.items, item, `${path}.${i}`);
        if (p) return p;
      }
      return undefined;
    }
    case 'object': {
      if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof RawJson) return `${path} is not an object`;
      const record = value as Record<string, unknown>;
      for (const name of s.required ?? []) {
        if (!Object.prototype.hasOwnProperty.call(record, name) && resolve(doc, s.properties?.[name]).default === undefined)
          return `${path}.${name} is missing`;
      }
      for (const [name, child] of Object.entries(s.properties ?? {})) {
        if (!Object.prototype.hasOwnProperty.call(record, name)) continue;
        const p = schemaProblem(doc, child, record[name], `${path}.${name}`);
        if (p) return p;
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Why query text breaks its parameter's schema: given more than once, a number not in plain digits
 * (platform/http/query.ts) or out of range, text too long, or none of its values. Undefined when it does
 * not, or when this cannot tell.
 */
export function queryProblem(doc: OpenApiDocument, p: OpenApiParameter, texts: string[]): string | undefined {
  const s = resolve(doc, p.schema);
  if (texts.length > 1) return `query ${p.name} is given ${texts.length} times`;
  const text = texts[0] ?? '';
  const type = typeOf(s);
  const allowed = s.enum ?? (s.anyOf?.every((b) => resolve(doc, b).enum) ? s.anyOf.flatMap((b) => resolve(doc, b).enum ?? []) : []);
  if (allowed.length && text !== '' && !allowed.includes(text)) return `query ${p.name} is none of its values`;
  if (isNumberType(type)) {
    if (!(type === 'integer' ? /^-?\d{1,15}$/ : /^-?\d{1,15}(?:\.\d{1,15})?$/).test(text)) return `query ${p.name} is no plain number`;
    const n = Number(text);
    if ((s.maximum !== undefined && n > s.maximum) || (s.minimum !== undefined && n < s.minimum)) return `query ${p.name} is out of range`;
    return undefined;
  }
  if (type === 'string' && s.maxLength !== undefined && [...text].length > s.maxLength) return `query ${p.name} is longer than ${s.maxLength}`;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Valid values.

/** A place a value goes, for hints: `in` and the field's name, and its dotted path in a body. */
export interface Place {
  in: 'path' | 'query' | 'header' | 'body' | 'form';
  name: string;
  path: string;
  route: string;
}

/** Realistic values for a place (ids of the actor's company and of another...), each labelled when not ordinary. */
export type Hints = (place: Place) => Labelled<string>[] | undefined;

interface ValueContext {
  hints?: Hints;
  place?: Place;
  depth?: number;
}

const dateText = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true });

/** Values a field's description lists ("pending, confirmed or shipped"), when it reads as such a list. */
export function listedValues(description: string | undefined): string[] {
  if (!description || /YYYY/.test(description)) return [];
  let text = description.replace(/\([^)]*\)/g, '');
  if (text.includes(':')) text = text.slice(text.lastIndexOf(':') + 1);
  const items = text
    .split(/;|\.\s/)[0]!
    .split(/,\s*|\s+or\s+/)
    .map((t) => t.trim())
    .filter((t) => t !== '');
  return items.length >= 2 && items.every((t) => /^[\w+-]+(?: [\w+-]+){0,2}$/.test(t)) ? items : [];
}

function validString(s: JsonSchema, ctx: ValueContext): fc.Arbitrary<Labelled<unknown>> {
  const name = ctx.place?.name ?? '';
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 60;
  const fits = (v: string) => v.length >= min && v.length <= max;
  const options: fc.WeightedArbitrary<Labelled<unknown>>[] = [];
  const hinted = ctx.place ? ctx.hints?.(ctx.place) : undefined;
  if (hinted?.length) options.push({ weight: 6, arbitrary: fc.constantFrom(...hinted) });
  const listed = listedValues(s.description).filter(fits);
  if (listed.length) options.push({ weight: 4, arbitrary: fc.constantFrom(...listed).map((value) => ({ value })) });
  if (s.pattern === '^\\d{4}-\\d{2}-\\d{2}$' || s.format === 'date' || /YYYY-MM-DD/.test(s.description ?? '')) {
    options.push({ weight: 4, arbitrary: dateText.map((d) => ({ value: d.toISOString().slice(0, 10) })) });
    if (s.format !== 'date' && !s.pattern) options.push({ weight: 1, arbitrary: dateText.map((d) => ({ value: d.toISOString() })) });
  } else if (s.pattern) {
    options.push({
      weight: 4,
      arbitrary: fc
        .stringMatching(new RegExp(s.pattern))
        .filter(fits)
        .map((value) => ({ value })),
    });
  }
  if (s.format === 'date-time') options.push({ weight: 4, arbitrary: dateText.map((d) => ({ value: d.toISOString() })) });
  if (s.format === 'uuid' || /(^id$|Id$)/.test(name)) options.push({ weight: 2, arbitrary: fc.uuid().map((value) => ({ value })) });
  if (s.format === 'email' || /email/i.test(name))
    options.push({
      weight: 4,
      arbitrary: fc
        .emailAddress()
        .filter(fits)
        .map((value) => ({ value })),
    });
  if (/phone/i.test(name)) options.push({ weight: 4, arbitrary: fc.stringMatching(/^03\d{9}$/).map((value) => ({ value })) });
  // Ordinary text: words and plain characters, within the schema's length.
  options.push({
    weight: options.length ? 1 : 4,
    arbitrary: fc
      .oneof(fc.lorem({ maxCount: 3 }), fc.string({ minLength: min, maxLength: Math.min(max, 30) }))
      .filter(fits)
      .map((value) => ({ value })),
  });
  // A string the schema takes with nothing else to go on: at least within its length.
  if (min > 0) options.push({ weight: 1, arbitrary: fc.constant({ value: 'x'.repeat(min) }) });
  return fc.oneof(...options);
}

/**
 * A number's range as its description words it when its schema does not ("1 to 100", "PKR 50,000
 * to 50,000,000", "At least 1", "from 1"), and the values it lists ("3, 6, 9, 12, 18, 24").
 */
export function describedRange(description: string | undefined): { min?: number; max?: number; listed: number[] } {
  const text = description ?? '';
  const num = (t: string) => Number(t.replace(/,/g, ''));
  const range = /(\d[\d,]*(?:\.\d+)?) to (\d[\d,]*(?:\.\d+)?)/.exec(text);
  if (range) return { min: num(range[1]!), max: num(range[2]!), listed: [] };
  const least = /(?:at least|from) (\d[\d,]*)/i.exec(text);
  if (least) return { min: num(least[1]!), listed: [] };
  const listed = listedValues(text).map(Number);
  return { listed: listed.length && listed.every(Number.isFinite) ? listed : [] };
}

function validNumber(s: JsonSchema, integer: boolean): fc.Arbitrary<Labelled<unknown>> {
  const described = describedRange(s.description);
  if (described.listed.length) return fc.constantFrom(...described.listed).map((value) => ({ value }));
  const exMin = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : undefined;
  const exMax = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : undefined;
  const min = s.minimum ?? (exMin !== undefined ? exMin + (integer ? 1 : 0.01) : (described.min ?? 0));
  const max = s.maximum ?? (exMax !== undefined ? exMax - (integer ? 1 : 0.01) : (described.max ?? Math.max(min, 0) + 1_000_000));
  const low = Math.ceil(min);
  const high = Math.max(low, Math.floor(max));
  // Mostly small numbers (quantities, pages), which the data can satisfy; sometimes any in range.
  const ints = fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: low, max: Math.min(high, low + 10) }) },
    { weight: 1, arbitrary: fc.integer({ min: low, max: high }) },
  );
  if (integer) return ints.map((value) => ({ value }));
  // Money-like numbers: two decimals at most, as people type them.
  const cents = ints.chain((whole) => fc.integer({ min: 0, max: 99 }).map((c) => Math.min(max, whole + c / 100)));
  return fc.oneof(ints, cents).map((value) => ({ value }));
}

/** A value the schema takes (as far as a schema can say: the server may still refuse it on meaning). */
export function validValue(doc: OpenApiDocument, schema: JsonSchema | undefined, ctx: ValueContext): fc.Arbitrary<Labelled<unknown>> {
  const s = resolve(doc, schema);
  const depth = ctx.depth ?? 0;
  if (depth > 6) return fc.constant({ value: null });
  const inner: fc.Arbitrary<Labelled<unknown>> = (() => {
    if (s.const !== undefined) return fc.constant({ value: s.const });
    if (s.enum?.length) return fc.constantFrom(...s.enum).map((value) => ({ value }));
    const branches = s.anyOf ?? s.oneOf;
    if (branches?.length) {
      // A number or its text (money, quantities): the text branch takes the number written out.
      const numeric = branches.find((b) => isNumberType(typeOf(resolve(doc, b))));
      const text = branches.some((b) => typeOf(resolve(doc, b)) === 'string');
      if (numeric && text) {
        const n = validValue(doc, { ...resolve(doc, numeric), description: s.description }, ctx);
        return fc.oneof(
          n,
          n.map((l) => ({ value: textOf(l.value) })),
        );
      }
      return fc.oneof(...branches.map((b) => validValue(doc, b, ctx)));
    }
    switch (typeOf(s)) {
      case 'string':
        return validString(s, ctx);
      case 'integer':
        return validNumber(s, true);
      case 'number':
        return validNumber(s, false);
      case 'boolean':
        return fc.boolean().map((value) => ({ value }));
      case 'null':
        return fc.constant({ value: null });
      case 'array': {
        const item = validValue(doc, s.items, { ...ctx, depth: depth + 1 });
        const constraints = { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 4, Math.max(s.minItems ?? 0, 4)) };
        const arr = s.uniqueItems ? fc.uniqueArray(item, { ...constraints, selector: (l) => toJsonText(l.value) }) : fc.array(item, constraints);
        return arr.map((items) => ({ value: items.map((l) => l.value), kind: items.find((l) => l.kind)?.kind }));
      }
      case 'object': {
        const props = Object.entries(s.properties ?? {});
        if (props.length === 0) return fc.constant({ value: {} });
        const required = new Set(s.required ?? []);
        const model: Record<string, fc.Arbitrary<Labelled<unknown>>> = {};
        for (const [name, child] of props) {
          const path = ctx.place && ctx.place.path ? `${ctx.place.path}.${name}` : name;
          const place: Place = { in: ctx.place?.in ?? 'body', name, path, route: ctx.place?.route ?? '' };
          model[name] = validValue(doc, child, { ...ctx, place, depth: depth + 1 });
        }
        return fc.record(model, { requiredKeys: props.map(([n]) => n).filter((n) => required.has(n)) }).map((rec) => {
          const value: Record<string, unknown> = {};
          let kind: string | undefined;
          for (const [k, l] of Object.entries(rec) as [string, Labelled<unknown>][]) {
            value[k] = l.value;
            kind ??= l.kind;
          }
          return { value, kind };
        });
      }
      default:
        // No type (Type.Unknown): any JSON the field may reasonably hold.
        return fc.jsonValue({ maxDepth: 2 }).map((value) => ({ value }));
    }
  })();
  return s.nullable ? fc.oneof({ weight: 1, arbitrary: fc.constant({ value: null }) }, { weight: 5, arbitrary: inner }) : inner;
}

// ---------------------------------------------------------------------------------------------
// Mutations of a body.

interface FieldSlot {
  path: (string | number)[];
  schema: JsonSchema;
  required: boolean;
}

/** Every field a body schema declares (array items at index 0), to the depth of 4. */
function slotsOf(doc: OpenApiDocument, schema: JsonSchema, path: (string | number)[] = [], depth = 0): FieldSlot[] {
  const s = resolve(doc, schema);
  if (depth > 4) return [];
  const slots: FieldSlot[] = [];
  const required = new Set(s.required ?? []);
  for (const [name, child] of Object.entries(s.properties ?? {})) {
    const p = [...path, name];
    slots.push({ path: p, schema: child, required: required.has(name) });
    slots.push(...slotsOf(doc, child, p, depth + 1));
  }
  if (s.items) {
    slots.push(...slotsOf(doc, s.items, [...path, 0], depth + 1));
  }
  for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) slots.push(...slotsOf(doc, branch, path, depth + 1));
  return slots;
}

const dotted = (path: (string | number)[]) => (path.length ? path.map(String).join('.') : '(whole body)');

const EXTRA_FIELD_NAMES = ['extra', '__proto__', 'constructor', 'sellerId', 'seller_id', 'id', '$where', 'a.b', ''];

type Change = { apply: (v: unknown) => unknown; mutation: Mutation };

/** One hostile change of an object built from `schema`. */
function changeOf(doc: OpenApiDocument, schema: JsonSchema, wholeKinds: boolean): fc.Arbitrary<Change> {
  const slots = slotsOf(doc, schema);
  const options: fc.WeightedArbitrary<Change>[] = [];
  if (slots.length) {
    options.push({
      weight: 8,
      arbitrary: fc.constantFrom(...slots).chain((slot) =>
        hostileValue(doc, slot.schema).map((h) => ({
          apply: (v: unknown) => setAt(v, slot.path, h.value),
          mutation: { where: dotted(slot.path), kind: h.kind ?? 'hostile value' },
        })),
      ),
    });
  }
  const required = slots.filter((s) => s.required);
  if (required.length) {
    options.push({
      weight: 2,
      arbitrary: fc.constantFrom(...required).map((slot) => ({
        apply: (v: unknown) => deleteAt(v, slot.path),
        mutation: { where: dotted(slot.path), kind: 'missing required field' },
      })),
    });
  }
  const objects = [[], ...slots.filter((s) => typeOf(resolve(doc, s.schema)) === 'object').map((s) => s.path)];
  options.push({
    weight: 2,
    arbitrary: fc
      .record({ at: fc.constantFrom(...objects), name: fc.constantFrom(...EXTRA_FIELD_NAMES), value: fc.oneof(validValue(doc, {}, {}), hostileString()) })
      .map(({ at, name, value }) => ({
        apply: (v: unknown) => setAt(v, [...at, name], value.value),
        mutation: { where: dotted([...at, name]), kind: name === '__proto__' || name === 'constructor' ? 'prototype key' : 'extra field' },
      })),
  });
  if (wholeKinds) {
    options.push({
      weight: 1,
      arbitrary: fc.oneof(fc.constantFrom(...WRONG_SHAPES, ...NUMBER_EDGES.slice(0, 4)), hostileString()).map((h) => ({
        apply: () => h.value,
        mutation: { where: '(whole body)', kind: `body is ${h.kind ?? 'not an object'}` },
      })),
    });
  }
  return fc.oneof(...options);
}

/** A valid value of `schema` with one to three hostile changes. */
export function mutatedValue(doc: OpenApiDocument, schema: JsonSchema, ctx: ValueContext): fc.Arbitrary<{ value: unknown; mutations: Mutation[] }> {
  return fc
    .record({
      base: validValue(doc, schema, ctx),
      changes: fc.oneof(
        // Mostly one change, so that a failure points at it; now and then a few together.
        { weight: 3, arbitrary: fc.array(changeOf(doc, schema, true), { minLength: 1, maxLength: 1 }) },
        { weight: 1, arbitrary: fc.array(changeOf(doc, schema, true), { minLength: 2, maxLength: 3 }) },
      ),
    })
    .map(({ base, changes }) => ({
      value: changes.reduce((v, c) => c.apply(v), base.value),
      mutations: changes.map((c) => c.mutation),
    }));
}

// ---------------------------------------------------------------------------------------------
// Text in URLs.

/** encodeURIComponent that also writes a lone surrogate (as the three bytes WTF-8 gives it). */
export function encodeText(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    let out = '';
    for (const ch of s) {
      const cp = ch.codePointAt(0) ?? 0;
      if (cp >= 0xd800 && cp <= 0xdfff) {
        out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      } else out += encodeURIComponent(ch);
    }
    return out;
  }
}

/** Already percent-encoded text a URL may carry: encoded NUL, broken and overlong escapes, encoded separators. */
const RAW_URL_TEXT: Labelled<string>[] = [
  { kind: 'encoded NUL %00', value: '%00' },
  { kind: 'encoded NUL %00', value: 'a%00b' },
  { kind: 'broken percent-escape', value: '%' },
  { kind: 'broken percent-escape', value: '%zz' },
  { kind: 'truncated UTF-8', value: '%E0%A4%A' },
  { kind: 'invalid UTF-8', value: '%C0%80' },
  { kind: 'invalid UTF-8', value: '%FF%FE' },
  { kind: 'encoded slash and dots', value: '..%2F..%2Fetc' },
  { kind: 'encoded slash and dots', value: '%2e%2e' },
  { kind: 'encoded CRLF', value: 'a%0D%0Ab' },
  { kind: 'plus and encoded space', value: '+%20+' },
];

/** Text for a query value or path segment: hostile, already encoded. */
function hostileUrlText(doc: OpenApiDocument, schema: JsonSchema | undefined): fc.Arbitrary<{ texts: string[]; decoded?: string[]; kind: string }> {
  return fc.oneof(
    {
      weight: 5,
      arbitrary: hostileValue(doc, schema).map((h) => {
        // An array is the parameter given once per item.
        const decoded = Array.isArray(h.value) && h.value.length > 0 ? h.value.map(textOf) : [textOf(h.value)];
        return { texts: decoded.map(encodeText), decoded, kind: h.kind ?? 'hostile value' };
      }),
    },
    // Already encoded: what the server decodes it to is its own business.
    { weight: 2, arbitrary: fc.constantFrom(...RAW_URL_TEXT).map((r) => ({ texts: [r.value], kind: r.kind ?? 'raw' })) },
  );
}

// ---------------------------------------------------------------------------------------------
// Requests.

export interface UploadFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** Files from a fixed list: the valid ones (no kind) only, unless hostile. */
export function fileSamples(samples: Labelled<UploadFile>[]): (hostile: boolean) => fc.Arbitrary<Labelled<UploadFile>> {
  const good = samples.filter((s) => !s.kind);
  return (hostile) => fc.constantFrom(...(hostile || good.length === 0 ? samples : good));
}

/** A multipart form the OpenAPI has no schema for, described by hand: its text fields and its files. */
export interface FormSpec {
  fields: JsonSchema;
  /** The file field: each file a valid one (no kind) or, when hostile, one labelled by its kind. */
  files?: { name: string; maxFiles: number; file: (hostile: boolean) => fc.Arbitrary<Labelled<UploadFile>> };
  /** The route also takes the fields as a JSON object. */
  json?: boolean;
}

export interface RequestContext {
  doc: OpenApiDocument;
  hints?: Hints;
  /** The operation's multipart form, when it takes one. */
  form?: FormSpec;
  /** Headers on every request (the actor's credentials). */
  headers?: Record<string, string>;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Where and how the request departs from valid input; empty for a valid one. */
  mutations: Mutation[];
  /** Why the server must refuse it, when it must: then a 2xx is a failure. */
  refuse: string[];
}

interface Piece<T> {
  value: T;
  mutations: Mutation[];
  refuse: string[];
}

const valid = <T>(value: T, label: { kind?: string; refuse?: string } = {}, where = ''): Piece<T> => ({
  value,
  mutations: label.kind ? [{ where, kind: label.kind }] : [],
  refuse: label.refuse ? [label.refuse] : [],
});
const merged = (pieces: { mutations: Mutation[]; refuse: string[] }[]) => ({
  mutations: pieces.flatMap((x) => x.mutations),
  refuse: pieces.flatMap((x) => x.refuse),
});

function pathArbitrary(ctx: RequestContext, route: string, params: OpenApiParameter[], hostile: boolean): fc.Arbitrary<Piece<Record<string, string>>> {
  if (params.length === 0) return fc.constant(valid({}));
  const each = params.map((p) => {
    const place: Place = { in: 'path', name: p.name, path: p.name, route };
    const good = validValue(ctx.doc, p.schema, { hints: ctx.hints, place }).map((l) => valid(encodeText(textOf(l.value)), l, `path.${p.name}`));
    if (!hostile) return good;
    const max = resolve(ctx.doc, p.schema).maxLength;
    return fc.oneof(
      good,
      hostileUrlText(ctx.doc, p.schema).map((h): Piece<string> => ({
        value: h.texts.join(','),
        mutations: [{ where: `path.${p.name}`, kind: h.kind }],
        refuse: max !== undefined && h.decoded !== undefined && [...h.decoded.join(',')].length > max ? [`path ${p.name} is longer than ${max}`] : [],
      })),
    );
  });
  return fc.tuple(...each).map((pieces) => ({
    value: Object.fromEntries(params.map((p, i) => [p.name, pieces[i]!.value])),
    ...merged(pieces),
  }));
}

function queryArbitrary(ctx: RequestContext, route: string, params: OpenApiParameter[], hostile: boolean): fc.Arbitrary<Piece<[string, string][]>> {
  const good = (p: OpenApiParameter) => {
    const place: Place = { in: 'query', name: p.name, path: p.name, route };
    return fc
      .option(
        validValue(ctx.doc, p.schema, { hints: ctx.hints, place }).map((l) =>
          valid<[string, string][]>([[p.name, encodeText(textOf(l.value))]], l, `query.${p.name}`),
        ),
        { freq: 2 },
      )
      .map((x) => x ?? valid<[string, string][]>([]));
  };
  const bad = (p: OpenApiParameter) =>
    hostileUrlText(ctx.doc, p.schema).map((h): Piece<[string, string][]> => {
      const problem = h.decoded ? queryProblem(ctx.doc, p, h.decoded) : undefined;
      return {
        value: h.texts.map((t): [string, string] => [p.name, t]),
        mutations: [{ where: `query.${p.name}`, kind: h.texts.length > 1 ? 'parameter given twice' : h.kind }],
        refuse: problem ? [problem] : [],
      };
    });
  const undeclared = fc
    .record({ name: fc.constantFrom('extra', '__proto__', 'constructor', '', 'page[]', 'q%00'), text: hostileUrlText(ctx.doc, {}) })
    .map(({ name, text }): Piece<[string, string][]> => ({
      value: [[name, text.texts[0] ?? '']],
      mutations: [{ where: `query.${name}`, kind: 'undeclared parameter' }],
      refuse: [],
    }));
  const combine = (pieces: Piece<[string, string][]>[]) => ({ value: pieces.flatMap((x) => x.value), ...merged(pieces) });
  if (!hostile) return fc.tuple(...params.map(good)).map(combine);
  // One declared parameter hostile (so that a failure points at it), now and then an undeclared one
  // besides; only an undeclared one when the operation declares none.
  if (params.length === 0) return undeclared.map((x) => combine([x]));
  return fc
    .nat(params.length - 1)
    .chain((i) => fc.tuple(fc.tuple(...params.map((p, j) => (j === i ? bad(p) : good(p)))), fc.option(undeclared, { freq: 4 })))
    .map(([pieces, extra]) => combine(extra ? [...pieces, extra] : pieces));
}

function headerArbitrary(ctx: RequestContext, route: string, params: OpenApiParameter[], hostile: boolean): fc.Arbitrary<Piece<Record<string, string>>> {
  const language = fc.constantFrom<[string, string] | null>(
    null,
    null,
    ['accept-language', 'en'],
    ['accept-language', 'ur'],
    ['accept-language', 'ur-PK,ur;q=0.9,en;q=0.8'],
  );
  const each = params.map((p) => {
    const place: Place = { in: 'header', name: p.name, path: p.name, route };
    const good = fc.option(validValue(ctx.doc, p.schema, { hints: ctx.hints, place }).map((l) => textOf(l.value)));
    if (!hostile) return good.map((v) => valid(v === null ? [] : [[p.name, v] as [string, string]]));
    // Header values stay within what HTTP can carry (no NUL or line breaks: no client can send them).
    const odd = fc.constantFrom('short', 'a'.repeat(101), 'has spaces in it 12345', 'ñandú-ñandú-ñandú-ñandú', '../../../../../etc', '');
    const pattern = resolve(ctx.doc, p.schema).pattern;
    return fc.oneof(
      good.map((v) => valid(v === null ? [] : [[p.name, v] as [string, string]])),
      odd.map((v): Piece<[string, string][]> => ({
        value: [[p.name, v]],
        mutations: [{ where: `header.${p.name}`, kind: 'malformed header value' }],
        // An empty header is as good as none.
        refuse: pattern && v !== '' && !new RegExp(pattern).test(v) ? [`header ${p.name} does not match its pattern`] : [],
      })),
    );
  });
  const oddLanguage = hostile
    ? fc.constantFrom<[string, string] | null>(null, ['accept-language', 'x'.repeat(300)], ['accept-language', '*;q=abc,,;'])
    : fc.constant<[string, string] | null>(null);
  return fc.tuple(language, oddLanguage, fc.tuple(...each)).map(([lang, odd, pieces]) => {
    const entries = [...(lang ? [lang] : []), ...pieces.flatMap((x) => x.value)];
    const { mutations, refuse } = merged(pieces);
    if (odd) {
      entries.push(odd);
      mutations.push({ where: 'header.accept-language', kind: 'malformed header value' });
    }
    return { value: Object.fromEntries(entries), mutations, refuse };
  });
}

interface BodyPiece {
  payload?: string | Buffer;
  headers: Record<string, string>;
  mutations: Mutation[];
  refuse: string[];
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A body piece changed as a whole: `refuse` says why the server must refuse it, if it must. */
const wholeBody = (payload: string | Buffer, kind: string, refuse?: string, headers: Record<string, string> = JSON_HEADERS): BodyPiece => ({
  payload,
  headers,
  mutations: [{ where: kind.startsWith('JSON sent') || kind === 'unsupported charset' ? 'content-type' : '(whole body)', kind }],
  refuse: refuse ? [refuse] : [],
});

function jsonBodyArbitrary(ctx: RequestContext, route: string, schema: JsonSchema | undefined, hostile: boolean): fc.Arbitrary<BodyPiece> {
  const place: Place = { in: 'body', name: '', path: '', route };
  if (!schema) {
    // No body declared: none, or (hostile) one nobody asked for. Whether it is read at all is the
    // server's business (Fastify reads none on a GET): nothing is asserted of its refusal.
    if (!hostile) return fc.constant({ headers: {}, mutations: [], refuse: [] });
    return fc.constantFrom<BodyPiece>(
      wholeBody('{"unexpected":true}', 'body where none is taken'),
      wholeBody('not json', 'malformed JSON'),
      wholeBody('', 'empty JSON body'),
    );
  }
  const good = validValue(ctx.doc, schema, { hints: ctx.hints, place }).map((l): BodyPiece => ({
    payload: toJsonText(l.value),
    headers: JSON_HEADERS,
    mutations: l.kind ? [{ where: 'body', kind: l.kind }] : [],
    refuse: [],
  }));
  if (!hostile) return good;
  const mutated = mutatedValue(ctx.doc, schema, { hints: ctx.hints, place }).map((m): BodyPiece => {
    const problem = schemaProblem(ctx.doc, schema, m.value);
    return { payload: toJsonText(m.value), headers: JSON_HEADERS, mutations: m.mutations, refuse: problem ? [problem] : [] };
  });
  // The text itself: cut short, with bytes that are not UTF-8, or under another content type.
  const text = good.chain((g) => {
    const body = String(g.payload);
    const withBadBytes = Buffer.concat([Buffer.from(body === '{}' ? '{' : `${body.slice(0, -1)},`), Buffer.from('"note":"\xff\xfe\xc0\x80"}', 'latin1')]);
    return fc.constantFrom<BodyPiece>(
      wholeBody(body.slice(0, -1), 'malformed JSON', 'the body is not JSON'),
      wholeBody('', 'empty JSON body', 'the body is empty but says it is JSON'),
      wholeBody(withBadBytes, 'invalid UTF-8 bytes'),
      wholeBody(body, 'JSON sent as text/plain', 'the body is text, not a JSON object', { 'content-type': 'text/plain' }),
      wholeBody(body, 'JSON sent as a urlencoded form', 'the body is of a type the route does not take', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
      wholeBody(body, 'unsupported charset', undefined, { 'content-type': 'application/json; charset=utf-16' }),
      wholeBody(`${body} ${body}`, 'two JSON documents', 'the body is not JSON'),
    );
  });
  return fc.oneof({ weight: 8, arbitrary: mutated }, { weight: 2, arbitrary: text });
}

/** A CSV line: cells quoted when they need it. */
const csvLine = (cells: string[]) => cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');

/**
 * A CSV file with the given header and one to three rows: valid-looking cells, or (hostile) some
 * cells hostile, a row cut short, or no header at all.
 */
export function csvFile(header: string[], hostile: boolean): fc.Arbitrary<Labelled<Buffer>> {
  const cell = hostile
    ? fc.oneof({ weight: 3, arbitrary: fc.lorem({ maxCount: 2 }).map((value): Labelled<string> => ({ value })) }, { weight: 2, arbitrary: hostileString() })
    : fc.oneof(fc.lorem({ maxCount: 2 }), fc.integer({ min: 0, max: 5000 }).map(String)).map((value): Labelled<string> => ({ value }));
  const row = fc.array(cell, { minLength: header.length, maxLength: header.length });
  return fc.array(row, { minLength: 1, maxLength: 3 }).chain((rows) => {
    const kind = rows.flat().find((c) => c.kind)?.kind;
    const lines = [csvLine(header), ...rows.map((r) => csvLine(r.map((c) => c.value)))];
    const plain = { value: Buffer.from(`${lines.join('\r\n')}\r\n`), kind: kind ? `CSV cell: ${kind}` : undefined };
    if (!hostile) return fc.constant(plain);
    return fc.constantFrom<Labelled<Buffer>>(
      plain,
      { value: Buffer.from(`${lines.slice(1).join('\n')}\n`), kind: 'CSV without its header' },
      { value: Buffer.from(`${lines[0]}\n${csvLine(['only one cell'])}\n"unclosed quote\n`), kind: 'malformed CSV' },
      { value: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(lines.join('\n'), 'utf16le')]), kind: 'CSV in UTF-16' },
    );
  });
}

const HOSTILE_FILENAMES: Labelled<string>[] = [
  { kind: 'path in a file name', value: '../../../etc/passwd.png' },
  { kind: 'NUL in a file name', value: 'a\u0000.png' },
  { kind: 'long file name', value: `${'n'.repeat(300)}.png` },
  { kind: 'right-to-left file name', value: 'تصویر\u202Egnp.exe' },
  { kind: 'quote in a file name', value: 'a"b.png' },
];

function formBodyArbitrary(ctx: RequestContext, route: string, form: FormSpec, hostile: boolean): fc.Arbitrary<BodyPiece> {
  const place: Place = { in: 'form', name: '', path: '', route };
  const fields: fc.Arbitrary<{ value: unknown; mutations: Mutation[] }> = hostile
    ? fc.oneof(
        { weight: 1, arbitrary: validValue(ctx.doc, form.fields, { hints: ctx.hints, place }).map((l) => ({ value: l.value, mutations: [] as Mutation[] })) },
        { weight: 3, arbitrary: mutatedValue(ctx.doc, form.fields, { hints: ctx.hints, place }) },
      )
    : validValue(ctx.doc, form.fields, { hints: ctx.hints, place }).map((l) => ({ value: l.value, mutations: [] as Mutation[] }));
  const spec = form.files;
  const files: fc.Arbitrary<{ parts: Part[]; mutations: Mutation[] }> = spec
    ? fc
        .record({
          picked: fc.array(spec.file(hostile), {
            minLength: 0,
            maxLength: hostile ? spec.maxFiles + 1 : Math.min(spec.maxFiles, 2),
          }),
          name: hostile ? fc.option(fc.constantFrom(...HOSTILE_FILENAMES), { freq: 4 }) : fc.constant(null),
        })
        .map(({ picked, name }) => {
          const mutations: Mutation[] = picked.filter((p) => p.kind).map((p) => ({ where: `file.${spec.name}`, kind: p.kind ?? '' }));
          if (picked.length > spec.maxFiles) mutations.push({ where: `file.${spec.name}`, kind: 'one file over the limit' });
          if (name && picked.length) mutations.push({ where: `file.${spec.name}`, kind: name.kind ?? 'odd file name' });
          const parts = picked.map((p, i): Part => ({
            name: spec.name,
            filename: i === 0 && name ? name.value : p.value.filename,
            contentType: p.value.contentType,
            data: p.value.data,
          }));
          return { parts, mutations };
        })
    : fc.constant({ parts: [], mutations: [] });
  return fc.record({ fields, files, asJson: form.json ? fc.boolean() : fc.constant(false) }).map(({ fields: f, files: fl, asJson }): BodyPiece => {
    // The form's fields are written here by hand, not read from the document: nothing is asserted
    // of what the server must refuse in them, only the properties every answer keeps.
    if (asJson) return { payload: toJsonText(f.value), headers: JSON_HEADERS, mutations: f.mutations, refuse: [] };
    const parts: Part[] = [];
    const record = f.value !== null && typeof f.value === 'object' && !Array.isArray(f.value) ? (f.value as Record<string, unknown>) : { value: f.value };
    for (const [name, v] of Object.entries(record)) {
      // A form has only text: an array is the field given once per item.
      for (const item of Array.isArray(v) ? v : [v]) parts.push({ name, value: textOf(item) });
    }
    const body = multipart([...parts, ...fl.parts]);
    return { payload: body.payload, headers: body.headers, mutations: [...f.mutations, ...fl.mutations], refuse: [] };
  });
}

/**
 * Requests for one operation: about a third valid (as far as the schema tells), the rest with one
 * part (path, query, headers or body) changed in hostile ways.
 */
export function requestArbitrary(operation: Operation, ctx: RequestContext): fc.Arbitrary<FuzzRequest> {
  const params = operation.op.parameters ?? [];
  const route = operation.path;
  const byPlace = (where: OpenApiParameter['in']) => params.filter((p) => p.in === where);
  const schema = jsonBodySchema(ctx.doc, operation.op);
  const targets: string[] = ['query', 'headers', 'body'];
  if (byPlace('path').length) targets.push('path', 'path');
  if (schema || ctx.form) targets.push('body', 'body');
  const body = (hostile: boolean) => (ctx.form ? formBodyArbitrary(ctx, route, ctx.form, hostile) : jsonBodyArbitrary(ctx, route, schema, hostile));
  return fc
    .oneof({ weight: 3, arbitrary: fc.constant('none') }, { weight: 7, arbitrary: fc.constantFrom(...targets) })
    .chain((target) =>
      fc.record({
        path: pathArbitrary(ctx, route, byPlace('path'), target === 'path'),
        query: queryArbitrary(ctx, route, byPlace('query'), target === 'query'),
        headers: headerArbitrary(ctx, route, byPlace('header'), target === 'headers'),
        body: body(target === 'body'),
      }),
    )
    .map(({ path, query, headers, body: b }) => {
      const url =
        route.replace(/\{([^}]+)\}/g, (_, name: string) => path.value[name] ?? '') +
        (query.value.length ? `?${query.value.map(([k, v]) => `${k}=${v}`).join('&')}` : '');
      return {
        method: operation.method,
        url,
        headers: { ...headers.value, ...b.headers, ...ctx.headers },
        payload: b.payload,
        mutations: [...path.mutations, ...query.mutations, ...headers.mutations, ...b.mutations],
        refuse: [...path.refuse, ...query.refuse, ...headers.refuse, ...b.refuse],
      };
    });
}
