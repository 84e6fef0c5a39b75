import crypto from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { createExpiringCache } from '../lib/expiring-cache.ts';

export interface AccessClaims {
  userId: string;
  sellerId: string;
  /** The session (refresh-token family) the token was issued in; revoking it ends the token too. */
  sessionId: string;
}

/** What a valid access token says, with when it stops being valid (ms since the epoch). */
export interface VerifiedClaims extends AccessClaims {
  expiresAt: number;
}

const ISSUER = 'agrihub-seller-portal';
const AUDIENCE = 'agrihub-api';
const TYP = 'at+jwt';
const VERIFIED_MAX = 10_000;

export interface TokenService {
  signAccess(claims: AccessClaims, ttlSeconds?: number): Promise<string>;
  /** Returns the claims or null for any invalid, expired or foreign token. */
  verifyAccess(token: string): Promise<VerifiedClaims | null>;
  /**
   * The refresh token that rotation issues after `token`: the same for the same token, so a replay
   * within the reuse grace gets the successor already issued instead of a second live branch.
   */
  successorOf(refreshToken: string): string;
}

export function createTokenService(key: Buffer, refreshKey: Buffer, defaultTtlSeconds: number): TokenService {
  // Imported once: given raw bytes, jose would import the key again for every token it checks.
  // A token checked once is known by its exact text until it expires: a client's later requests
  // skip the signature check (an HMAC through WebCrypto's job queue, the largest cost of a
  // request once the reads are cached). Revocation is checked per request by the
  // session (platform/auth/plugin.ts), not here.
  const verified = createExpiringCache<string, VerifiedClaims>(VERIFIED_MAX);
  const hmacKey = crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    async signAccess(claims, ttlSeconds = defaultTtlSeconds) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ sid: claims.sellerId, sess: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: TYP })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .setJti(crypto.randomUUID())
        .sign(await hmacKey);
    },
    async verifyAccess(token) {
      const seen = verified.get(token);
      if (seen) return seen;
      try {
        const { payload } = await jwtVerify(token, await hmacKey, {
          algorithms: ['HS256'],
          typ: TYP,
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub', 'sid', 'sess'],
        });
        const { sub, sid, sess } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || typeof sess !== 'string') return null;
        const claims = { userId: sub, sellerId: sid, sessionId: sess, expiresAt: (payload.exp ?? 0) * 1000 };
        verified.set(token, claims, claims.expiresAt);
        return claims;
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) return null;
        throw err;
      }
    },
    successorOf(refreshToken) {
      return crypto.createHmac('sha256', refreshKey).update(refreshToken).digest('base64url');
    },
  };
}

/** An opaque bearer secret (a refresh token, a reset link's token): 32 random bytes; only its SHA-256 (hashToken) is stored. */
export function newOpaqueToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export const newRefreshToken = newOpaqueToken;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
