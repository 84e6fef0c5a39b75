/**
 * The API fuzzer (issue 35, item 8): reads the app's OpenAPI document and, for every operation,
 * sends requests made by openapi-arbitraries.ts as each role of the demo company, as another
 * company (with the demo company's ids in its paths and bodies) and anonymously, checking every
 * answer against the properties below. `npm test` runs it briefly (test/fuzz/pglite.test.ts and postgres.test.ts);
 * `npm run bench -w server -- fuzz` runs it for longer. Seeded (FUZZ_SEED) and bounded in time
 * (FUZZ_TIME_MS) and in requests per operation (FUZZ_RUNS); FUZZ_ONLY keeps the operations whose
 * "METHOD /path" contains it.
 *
 * Properties, on every answer:
 * - never a 5xx, and an answer within 15 seconds;
 * - a 4xx is JSON with a non-empty `message` (unless dot segments took the path out of /api);
 * - a 400 names a field: `errors` has a key, or the message names one of the operation's
 *   parameters or body fields ("body" and "URL" count: a body that is not JSON, or a URL that is
 *   not valid percent-encoding, is wrong as a whole). Other 4xx ("Order not found", a 403 for a
 *   role) need not: there is no one field to blame. An Urdu message is not read for the name;
 * - input the schema refuses (a string for a number, too long, missing, a number text not in plain
 *   digits such as "0x10" or "1e3"...) never succeeds, nor does another company's id in a path;
 * - an anonymous request to a signed-in operation never succeeds;
 * - no answer holds another company's data: an id of a row of another company, or one of its
 *   names (company, users' emails, products, retailers), unless the request itself carried it
 *   (a 404 may repeat the id it could not find).
 *
 * The run must not end the sessions it sends requests with: the members the actors sign in as are
 * kept out of the ids it sends (no request removes, deactivates or demotes them). Logout and
 * change-password are fuzzed all the same: logout ends the session of a refresh cookie, which no
 * request carries, and change-password needs the current password, which no generator writes. At
 * the end every actor must still be signed in, or the run fails.
 */
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, json, loginDemo, registerSeller, type Driver, type Session, type TestContext } from '../helpers.ts';
import { multipart, productFields, textParts } from '../support/forms.ts';
import { EXE_HEAD, JPEG_HEAD, PDF_SMALL, PNG_1x1 } from '../support/files.ts';
import {
  csvFile,
  fieldNamesOf,
  fileSamples,
  operationsOf,
  requestArbitrary,
  type FormSpec,
  type FuzzRequest,
  type Hints,
  type JsonSchema,
  type Labelled,
  type OpenApiDocument,
  type Operation,
  type Place,
  type UploadFile,
} from './openapi-arbitraries.ts';

export interface FuzzOptions {
  driver: Driver;
  /** Time for sending requests, all operations together (the seed and setup not counted). */
  timeMs: number;
  seed: number;
  /** Requests per operation at most; the time budget usually ends an operation first. */
  runsPerOperation: number;
  /** Only the operations whose "METHOD /path" contains this. */
  only?: string;
  log?: (line: string) => void;
}

/** The options from FUZZ_SEED, FUZZ_TIME_MS, FUZZ_RUNS and FUZZ_ONLY, else the defaults given. */
export function fuzzOptionsFromEnv(driver: Driver, defaults: { timeMs: number; runsPerOperation: number }): FuzzOptions {
  const num = (name: string, fallback: number) => {
    const raw = process.env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n)) throw new Error(`${name} must be a number, not ${raw}`);
    return n;
  };
  return {
    driver,
    seed: num('FUZZ_SEED', 35),
    timeMs: num('FUZZ_TIME_MS', defaults.timeMs),
    runsPerOperation: num('FUZZ_RUNS', defaults.runsPerOperation),
    only: process.env.FUZZ_ONLY || undefined,
  };
}

export interface FuzzFailure {
  property: string;
  operation: string;
  /**
   * The kinds of input every request that failed so carried ("valid input" when none): requests
   * with more than one hostile change that fail alike are one failure, named by what they share.
   */
  input: string;
  /** The combinations of kinds seen, when more than one. */
  variants: number;
  status: number;
  answer: string;
  count: number;
  where: string[];
  actors: string[];
  example: { actor: string; method: string; url: string; headers: Record<string, string>; body: string; status: number; answer: string };
}

export interface FuzzSummary {
  driver: Driver;
  seed: number;
  ms: number;
  requests: number;
  byStatus: Record<string, number>;
  /** "METHOD /path" -> status class -> answers. */
  byOperation: Record<string, Record<string, number>>;
  operations: number;
  skipped: string[];
  failures: FuzzFailure[];
}

/**
 * Operations not fuzzed, and why. The live stream answers with an event stream that stays open
 * until the client leaves: app.inject waits for the end of an answer, which never comes.
 */
export const SKIPPED: Record<string, string> = {
  'GET /api/events': 'a Server-Sent Events stream stays open; inject() waits for an end that never comes',
};

