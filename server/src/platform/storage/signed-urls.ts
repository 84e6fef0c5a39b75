import crypto from 'node:crypto';

export type FileKind = 'documents' | 'images';

export interface UrlSigner {
  /** A relative URL valid for ttlSeconds: /api/files/<kind>/<id>?expires=<unix>&sig=<hmac>. */
  sign(kind: FileKind, id: string, ttlSeconds?: number): string;
  verify(kind: string, id: string, expires: string, sig: string): boolean;
}

export function createUrlSigner(key: Buffer, defaultTtlSeconds: number): UrlSigner {
  const mac = (kind: string, id: string, expires: string) => crypto.createHmac('sha256', key).update(`${kind}\n${id}\n${expires}`).digest();
  return {
    sign(kind, id, ttlSeconds = defaultTtlSeconds) {
      const expires = String(Math.floor(Date.now() / 1000) + ttlSeconds);
      const sig = mac(kind, id, expires).toString('base64url');
      return `/api/files/${kind}/${encodeURIComponent(id)}?expires=${expires}&sig=${sig}`;
    },
    verify(kind, id, expires, sig) {
      if (!/^\d{1,12}$/.test(expires)) return false;
      if (Number(expires) < Math.floor(Date.now() / 1000)) return false;
      const expected = mac(kind, id, expires);
      let given: Buffer;
      try {
        given = Buffer.from(sig, 'base64url');
      } catch {
        return false;
      }
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    },
  };
}
