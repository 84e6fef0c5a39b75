import crypto from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export interface AccessClaims {
  userId: string;
  sellerId: string;
}

const ISSUER = 'agrihub-seller-portal';
const AUDIENCE = 'agrihub-api';
const TYP = 'at+jwt';

export interface TokenService {
  signAccess(claims: AccessClaims, ttlSeconds?: number): Promise<string>;
  /** Returns the claims or null for any invalid, expired or foreign token. */
  verifyAccess(token: string): Promise<AccessClaims | null>;
}

export function createTokenService(key: Buffer, defaultTtlSeconds: number): TokenService {
  return {
    async signAccess(claims, ttlSeconds = defaultTtlSeconds) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ sid: claims.sellerId })
        .setProtectedHeader({ alg: 'HS256', typ: TYP })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .setJti(crypto.randomUUID())
        .sign(key);
    },
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          typ: TYP,
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sellerId: payload.sid };
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) return null;
        throw err;
      }
    },
  };
}

/** Opaque refresh token: 32 random bytes; only its SHA-256 is stored. */
export function newRefreshToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