const DEMO_ROLES: Record<string, string> = {
  viewer: 'farah.naz@punjabagro.pk',
  editor: 'bilal.ahmed@punjabagro.pk',
  manager: 'ayesha.khan@punjabagro.pk',
  admin: 'seller@demo.pk',
};
const OTHER = 'other company';
const ANONYMOUS = 'anonymous';
/** The other company's marker: every name it is given carries it. */
const MARK = 'Fuzzmark';

interface Actor {
  name: string;
  /** The company the actor belongs to; none for anonymous. */
  sellerId?: string;
  session?: Session;
  signIn?: () => Promise<Session>;
}

// ---------------------------------------------------------------------------------------------
// Multipart forms: the OpenAPI has no body schema for them (Fastify's swagger writes none for a
// multipart route), so their fields are written here from the routes' descriptions, with the
// components the document has.

const PRODUCT_FIELDS: Record<string, JsonSchema> = {
  name: { type: 'string', maxLength: 200 },
  sku: { type: 'string', maxLength: 50, pattern: '^[A-Z]{3}-[0-9]{3,5}$' },
  category: { $ref: '#/components/schemas/ProductCategory' },
  price: { type: 'number', minimum: 1, maximum: 100000 },
  costPrice: { type: 'number', minimum: 1, maximum: 100000 },
  stockQuantity: { type: 'integer', minimum: 0, maximum: 10000 },
  minStockLevel: { type: 'integer', minimum: 0, maximum: 100 },
  description: { type: 'string', maxLength: 500 },
  seasonal: { type: 'boolean' },
};
const file = (filename: string, contentType: string, data: Buffer, kind?: string): Labelled<UploadFile> => ({ value: { filename, contentType, data }, kind });
const IMAGES = fileSamples([
  file('bag.png', 'image/png', PNG_1x1),
  file('bag.jpg', 'image/jpeg', JPEG_HEAD),
  file('setup.png', 'image/png', EXE_HEAD, 'executable as an image'),
  file('doc.png', 'image/png', PDF_SMALL, 'PDF as an image'),
  file('empty.png', 'image/png', Buffer.alloc(0), 'empty file'),
]);
const DOCUMENTS = fileSamples([
  file('ntn.pdf', 'application/pdf', PDF_SMALL),
  file('ntn.png', 'image/png', PNG_1x1),
  file('ntn.pdf', 'application/pdf', EXE_HEAD, 'executable as a PDF'),
  file('ntn.pdf', 'application/pdf', Buffer.alloc(0), 'empty file'),
  file('ntn.pdf', 'text/html', Buffer.from('<html><script>alert(1)</script></html>'), 'HTML as a document'),
]);

function formsOf(csvHeader: string[]): Record<string, FormSpec> {
  const csv = (hostile: boolean) =>
    csvFile(csvHeader, hostile).map((l): Labelled<UploadFile> => ({
      value: { filename: 'products.csv', contentType: 'text/csv', data: l.value },
      kind: l.kind,
    }));
  return {
    'POST /api/seller/products': {
      fields: { type: 'object', required: ['name', 'sku', 'category', 'price', 'stockQuantity', 'minStockLevel'], properties: PRODUCT_FIELDS },
      files: { name: 'images', maxFiles: 5, file: IMAGES },
    },
    'PATCH /api/seller/products/{id}': {
      fields: { type: 'object', properties: { ...PRODUCT_FIELDS, removeImageIds: { type: 'string', maxLength: 400 } } },
      files: { name: 'images', maxFiles: 5, file: IMAGES },
      json: true,
    },
    'POST /api/seller/products/import/preview': { fields: { type: 'object', properties: {} }, files: { name: 'file', maxFiles: 1, file: csv } },
    'POST /api/seller/products/import': {
      fields: { type: 'object', properties: { skipInvalidRows: { type: 'boolean' } } },
      files: { name: 'file', maxFiles: 1, file: csv },
    },
    'POST /api/documents': {
      fields: {
        type: 'object',
        required: ['docType'],
        properties: { docType: { $ref: '#/components/schemas/DocumentType' }, description: { type: 'string', maxLength: 500 } },
      },
      files: { name: 'file', maxFiles: 1, file: DOCUMENTS },
    },
  };
}

/** Operations whose description says they take multipart/form-data: each needs a form above. */
const takesForm = (o: Operation) => /multipart/i.test(`${o.op.summary ?? ''} ${o.op.description ?? ''}`);

// ---------------------------------------------------------------------------------------------
// Whose is what.

/** The path segment before an `{id}`, and the table whose row ids go there. */
const TABLE_OF_SEGMENT: Record<string, string[]> = {
  products: ['products'],
  orders: ['orders'],
  invoices: ['orders'],
  'pricing-rules': ['pricing_rules'],
  'retailer-accounts': ['retailers'],
  retailers: ['retailers'],
  members: ['team_members'],
  documents: ['documents'],
  tickets: ['support_tickets'],
  notifications: ['notifications'],
  images: ['product_images'],
};
/** Body and query fields that take ids, and the table whose row ids they take. */
const TABLE_OF_FIELD: Record<string, string[]> = {
  retailerId: ['retailers'],
  productId: ['products'],
  invoiceId: ['orders'],
  ids: ['orders'],
  member: ['users'],
  removeImageIds: ['product_images'],
};

