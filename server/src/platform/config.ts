import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorageConfig } from './storage/storage.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root (server/..). */
export const REPO_ROOT = path.resolve(here, '..', '..', '..');

export const REMOTE_NAMES = ['orders', 'catalog', 'documents', 'commerce', 'support'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface AppConfig {
  /** Directory for the embedded database, uploads, keys and the lock file. */
  dataDir: string;
  /** When set, PostgreSQL server instead of embedded PGlite. */
  databaseUrl: string | undefined;
  /**
   * DATABASE_POOL_MAX: connections this process may hold on that server. Every process of a cluster
   * holds its own pool, so processes x pool must stay under the server's max_connections.
   */
  databasePoolMax: number;
  /** Where shell/dist and mfe-<name>/dist live. */
  webRoot: string;
  /** Remote name -> URL of its mf-manifest.json. */
  remotes: Record<RemoteName, string>;
  /**
   * STORAGE_URL as given: where uploaded files go (see parseStorageUrl). Unset, the database when it
   * is a PostgreSQL server (every process shares it) and DATA_DIR/uploads with the embedded one.
   */
  storageUrl: string | undefined;
  /** HMAC key for JWTs (HS256) and signed file URLs; undefined = generated once under dataDir. */
  jwtSecret: string | undefined;
  /** argon2id memory cost in KiB (OWASP minimum 19456). */
  argon2MemoryKiB: number;
  accessTokenTtlSeconds: number;
  signedUrlTtlSeconds: number;
  /** Seed demo accounts and data when the database has no users. */
  seedDemo: boolean;
  /** Keep the JSON of hot reads until the seller's data changes (READ_CACHE=0 turns it off). */
  readCache: boolean;
  /**
   * Which proxies' X-Forwarded-For to believe: false (none: the client is the socket's peer), a hop
   * count (that many proxies in front, each appending the address it saw), or their addresses.
   */
  trustProxy: false | number | string[];
  /** Sign-up and sign-in throttles (per client address and account). */
  limits: RateLimits;
  /** Outgoing mail (platform/mail/worker.ts). */
  mail: MailConfig;
  logLevel: string;
  /** INSTANCE_NAME: this process's name in a cluster, sent as X-Served-By on every answer (unset: none). */
  instanceName: string | undefined;
}

export interface MailConfig {
  /** smtp://user:pass@host:587 (or smtps://); unset, each message's link goes to the server log instead. */
  smtpUrl: string | undefined;
  /** The portal's address as users reach it: every link in a message starts with it. */
  publicUrl: string;
  /** The From header. */
  from: string;
}

export interface RateLimits {
  /** Failed sign-ins per account and address in 15 minutes before 429. */
  loginFailuresPerAccount: number;
  /** Failed sign-ins per address (any account) in 15 minutes before 429. */
  loginFailuresPerAddress: number;
  /** Registrations (and attempts on taken emails) per address in an hour. */
  registrationsPerAddress: number;
}

export const ARGON2_MIN_MEMORY_KIB = 19456;

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return n;
}

/**
 * TRUST_PROXY: unset, 0 or false = no proxy; a number = that many proxies in front (the client
 * is the address the outermost one appended); else a comma-separated list of the proxies'
 * addresses or CIDR ranges. `true` (trust any hop) is refused: the leftmost X-Forwarded-For entry
 * is whatever the client wrote, so every request could claim a new address.
 */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    throw new Error(
      'TRUST_PROXY=true would let any client choose its address through X-Forwarded-For. Give the number of ' +
        'proxies in front of the server (TRUST_PROXY=1 for one) or their addresses (TRUST_PROXY=10.0.0.5,10.0.1.0/24).',
    );
  }
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  for (const entry of list) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = net.isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !bitsOk || rest.length > 0) {
      throw new Error(`TRUST_PROXY: '${entry}' is neither a hop count nor an IP address or CIDR range`);
    }
  }
  return list;
}

/**
 * Where uploaded files go. `disk` (or `file:///dir`) is a local directory, for one process only;
 * `database` keeps them in a table of the database; `s3://bucket/prefix?endpoint=...&region=...` is
 * S3 or any S3-compatible store (credentials from the AWS SDK's usual environment variables;
 * `forcePathStyle=false` for virtual-hosted buckets). Unset, the database when DATABASE_URL names a
 * PostgreSQL server, else `disk`.
 */
