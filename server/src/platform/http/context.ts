import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/index.ts';
import { createPasswordHasher, type PasswordHasher } from '../auth/passwords.ts';
import { deriveKey, loadServerSecret } from '../auth/keys.ts';
import { createTokenService, type TokenService } from '../auth/tokens.ts';
import { createUrlSigner, type UrlSigner } from '../storage/signed-urls.ts';
import type { FileStorage } from '../storage/storage.ts';
import { createReadCache, noReadCache, type ReadCache } from '../lib/read-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    tokens: TokenService;
    signer: UrlSigner;
    storage: FileStorage;
    passwords: PasswordHasher;
    readCache: ReadCache;
  }
}

export interface ContextOptions {
  config: AppConfig;
  db: Db;
  /** Opened before the demo seed, which writes its files through it. */
  storage: FileStorage;
}

/** Our own decorators: configuration, the database and the services built from the secret key. */
export default fp<ContextOptions>(
  async (app, { config, db, storage }) => {
    const master = config.jwtSecret ? Buffer.from(config.jwtSecret, 'utf8') : await loadServerSecret(db, config.dataDir);
    app.decorate('config', config);
    app.decorate('db', db);
    app.decorate('tokens', createTokenService(deriveKey(master, 'jwt'), deriveKey(master, 'refresh-successor'), config.accessTokenTtlSeconds));
    app.decorate('signer', createUrlSigner(deriveKey(master, 'signed-url'), config.signedUrlTtlSeconds));
    app.decorate('storage', storage);
    app.decorate('passwords', createPasswordHasher(config.argon2MemoryKiB));
    // Copies at most a minute old, so the signed image URLs inside keep 14 of their 15 minutes.
    app.decorate('readCache', config.readCache ? createReadCache({ maxAgeMs: 60_000, maxChars: 64 * 1024 * 1024 }) : noReadCache);
  },
  { name: 'agrihub-context', fastify: '5.x' },
);
