import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import pg from 'pg';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { parseStorageUrl, type AppConfig } from '../src/platform/config.ts';
import { copyPgliteTemplate } from './support/pglite-template.ts';
import { postgresTemplate } from './support/postgres-template.ts';

export type Driver = 'pglite' | 'postgres';
/** Every suite runs on embedded PGlite, and also on the PostgreSQL server when DATABASE_URL is set. */
export const DRIVERS: Driver[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestContext {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

export function tempDir(prefix = 'agrihub-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * A database of its own on the PostgreSQL server at `adminUrl` (DATABASE_URL), with the way to drop
 * it: empty, or with `migrated` a copy of the migrated template (support/postgres-template.ts).
 */
export async function createDatabase(
  adminUrl = process.env.DATABASE_URL ?? '',
  opts: { migrated?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(adminUrl);
  const name = `agrihub_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = opts.migrated ? ` TEMPLATE ${await postgresTemplate(base.toString())}` : '';
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template}`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Builds the app on a fresh database (a copy of the migrated template: in a temp DATA_DIR, or a random database on the server); silent unless given a logger. */
export async function createTestApp(
  driver: Driver,
  config: Partial<AppConfig> = {},
  opts: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<TestContext> {
  const dataDir = tempDir();
  // Either database starts as a copy of one already migrated (support/pglite-template.ts,
  // support/postgres-template.ts); the app's own migration then finds nothing left to do.
  // A test that brings its own database (config.databaseUrl) gets nothing made for it.
  const madeHere = config.databaseUrl === undefined;
  const pgDb = driver === 'postgres' && madeHere ? await createDatabase(undefined, { migrated: true }) : undefined;
  if (driver === 'pglite' && madeHere) await copyPgliteTemplate(dataDir);
  const webRoot = config.webRoot ?? tempDir('agrihub-web-');
  const app = await buildApp({
    config: { dataDir, databaseUrl: pgDb?.url, seedDemo: false, webRoot, logLevel: 'silent', ...config },
    logger: opts.logger ?? false,
  });
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The keys of every stored upload, whichever storage the app was built with. */
export async function storedKeys(ctx: TestContext): Promise<string[]> {
  if (ctx.app.storage.kind === 'database') {
    return (await ctx.app.db.query<{ key: string }>('SELECT key FROM file_contents ORDER BY key')).map((r) => r.key);
  }
  const spec = parseStorageUrl(ctx.app.config.storageUrl, { dataDir: ctx.dataDir, databaseServer: false });
  if (spec.kind === 's3') {
    // Loaded only here: most suites never store in S3, and the SDK is large.
    const [{ S3Client }, { listObjects }] = await Promise.all([import('@aws-sdk/client-s3'), import('./support/s3-objects.ts')]);
    const client = new S3Client({ region: spec.region, endpoint: spec.endpoint, forcePathStyle: spec.forcePathStyle });
    try {
      return (await listObjects(client, spec.bucket, spec.prefix)).map((name) => name.slice(spec.prefix.length)).sort();
    } finally {
      client.destroy();
    }
  }
  const dir = path.join(ctx.dataDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** Whether the storage holds a file under `key`. */
export async function isStored(ctx: TestContext, key: string | undefined): Promise<boolean> {
  if (!key) return false;
  const file = await ctx.app.storage.open(key);
  file?.stream.destroy();
  return file !== undefined;
}

export function json<T = { message: string; errors?: Record<string, string>; [key: string]: unknown }>(res: LightMyRequestResponse): T {
  return JSON.parse(res.body) as T;
}

let counter = 0;
export function uniqueEmail(prefix = 'seller'): string {
  counter += 1;
  return `${prefix}${counter}.${crypto.randomBytes(3).toString('hex')}@example.pk`;
}

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Bilal',
    lastName: 'Ahmed',
    email: uniqueEmail(),
    password: 'Kharif#Crop2024',
    companyName: 'Sindh Agro Chemicals',
    companyAddress: { city: 'Hyderabad', state: 'Sindh', zipCode: '71000' },
    phone: '03001234567',
    taxId: '1234567-8',
    ...overrides,
  };
}

export interface Session {
  token: string;
  cookie: string;
  userId: string;
  sellerId: string;
  email: string;
  password: string;
}

export function refreshCookieOf(res: LightMyRequestResponse): string | undefined {
  const c = res.cookies.find((x) => x.name === 'agrihub_rt');
  return c?.value;
}

/** A random address in 10.0.0.0/8. */
export function randomAddress(): string {
  return `10.${[...crypto.randomBytes(3)].join('.')}`;
}

/** Registers a seller through the API; optionally marks it verified directly in the database. */
export async function registerSeller(app: FastifyInstance, opts: { verified?: boolean; email?: string } = {}): Promise<Session> {
  const body = registrationBody(opts.email ? { email: opts.email } : {});
  // Each from an address of its own, as sellers sign up from their own offices: the registrations
  // per address limit is tested on its own (hardening.test.ts).
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: randomAddress() });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const data = json<{ data: { accessToken: string; user: { _id: string } } }>(res).data;
  const [row] = await app.db.query<{ seller_id: string }>('SELECT seller_id FROM users WHERE id = $1', [data.user._id]);
  if (!row) throw new Error('user row missing');
  if (opts.verified) await app.db.query('UPDATE sellers SET is_verified = true WHERE id = $1', [row.seller_id]);
  return {
    token: data.accessToken,
    cookie: refreshCookieOf(res) ?? '',
    userId: data.user._id,
    sellerId: row.seller_id,
    email: body.email,
    password: body.password,
  };
}

export const bearer = (s: Session) => ({ authorization: `Bearer ${s.token}` });

/** The session id an access token names (its `sess` claim). */
export function sessionOf(accessToken: string): string {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { sess?: string };
  if (!payload.sess) throw new Error('access token without a session');
  return payload.sess;
}

/**
 * A suite's app and its sellers, registered in order ('verified' sellers may use the seller area).
 * Called in a suite's `before`: `[ctx, a, b] = await appWithSellers(driver, ['verified', 'verified'])`.
 */
export async function appWithSellers<const K extends readonly ('verified' | 'unverified')[]>(
  driver: Driver,
  kinds: K,
  config: Partial<AppConfig> = {},
): Promise<[TestContext, ...{ [I in keyof K]: Session }]> {
  const ctx = await createTestApp(driver, config);
  const sellers: Session[] = [];
  for (const kind of kinds) sellers.push(await registerSeller(ctx.app, { verified: kind === 'verified' }));
  return [ctx, ...(sellers as { [I in keyof K]: Session })];
}

/** Each query finds exactly the expected keys (SKUs, order numbers, …), in that order. */
export async function assertFinds(find: (query: string) => Promise<string[]>, cases: [query: string, expected: string[]][]): Promise<void> {
  for (const [query, expected] of cases) assert.deepEqual(await find(query), expected, query);
}

/** Asks for an order's status change through the API, as the seller. */
export const patchOrderStatus = (app: FastifyInstance, s: Session, id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: `/api/seller/orders/${id}/status`, headers: bearer(s), payload });

/** Saves the signed-in user's own profile through the API. */
export const putProfile = (app: FastifyInstance, s: Session, payload: { firstName: string; lastName: string; phone: string }) =>
  app.inject({ method: 'PUT', url: '/api/profile', headers: bearer(s), payload });

/** Signs in one of the demo seed's accounts (all share one password). */
export async function loginDemo(app: FastifyInstance, email: string): Promise<Session> {
  const password = 'Seller@123';
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  assert.equal(res.statusCode, 200, res.body);
  const d = json<{ data: { accessToken: string; user: { _id: string } } }>(res).data;
  return { token: d.accessToken, cookie: '', userId: d.user._id, sellerId: '', email, password };
}

/** The fields of `actual` that `expected` names equal it (other fields are not compared). */
export function assertFields(actual: object, expected: Record<string, unknown>): void {
  const named = Object.fromEntries(Object.keys(expected).map((k) => [k, (actual as Record<string, unknown>)[k]]));
  assert.deepEqual(named, expected);
}

/** A 400 answer with exactly these per-field messages. */
export function assertInvalid(res: LightMyRequestResponse, errors: Record<string, string>): void {
  assert.equal(res.statusCode, 400, res.body);
  assert.deepEqual(json(res).errors, errors);
}