export function parseStorageUrl(raw: string | undefined, opts: { dataDir: string; databaseServer: boolean; region?: string }): StorageConfig {
  const value = (raw ?? '').trim();
  const disk = { kind: 'disk', dir: path.join(opts.dataDir, 'uploads') } as const;
  if (value === '') return opts.databaseServer ? { kind: 'database' } : disk;
  if (value === 'disk') return disk;
  if (value === 'database') return { kind: 'database' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`STORAGE_URL: '${value}' is none of disk, database, file:///dir or s3://bucket?endpoint=...`);
  }
  if (url.protocol === 'file:') return { kind: 'disk', dir: path.resolve(decodeURIComponent(url.pathname)) };
  if (url.protocol !== 's3:' || url.hostname === '') {
    throw new Error(`STORAGE_URL: '${value}' is none of disk, database, file:///dir or s3://bucket?endpoint=...`);
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\//.test(endpoint)) throw new Error(`STORAGE_URL: the endpoint '${endpoint}' must start with http:// or https://`);
  return {
    kind: 's3',
    bucket: url.hostname,
    prefix: decodeURIComponent(url.pathname)
      .replace(/^\/+/, '')
      .replace(/([^/])$/, '$1/'),
    endpoint,
    region: url.searchParams.get('region') ?? opts.region ?? 'us-east-1',
    // S3-compatible servers (MinIO, Ceph, a test's own) mostly want the bucket in the path.
    forcePathStyle: (url.searchParams.get('forcePathStyle') ?? (endpoint ? 'true' : 'false')) !== 'false',
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const override = env[`REMOTE_URL_${name.toUpperCase()}`];
    remotes[name] = override && override.trim() !== '' ? override.trim() : `/mfe/${name}/mf-manifest.json`;
  }
  const jwtSecret = env.JWT_SECRET && env.JWT_SECRET !== '' ? env.JWT_SECRET : undefined;
  if (jwtSecret !== undefined && Buffer.byteLength(jwtSecret) < 32) {
    throw new Error('JWT_SECRET must be at least 32 bytes long');
  }
  const port = env.PORT && env.PORT !== '' ? env.PORT : '8080';
  const cfg: AppConfig = {
    dataDir: path.resolve(env.DATA_DIR && env.DATA_DIR !== '' ? env.DATA_DIR : path.join(REPO_ROOT, 'data')),
    databaseUrl: env.DATABASE_URL && env.DATABASE_URL !== '' ? env.DATABASE_URL : undefined,
    databasePoolMax: intEnv(env, 'DATABASE_POOL_MAX', 10),
    storageUrl: env.STORAGE_URL && env.STORAGE_URL.trim() !== '' ? env.STORAGE_URL.trim() : undefined,
    webRoot: path.resolve(env.WEB_ROOT && env.WEB_ROOT !== '' ? env.WEB_ROOT : REPO_ROOT),
    remotes,
    jwtSecret,
    argon2MemoryKiB: ARGON2_MIN_MEMORY_KIB,
    accessTokenTtlSeconds: 15 * 60,
    signedUrlTtlSeconds: intEnv(env, 'SIGNED_URL_TTL_SECONDS', 15 * 60),
    seedDemo: env.SEED_DEMO !== '0' && env.SEED_DEMO !== 'false',
    readCache: env.READ_CACHE !== '0' && env.READ_CACHE !== 'false',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    limits: {
      loginFailuresPerAccount: intEnv(env, 'LOGIN_FAILURES_PER_ACCOUNT', 5),
      loginFailuresPerAddress: intEnv(env, 'LOGIN_FAILURES_PER_ADDRESS', 50),
      registrationsPerAddress: intEnv(env, 'REGISTRATIONS_PER_ADDRESS', 10),
    },
    mail: {
      smtpUrl: env.SMTP_URL && env.SMTP_URL !== '' ? env.SMTP_URL : undefined,
      // No trailing slash, so a link is publicUrl + '/path' whichever way it was written.
      publicUrl: (env.PUBLIC_URL && env.PUBLIC_URL !== '' ? env.PUBLIC_URL : `http://localhost:${port}`).replace(/\/+$/, ''),
      from: env.MAIL_FROM && env.MAIL_FROM !== '' ? env.MAIL_FROM : 'AgriHub <no-reply@agrihub.pk>',
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    instanceName: env.INSTANCE_NAME && /^[\w.-]{1,64}$/.test(env.INSTANCE_NAME) ? env.INSTANCE_NAME : undefined,
    ...overrides,
  };
  return cfg;
}
