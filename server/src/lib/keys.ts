import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The server's secret: JWT_SECRET from the environment, else 64 random bytes generated on first start
 * and kept (mode 0600) under DATA_DIR. Separate keys for JWTs and signed URLs are derived from it.
 */
export function loadMasterSecret(envSecret: string | undefined, dataDir: string): Buffer {
  if (envSecret) return Buffer.from(envSecret, 'utf8');
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'secret.key');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 64) return Buffer.from(existing, 'base64url');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secret = crypto.randomBytes(64);
  try {
    fs.writeFileSync(file, secret.toString('base64url') + '\n', { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (err) {
    // Another process created it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') {
      return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
    }
    throw err;
  }
}

export function deriveKey(master: Buffer, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', master, Buffer.alloc(0), `agrihub:${purpose}`, 32));
}
