/**
 * The baseline's access-token check, the same as Folio's (packages/api/src/auth/access-token.ts):
 * jose's jwtVerify, HS256 only, Folio's issuer and audience, with the HMAC key imported once; a
 * token verified once is remembered until it expires, so a client's next requests only check
 * the expiry, as Folio does.
 */
import { webcrypto } from 'node:crypto';
import { jwtVerify } from 'jose';

const OPTIONS = { algorithms: ['HS256'], issuer: 'folio', audience: 'folio-api' };
/** Verified tokens kept, as Folio keeps them. */
const KEPT = 10_000;

/** Answers whether an Authorization header carries a valid access token. */
export async function createTokenCheck(jwtSecret: string) {
  const key = await webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(jwtSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  /** Token → its expiry (epoch seconds). */
  const verified = new Map<string, number>();
  return async (authorization: string | undefined): Promise<boolean> => {
    const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
    if (!token) return false;
    const exp = verified.get(token);
    if (exp !== undefined && Math.floor(Date.now() / 1000) < exp) return true;
    try {
      const { payload } = await jwtVerify(token, key, OPTIONS);
      if (!payload.sub) return false;
      if (typeof payload.exp === 'number') {
        if (verified.size >= KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, payload.exp);
      }
      return true;
    } catch {
      verified.delete(token);
      return false;
    }
  };
}