interface Ownership {
  /** Row id (a UUID) to the company it belongs to. */
  owner: Map<string, string>;
  /** table -> company -> ids (a few, in a stable order). */
  ids: Map<string, Map<string, string[]>>;
  /** company -> its order numbers (all: numbers are per company, two may have the same). */
  orderNumbers: Map<string, string[]>;
}

const LEAK = "never another company's data";
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
/** The label of another company's id or order number (hintsFor). */
const ANOTHER = "another company's";

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const PER_POOL = 8;

/** Every row id of every table with a seller_id, by company: read again after each operation that may write. */
async function readOwnership(app: FastifyInstance, hidden: Set<string>): Promise<Ownership> {
  const tables = await app.db.query<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c
      WHERE c.table_schema = current_schema() AND c.column_name = 'seller_id'
        AND EXISTS (SELECT 1 FROM information_schema.columns i
                     WHERE i.table_schema = c.table_schema AND i.table_name = c.table_name AND i.column_name = 'id')
      ORDER BY c.table_name`,
  );
  const owner = new Map<string, string>();
  const ids = new Map<string, Map<string, string[]>>();
  const add = (table: string, id: string, seller: string) => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return;
    owner.set(id.toLowerCase(), seller);
    if (hidden.has(id)) return;
    const bySeller = ids.get(table) ?? new Map<string, string[]>();
    ids.set(table, bySeller);
    const list = bySeller.get(seller) ?? [];
    bySeller.set(seller, list);
    if (list.length < PER_POOL) list.push(id);
  };
  // One statement for all tables: this runs before every operation, within the time budget.
  const union = [
    ...tables.map(({ table_name: t }) => `SELECT '${t}' AS t, id::text AS id, seller_id::text AS seller FROM ${t}`),
    `SELECT 'sellers', id::text, id::text FROM sellers`,
  ].join(' UNION ALL ');
  for (const r of await app.db.query<{ t: string; id: string; seller: string }>(`${union} ORDER BY 1, 3, 2`)) add(r.t, r.id, r.seller);
  const orderNumbers = new Map<string, string[]>();
  for (const r of await app.db.query<{ seller: string; n: string }>('SELECT seller_id::text AS seller, order_number AS n FROM orders ORDER BY order_number')) {
    const list = orderNumbers.get(r.seller) ?? [];
    orderNumbers.set(r.seller, list);
    list.push(r.n);
  }
  return { owner, ids, orderNumbers };
}

/**
 * Each company's names, read once after setup: the company's name, its users' emails, its
 * products' names and SKUs, its retailers' names. Only those of 6 characters or more that no other
 * company shares (nor holds within one of its own names) can tell whose data an answer shows.
 */
async function readMarkers(app: FastifyInstance): Promise<Map<string, string[]>> {
  const rows = await app.db.query<{ seller: string; text: string }>(
    `SELECT id::text AS seller, company_name AS text FROM sellers
     UNION ALL SELECT seller_id::text, email FROM users
     UNION ALL SELECT seller_id::text, name FROM products
     UNION ALL SELECT seller_id::text, sku FROM products
     UNION ALL SELECT seller_id::text, name FROM retailers`,
  );
  const bySeller = new Map<string, Set<string>>();
  for (const r of rows) {
    if (r.text.length < 6) continue;
    const set = bySeller.get(r.seller) ?? new Set<string>();
    bySeller.set(r.seller, set);
    set.add(r.text);
  }
  const markers = new Map<string, string[]>();
  for (const [seller, texts] of bySeller) {
    const others = [...bySeller].filter(([s]) => s !== seller).flatMap(([, t]) => [...t]);
    markers.set(
      seller,
      [...texts].filter((m) => !others.some((o) => o.includes(m) || m.includes(o))),
    );
  }
  return markers;
}

// ---------------------------------------------------------------------------------------------
// Setting up the companies.

function expectStatus(res: LightMyRequestResponse, status: number, what: string): LightMyRequestResponse {
  if (res.statusCode !== status) throw new Error(`fuzz setup: ${what} answered ${res.statusCode}: ${res.body.slice(0, 500)}`);
  return res;
}

/** A second, verified company with data of its own, every name of it carrying MARK. */
async function setUpOtherCompany(app: FastifyInstance): Promise<Session> {
  const s = await registerSeller(app, { verified: true });
  const as = (method: 'POST' | 'PUT', url: string, payload: object) => app.inject({ method, url, headers: bearer(s), payload });
  const company = {
    companyName: `${MARK} Agro Traders`,
    companyAddress: { city: 'Sukkur', state: 'Sindh', zipCode: '65200' },
    phone: '03011112222',
    taxId: '7654321-9',
  };
  expectStatus(await as('PUT', '/api/company', company), 200, 'renaming the other company');
  expectStatus(await as('PUT', '/api/profile', { firstName: MARK, lastName: 'Owner' }), 200, "the other company's profile");
  const form = multipart(productFields({ name: `${MARK} Zinc Sulphate 10kg`, sku: 'FZM-001' }));
  const product = expectStatus(
    await app.inject({ method: 'POST', url: '/api/seller/products', headers: { ...bearer(s), ...form.headers }, payload: form.payload }),
    201,
    "the other company's product",
  );
  const productId = json<{ data: { product: { _id: string } } }>(product).data.product._id;
  expectStatus(
    await as('POST', '/api/seller/orders', {
      retailer: { name: `${MARK} Kisan Store`, city: 'Sukkur', phone: '03011112222', address: `${MARK} Bazaar, Sukkur` },
      lines: [{ productId, quantity: 2 }],
      notes: `${MARK} order`,
    }),
    201,
    "the other company's order",
  );
  expectStatus(
    await as('POST', '/api/support/tickets', {
      subject: `${MARK} ticket`,
      category: 'general',
      priority: 'low',
      description: `${MARK}: a question about invoices`,
      contactMethod: 'email',
    }),
    201,
    "the other company's ticket",
  );
  expectStatus(
    await as('POST', '/api/seller/pricing-rules', {
      name: `${MARK} Kharif offer`,
      type: 'Seasonal Offer',
      category: 'Fertilizers',
      discount: 5,
      minQuantity: 10,
      validUntil: '2099-12-31',
    }),
    201,
    "the other company's pricing rule",
  );
  expectStatus(
    await as('POST', '/api/seller/team/members', { name: `${MARK} Member`, email: 'fuzzmark.member@example.pk', role: 'viewer', department: 'sales' }),
    201,
    "the other company's invited member",
  );
  const doc = multipart([
    ...textParts({ docType: 'National Tax Number (NTN) Certificate', description: `${MARK} NTN` }),
    { name: 'file', filename: 'ntn.pdf', contentType: 'application/pdf', data: PDF_SMALL },
  ]);
  expectStatus(
    await app.inject({ method: 'POST', url: '/api/documents', headers: { ...bearer(s), ...doc.headers }, payload: doc.payload }),
    201,
    "the other company's document",
  );
  return s;
}

async function signInOther(app: FastifyInstance, s: Session): Promise<Session> {
  const res = expectStatus(
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: s.email, password: s.password } }),
    200,
    'signing in again',
  );
  return { ...s, token: json<{ data: { accessToken: string } }>(res).data.accessToken };
}

// ---------------------------------------------------------------------------------------------
// The properties.

export interface Violation {
  property: string;
  detail: string;
}

/** What the properties need of an operation. */
export interface Checked {
  fieldNames: Set<string>;
  signedIn: boolean;
}

/** What the properties read of an answer (a LightMyRequestResponse has it). */
export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Whose is what: row ids to their company, and each company's names. */
export interface Owners {
  owner: Map<string, string>;
  markers: Map<string, string[]>;
}

/** The request as text, to tell an id or name it carried from one the server added. */
function requestText(req: FuzzRequest): string {
  const body = req.payload === undefined ? '' : typeof req.payload === 'string' ? req.payload : req.payload.toString('utf8');
  let url = req.url;
  try {
    url = decodeURIComponent(req.url);
  } catch {
    /* a broken escape: compared as sent */
  }
  return `${req.url} ${url} ${body}`.toLowerCase();
}

/** The properties every answer keeps (this file's opening comment): what it breaks, if anything. */
export function checkAnswer(res: Answer, req: FuzzRequest, actor: { name: string; sellerId?: string }, op: Checked, owners: Owners): Violation[] {
  const out: Violation[] = [];
  const status = res.statusCode;
  let message: string | undefined;
  let errors: unknown;
  if (status >= 400) {
    const type = String(res.headers['content-type'] ?? '');
    try {
      const body = JSON.parse(res.body) as { message?: unknown; errors?: unknown };
      message = typeof body.message === 'string' ? body.message : undefined;
      errors = body.errors;
    } catch {
      /* not JSON: reported below */
    }
    // A path whose dot segments ("/api/%2e%2e/%2e%2e") climb out of /api names the portal's pages,
    // which answer as pages do: only an answer under /api is held to the API's error shape.
    const underApi = new URL(req.url, 'http://fuzz.invalid').pathname.startsWith('/api/');
    if (status < 500 && underApi && (!type.includes('application/json') || message === undefined || message.trim() === '')) {
      out.push({ property: 'a 4xx is JSON with a message', detail: `${status} ${type} ${res.body.slice(0, 200)}` });
    }
  }
  if (status >= 500) out.push({ property: 'never a 5xx', detail: message ?? res.body.slice(0, 200) });
  // Only an English message is read for a field's name: an Urdu one (asked for, or the user's
  // language, which a request of the run may have changed) names it in Urdu.
  const english = !/^\s*ur/i.test(req.headers['accept-language'] ?? '') && !/[\u0600-\u06ff]/.test(message ?? '');
  if (status === 400 && message !== undefined) {
    const keyed = errors !== null && typeof errors === 'object' && Object.keys(errors).length > 0;
    const lower = message.toLowerCase();
    // "body" and "URL" count: a body that is not JSON, or a URL that is not valid percent-encoding,
    // is wrong as a whole. A name of one or two letters (q, to, id) is an English word too: it counts
    // only as the subject of the sentence ("to must be a date", "q: too long").
    const named = [...op.fieldNames, 'body', 'url'].some((f) => {
      if (f === '') return false;
      const name = escapeRegExp(f.toLowerCase());
      const pattern = f.length < 3 ? `(^|[^a-z0-9_])${name}(:| (must|is|should|can)\\b)` : `(^|[^a-z0-9_])${name}($|[^a-z0-9_])`;
      return new RegExp(pattern).test(lower);
    });
    if (!keyed && !named && english) out.push({ property: 'a 400 names a field', detail: message });
  }
  if (status < 300 && req.refuse.length) {
    const why = req.refuse[0]!;
    out.push({ property: why.startsWith(ANOTHER) ? "another company's row is out of reach" : 'invalid input is refused', detail: why });
  }
  if (op.signedIn && actor.name === ANONYMOUS && status < 400) out.push({ property: 'anonymous is refused a signed-in operation', detail: String(status) });
  // Another company's data: its row ids, its names. What the request carried may come back.
  const sent = requestText(req);
  const answer = `${res.body} ${String(res.headers['content-disposition'] ?? '')} ${String(res.headers.location ?? '')}`;
  const leaked = new Set<string>();
  for (const id of answer.match(UUID) ?? []) {
    const owner = owners.owner.get(id.toLowerCase());
    if (owner !== undefined && owner !== actor.sellerId && !sent.includes(id.toLowerCase())) leaked.add(`id ${id}`);
  }
  for (const [seller, list] of owners.markers) {
    if (seller === actor.sellerId) continue;
    for (const m of list) if (answer.includes(m) && !sent.includes(m.toLowerCase())) leaked.add(`"${m}"`);
  }
  if (leaked.size) out.push({ property: LEAK, detail: [...leaked].slice(0, 5).join(', ') });
  return out;
}

/**
 * The leak check's own check, on real answers: the demo company's lists, shown to the other
 * company, must be seen as leaks (else the ids or names it looks for miss what answers hold), and
 * the other company's own lists must not.
 */
async function leakCheckSeesDemoData(
  app: FastifyInstance,
  actors: Actor[],
  other: Session,
  markers: Map<string, string[]>,
  hidden: Set<string>,
): Promise<void> {
  const owners = { owner: (await readOwnership(app, hidden)).owner, markers };
  const admin = actors.find((a) => a.name === 'admin')!;
  const otherActor = actors.find((a) => a.name === OTHER)!;
  const checked: Checked = { fieldNames: new Set(), signedIn: true };
  for (const url of [
    '/api/seller/products',
    '/api/seller/orders',
    '/api/seller/retailer-accounts',
    '/api/seller/team',
    '/api/support/tickets',
    '/api/documents',
  ]) {
    const req: FuzzRequest = { method: 'GET', url, headers: {}, mutations: [], refuse: [] };
    const demo = await app.inject({ method: 'GET', url, headers: bearer(admin.session!) });
    if (!checkAnswer(demo, req, otherActor, checked, owners).some((v) => v.property === LEAK))
      throw new Error(`fuzz setup: the leak check does not see the demo company's data in ${url}`);
    const own = await app.inject({ method: 'GET', url, headers: bearer(other) });
    const wrong = checkAnswer(own, req, otherActor, checked, owners);
    if (wrong.length) throw new Error(`fuzz setup: the other company's own ${url} is taken for a leak: ${wrong[0]!.detail}`);
  }
}

