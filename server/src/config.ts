import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root (server/..). */
export const REPO_ROOT = path.resolve(here, '..', '..');

export const REMOTE_NAMES = ['orders', 'catalog', 'documents', 'commerce', 'support'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface AppConfig {
  /** Directory for the embedded database, uploads, keys and the lock file. */
  dataDir: string;
  /** When set, PostgreSQL server instead of embedded PGlite. */
  databaseUrl: string | undefined;
  /** Where shell/dist and mfe-<name>/dist live. */
  webRoot: string;
  /** Remote name -> URL of its mf-manifest.json. */
  remotes: Record<RemoteName, string>;
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
  trustProxy: boolean;
  logLevel: string;
}

export const ARGON2_MIN_MEMORY_KIB = 19456;

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return n;
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
  const cfg: AppConfig = {
    dataDir: path.resolve(env.DATA_DIR && env.DATA_DIR !== '' ? env.DATA_DIR : path.join(REPO_ROOT, 'data')),
    databaseUrl: env.DATABASE_URL && env.DATABASE_URL !== '' ? env.DATABASE_URL : undefined,
    webRoot: path.resolve(env.WEB_ROOT && env.WEB_ROOT !== '' ? env.WEB_ROOT : REPO_ROOT),
    remotes,
    jwtSecret,
    argon2MemoryKiB: ARGON2_MIN_MEMORY_KIB,
    accessTokenTtlSeconds: 15 * 60,
    signedUrlTtlSeconds: intEnv(env, 'SIGNED_URL_TTL_SECONDS', 15 * 60),
    seedDemo: env.SEED_DEMO !== '0' && env.SEED_DEMO !== 'false',
    readCache: env.READ_CACHE !== '0' && env.READ_CACHE !== 'false',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    ...overrides,
  };
  return cfg;
}
