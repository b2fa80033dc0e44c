import { webcrypto } from 'node:crypto';
import { MSG, TOKEN_TTL } from '@folio/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { errors } from '../core/errors';

const ISSUER = 'folio';
const AUDIENCE = 'folio-api';
const ALGORITHM = 'HS256';

const keys = new Map<string, Promise<webcrypto.CryptoKey>>();

/**
 * The HMAC key of `secret`, imported once: handed raw bytes, jose imports a key on every call,
 * which cost a noticeable share of a short request's CPU.
 */
function key(secret: string): Promise<webcrypto.CryptoKey> {
  let imported = keys.get(secret);
  if (!imported) {
    imported = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, imported);
  }
  return imported;
}

/**
 * A short-lived access token naming the user and the refresh-session family it came from (`sid`),
 * so that "sign out my other sessions" can keep the caller's. Organization and role are read per request.
 */
export async function signAccessToken(
  userId: string,
  secret: string,
  options: { sessionFamily?: string; ttlSeconds?: number } = {},
) {
  const ttlSeconds = options.ttlSeconds ?? TOKEN_TTL.accessSeconds;
  return new SignJWT(options.sessionFamily ? { sid: options.sessionFamily } : {})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(await key(secret));
}

type AccessClaims = { userId: string; sessionFamily: string | null };

/**
 * Tokens whose signature, issuer and audience were verified, with their expiry (epoch seconds),
 * per secret. A client sends the same access token on every request for its whole lifetime, and
 * verifying an HMAC through WebCrypto cost a tenth of a short request's CPU; a token found here
 * is the same string that was verified, so only its expiry is checked again. Revocation is not
 * cached: the session family is read with the caller on every request.
 */
const verified = new Map<string, LRUCache<string, AccessClaims & { exp: number }>>();
const VERIFIED_TOKENS_KEPT = 10_000;

function verifiedTokens(secret: string) {
  let cache = verified.get(secret);
  if (!cache) {
    cache = new LRUCache({ max: VERIFIED_TOKENS_KEPT });
    verified.set(secret, cache);
  }
  return cache;
}

/** Checks signature (HS256 only: `alg: none` and other algorithms are refused), issuer, audience and expiry. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims> {
  const cache = verifiedTokens(secret);
  const known = cache.get(token);
  // The same rule as jose's: expired once the current second reaches `exp`.
  if (known && Math.floor(Date.now() / 1000) < known.exp) {
    return { userId: known.userId, sessionFamily: known.sessionFamily };
  }
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (!payload.sub) throw new Error('missing subject');
    const claims = {
      userId: payload.sub,
      sessionFamily: typeof payload.sid === 'string' ? payload.sid : null,
    };
    if (typeof payload.exp === 'number') cache.set(token, { ...claims, exp: payload.exp });
    return claims;
  } catch {
    cache.delete(token);
    throw errors.unauthorized(MSG.accessTokenInvalid);
  }
}
