import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../db/index.ts';

const SECRET_NAME = 'master';
/** Where servers before the secret moved into the database kept it; adopted once, so tokens stay valid. */
const LEGACY_FILE = 'secret.key';

/**
 * The server's secret when JWT_SECRET is not given: 64 random bytes created once, in the database,
 * by whichever process starts first (INSERT ... ON CONFLICT DO NOTHING, then read back), so every
 * process against one database signs and verifies with the same keys. An older DATA_DIR/secret.key
 * is adopted as that secret. Separate keys for JWTs, refresh tokens and signed URLs are derived
 * from it.
 */
export async function loadServerSecret(db: Queryable, dataDir: string): Promise<Buffer> {
  const candidate = readLegacySecret(dataDir) ?? crypto.randomBytes(64).toString('base64url');
  await db.query(`INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [SECRET_NAME, candidate]);
  const [row] = await db.query<{ value: string }>(`SELECT value FROM server_secrets WHERE name = $1`, [SECRET_NAME]);
  if (!row) throw new Error('the server secret could not be stored');
  return Buffer.from(row.value, 'base64url');
}

function readLegacySecret(dataDir: string): string | undefined {
  try {
    const existing = fs.readFileSync(path.join(dataDir, LEGACY_FILE), 'utf8').trim();
    return existing.length >= 64 ? existing : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

export function deriveKey(master: Buffer, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', master, Buffer.alloc(0), `agrihub:${purpose}`, 32));
}