// ---------------------------------------------------------------------------------------------
// The run.

const ANSWER_WITHIN_MS = 15_000;
/** Access tokens last 15 minutes: a long run signs in again well before. */
const SIGN_IN_AGAIN_MS = 10 * 60_000;

/** A failure's answer, with ids and numbers taken out, so the same failure on other rows is one. */
const normalised = (s: string) => s.replace(UUID, '<id>').replace(/\d+/g, '<n>').slice(0, 160);

const shown = (s: string, max = 600) => {
  const t = JSON.stringify(s.length > max ? `${s.slice(0, max)}…` : s);
  return t.slice(1, -1);
};

function hashOf(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

/** Builds a seeded app, signs in every actor, and fuzzes every operation within the time budget. */
export async function fuzzApi(opts: FuzzOptions): Promise<FuzzSummary> {
  const log = opts.log ?? (() => {});
  const ctx: TestContext = await createTestApp(opts.driver, { seedDemo: true });
  try {
    return await fuzzApp(ctx.app, opts, log);
  } finally {
    await ctx.close();
  }
}

async function fuzzApp(app: FastifyInstance, opts: FuzzOptions, log: (line: string) => void): Promise<FuzzSummary> {
  const doc = app.swagger() as unknown as OpenApiDocument;
  // Sign in every actor; the members they sign in as are kept out of the ids the fuzzer sends, so
  // that no request removes, deactivates or demotes them mid-run.
  const actors: Actor[] = [];
  const demoSeller = async (email: string) => {
    const [row] = await app.db.query<{ seller_id: string }>('SELECT seller_id FROM users WHERE email = $1', [email]);
    if (!row) throw new Error(`fuzz setup: no demo user ${email}`);
    return row.seller_id;
  };
  for (const [role, email] of Object.entries(DEMO_ROLES)) {
    const session = await loginDemo(app, email);
    actors.push({ name: role, sellerId: await demoSeller(email), session, signIn: () => loginDemo(app, email) });
  }
  const other = await setUpOtherCompany(app);
  actors.push({ name: OTHER, sellerId: other.sellerId, session: other, signIn: () => signInOther(app, other) });
  actors.push({ name: ANONYMOUS });
  let signedInAt = Date.now();
  const userIds = actors.flatMap((a) => (a.session ? [a.session.userId] : []));
  const memberRows = await app.db.query<{ id: string }>('SELECT id::text AS id FROM team_members WHERE user_id = ANY($1::uuid[])', [userIds]);
  const hidden = new Set([...userIds, ...memberRows.map((r) => r.id)]);
  const markers = await readMarkers(app);
  const demoId = actors[0]!.sellerId!;
  if (!markers.get(demoId)?.length || !markers.get(other.sellerId)?.some((m) => m.includes(MARK))) throw new Error('fuzz setup: no markers to look for');

  await leakCheckSeesDemoData(app, actors, other, markers, hidden);

  const template = await app.inject({ method: 'GET', url: '/api/seller/products/import/template', headers: bearer(other) });
  const csvHeader = template.body.split(/\r?\n/)[0]!.split(',');
  const forms = formsOf(csvHeader);

  let ops = operationsOf(doc).filter((o) => !SKIPPED[o.key] && (!opts.only || o.key.includes(opts.only)));
  for (const o of ops) if (takesForm(o) && !forms[o.key] && !o.op.requestBody) throw new Error(`${o.key} takes a multipart form the fuzzer has no fields for`);
  // Deletions last, so that what they remove was there for the other operations.
  ops = [...ops.filter((o) => o.method !== 'DELETE'), ...ops.filter((o) => o.method === 'DELETE')];

  const summary: FuzzSummary = {
    driver: opts.driver,
    seed: opts.seed,
    ms: 0,
    requests: 0,
    byStatus: {},
    byOperation: {},
    operations: ops.length,
    skipped: Object.entries(SKIPPED).map(([k, why]) => `${k}: ${why}`),
    failures: [],
  };
  const failures = new Map<string, Found>();
  const record = (v: Violation, operation: Operation, actor: Actor, req: FuzzRequest, status: number, body: string) => {
    const kinds = [...new Set(req.mutations.map((m) => m.kind))].sort();
    const input = kinds.length ? kinds.join(' + ') : 'valid input';
    // A 500's message is always the same apology (in English or Urdu): its status says it all.
    const answer = v.property === LEAK ? v.detail.replace(UUID, '<id>') : status >= 500 ? '' : normalised(v.detail);
    const key = [v.property, operation.key, input, status, answer].join('|');
    let f = failures.get(key);
    if (!f) {
      const headers = { ...req.headers };
      delete headers.authorization;
      const bodyText = req.payload === undefined ? '' : typeof req.payload === 'string' ? req.payload : req.payload.toString('latin1');
      f = {
        property: v.property,
        operation: operation.key,
        input,
        kinds,
        status,
        answer,
        count: 0,
        where: [],
        actors: [],
        whereSet: new Set(),
        actorSet: new Set(),
        example: {
          actor: actor.name,
          method: req.method,
          url: req.url,
          headers,
          body: bodyText,
          status,
          answer: `${body.slice(0, 1000)}${v.property === LEAK ? ` (${v.detail})` : ''}`,
        },
      };
      failures.set(key, f);
      log(`fuzz: ${v.property}: ${operation.key} with ${input} as ${actor.name} -> ${status} ${shown(v.detail, 200)}`);
    }
    f.count += 1;
    for (const m of req.mutations) f.whereSet.add(m.where);
    f.actorSet.add(actor.name);
  };

  const started = Date.now();
  const deadline = started + opts.timeMs;
  let owners = await readOwnership(app, hidden);
  for (const [index, operation] of ops.entries()) {
    if (Date.now() - signedInAt > SIGN_IN_AGAIN_MS) {
      for (const a of actors) if (a.signIn) a.session = await a.signIn();
      signedInAt = Date.now();
    }
    // Rows a write of the last operation made are someone's too (a read makes none).
    if (index > 0 && ops[index - 1]!.method !== 'GET') owners = await readOwnership(app, hidden);
    const checked: Checked = {
      fieldNames: fieldNamesOf(doc, operation.op, forms[operation.key]?.fields),
      signedIn: (operation.op.security?.length ?? 0) > 0,
    };
    for (const f of forms[operation.key]?.files ? [forms[operation.key]!.files!.name] : []) checked.fieldNames.add(f);
    const perActor = actors.map((actor) => {
      const hints: Hints = (place) => hintsFor(place, actor, owners, actors);
      return requestArbitrary(operation, { doc, hints, form: forms[operation.key], headers: actor.session ? bearer(actor.session) : {} }).map((req) => ({
        actor,
        req,
      }));
    });
    const address = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`);
    const arbitrary = fc.tuple(fc.oneof(...perActor), address);
    let inFlight: Promise<unknown> = Promise.resolve();
    const property = fc.asyncProperty(arbitrary, async ([{ actor, req }, remoteAddress]) => {
      const attempt = (async () => {
        // The actor's current token (a long run signs in again).
        const headers = actor.session ? { ...req.headers, ...bearer(actor.session) } : req.headers;
        let timer: NodeJS.Timeout | undefined;
        const res = await Promise.race([
          app.inject({ method: req.method as 'GET', url: req.url, headers, payload: req.payload, remoteAddress }),
          new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ANSWER_WITHIN_MS))),
        ]).finally(() => clearTimeout(timer));
        summary.requests += 1;
        const mine = (summary.byOperation[operation.key] ??= {});
        if (res === 'timeout') {
          summary.byStatus['no answer'] = (summary.byStatus['no answer'] ?? 0) + 1;
          mine['no answer'] = (mine['no answer'] ?? 0) + 1;
          record({ property: 'never a 5xx', detail: `no answer within ${ANSWER_WITHIN_MS / 1000} s` }, operation, actor, req, 0, '');
          return;
        }
        const cls = `${Math.floor(res.statusCode / 100)}xx`;
        summary.byStatus[cls] = (summary.byStatus[cls] ?? 0) + 1;
        mine[cls] = (mine[cls] ?? 0) + 1;
        for (const v of checkAnswer(res, req, actor, checked, { owner: owners.owner, markers })) record(v, operation, actor, req, res.statusCode, res.body);
      })();
      inFlight = attempt.catch(() => {});
      try {
        await attempt;
      } catch (err) {
        // inject() itself refused the request: the generator made something no client can send.
        record({ property: 'the fuzzer sends only what a client can', detail: String(err) }, operation, actor, req, -1, '');
      }
      return true;
    });
    // An even share of the time left, but never under a quarter of an even share of the whole:
    // the last operations (the deletions) get their turn even when the first ran over.
    const budget = Math.max(opts.timeMs / ops.length / 4, (deadline - Date.now()) / (ops.length - index));
    const details = await fc.check(property, {
      seed: (opts.seed + hashOf(operation.key)) | 0,
      numRuns: Math.max(1, opts.runsPerOperation),
      plugins: [fc.interruptAfterTimeLimit(Math.max(budget, 1))],
    });
    // An interrupted run's last request is still under way: wait for it before the next operation.
    await inFlight;
    if (details.failed && !details.interrupted) throw details.errorInstance ?? new Error(`fuzz: ${operation.key} failed`);
  }
  summary.ms = Date.now() - started;
  // Every actor must still be signed in: otherwise the run tested little but 401s.
  for (const a of actors) {
    if (!a.session) continue;
    const res = await app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(a.session) });
    if (res.statusCode !== 200) throw new Error(`fuzz: ${a.name} is no longer signed in (${res.statusCode} ${res.body}): the run's answers mean little`);
  }
  summary.failures = mergeAlike([...failures.values()]).sort(
    (a, b) => a.property.localeCompare(b.property) || a.operation.localeCompare(b.operation) || b.count - a.count,
  );
  return summary;
}

type Found = Omit<FuzzFailure, 'variants'> & { kinds: string[]; whereSet: Set<string>; actorSet: Set<string> };

/**
 * Failures of one operation with the same answer are one failure when the kinds of input of one
 * are among those of the other: a NUL failing alone and a NUL with an extra field failing alike
 * are the NUL's failure, and one that fails with valid input explains every other. Failures whose
 * kinds share no such root stay apart.
 */
function mergeAlike(found: Found[]): FuzzFailure[] {
  const groups = new Map<string, Found[]>();
  for (const f of found) {
    const key = [f.property, f.operation, f.status, f.answer].join('|');
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const out: FuzzFailure[] = [];
  for (const group of groups.values()) {
    // Fewest kinds first: each failure joins the first root whose kinds it all has.
    const roots: { root: Found; members: Found[] }[] = [];
    for (const f of [...group].sort((a, b) => a.kinds.length - b.kinds.length)) {
      const root = roots.find((r) => r.root.kinds.every((k) => f.kinds.includes(k)));
      if (root) root.members.push(f);
      else roots.push({ root: f, members: [f] });
    }
    for (const { root, members } of roots) {
      out.push({
        property: root.property,
        operation: root.operation,
        input: root.input,
        variants: members.length,
        status: root.status,
        answer: root.answer,
        count: members.reduce((n, f) => n + f.count, 0),
        where: [...new Set(members.flatMap((f) => [...f.whereSet]))].sort(),
        actors: [...new Set(members.flatMap((f) => [...f.actorSet]))].sort(),
        // The root's example has the fewest changes: the closest to the cause.
        example: root.example,
      });
    }
  }
  return out;
}

/** Values for a place: ids of rows of the actor's own company and of others, as the field expects. */
function hintsFor(place: Place, actor: Actor, owners: Ownership, actors: Actor[]): Labelled<string>[] | undefined {
  let tables: string[] | undefined;
  if (place.in === 'path') {
    if (place.name === 'kind') return [{ value: 'documents' }, { value: 'images' }];
    const segments = place.route.split('/');
    const at = segments.indexOf(`{${place.name}}`);
    const before = segments[at - 1] ?? '';
    tables = place.route.startsWith('/api/files/') ? ['documents', 'product_images'] : TABLE_OF_SEGMENT[before];
    if (place.name === 'ref' && tables) {
      return [...idsOf(owners, tables, actor, actors, true), ...numbersOf(owners, actor, true)];
    }
  } else {
    tables = TABLE_OF_FIELD[place.name];
    if (place.name === 'orderNumber') return numbersOf(owners, actor, false);
  }
  return tables ? idsOf(owners, tables, actor, actors, place.in === 'path') : undefined;
}

/** The actor's own ids (unlabelled) and other companies' (labelled), the other company mostly trying the demo company's. */
function idsOf(owners: Ownership, tables: string[], actor: Actor, actors: Actor[], inPath: boolean): Labelled<string>[] {
  const out: Labelled<string>[] = [];
  const companies = [...new Set(actors.flatMap((a) => (a.sellerId ? [a.sellerId] : [])))];
  for (const table of tables) {
    const bySeller = owners.ids.get(table);
    if (!bySeller) continue;
    for (const [seller, list] of bySeller) {
      const own = seller === actor.sellerId;
      // Companies nobody here signs in as (the seed's second one, sign-ups the fuzzer made) are others to everyone.
      // The other company mostly tries the demo company's ids; the demo company's members mostly
      // their own (to get past the lookup), and now and then another's.
      const n = own ? (actor.name === OTHER ? 4 : 8) : companies.includes(seller) ? (actor.name === OTHER ? 8 : 3) : 2;
      for (const id of list.slice(0, n))
        out.push(own ? { value: id } : { value: id, kind: `${ANOTHER} id`, refuse: inPath ? `${ANOTHER} row, by its id in the path` : undefined });
    }
  }
  return out;
}

function numbersOf(owners: Ownership, actor: Actor, inPath: boolean): Labelled<string>[] {
  // Each company numbers its own orders: another's number may also be one of the actor's.
  const own = new Set(actor.sellerId ? owners.orderNumbers.get(actor.sellerId) : []);
  return [...owners.orderNumbers].flatMap(([seller, list]) =>
    (seller === actor.sellerId ? list : list.filter((n) => !own.has(n)))
      .slice(0, 4)
      .map((n) =>
        seller === actor.sellerId
          ? { value: n }
          : { value: n, kind: `${ANOTHER} order number`, refuse: inPath ? `${ANOTHER} order, by its number in the path` : undefined },
      ),
  );
}

// ---------------------------------------------------------------------------------------------
// Reporting.

export function formatSummary(s: FuzzSummary): string {
  const statuses = Object.entries(s.byStatus)
    .sort()
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  return (
    `fuzz (${s.driver}, seed ${s.seed}): ${s.requests} requests to ${s.operations} operations in ${(s.ms / 1000).toFixed(1)} s ` +
    `(${(s.requests / Math.max(1, s.ms / 1000)).toFixed(0)}/s); ${statuses}; ${s.failures.length} distinct failures` +
    (s.failures.length ? ` (${s.failures.reduce((n, f) => n + f.count, 0)} answers)` : '')
  );
}

/** Answers per operation by status class: where the fuzzer got through, and where only refusals came back. */
export function formatCoverage(s: FuzzSummary): string {
  return Object.entries(s.byOperation)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, by]) => {
      const total = Object.values(by).reduce((a, b) => a + b, 0);
      const classes = Object.entries(by)
        .sort()
        .map(([k, n]) => `${k} ${n}`)
        .join(', ');
      return `  ${key.padEnd(60)} ${String(total).padStart(6)}  ${classes}`;
    })
    .join('\n');
}

/** Every distinct failure with one example request and its answer. */
export function formatFailures(failures: FuzzFailure[]): string {
  return failures
    .map((f, i) => {
      const e = f.example;
      const headers = Object.entries(e.headers)
        .map(([k, v]) => `${k}: ${shown(v, 120)}`)
        .join('; ');
      return [
        `${i + 1}. [${f.property}] ${f.operation}: ${f.input}${f.variants > 1 ? ` (also with other changes: ${f.variants - 1} more combinations)` : ''} -> ${f.status} ${shown(f.answer, 200)}`,
        `   seen ${f.count} times, as ${f.actors.join(', ')}; at ${f.where.join(', ') || '-'}`,
        `   e.g. as ${e.actor}: ${e.method} ${shown(e.url, 300)}`,
        headers ? `   headers: ${headers}` : '',
        e.body ? `   body: ${shown(e.body, 600)}` : '',
        `   answer: ${e.status} ${shown(e.answer, 400)}`,
      ]
        .filter(Boolean)
        .join('\n');
    })
    .join('\n');
}
