import { webcrypto } from 'node:crypto';
import { MSG, TOKEN_TTL } from '@folio/contracts';
import { jwtVerify, SignJWT } from 'jose';
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

/** Checks signature (HS256 only: `alg: none` and other algorithms are refused), issuer, audience and expiry. */
export async function verifyAccessToken(
  token: string,
  secret: string,
): Promise<{ userId: string; sessionFamily: string | null }> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (!payload.sub) throw new Error('missing subject');
    return { userId: payload.sub, sessionFamily: typeof payload.sid === 'string' ? payload.sid : null };
  } catch {
    throw errors.unauthorized(MSG.accessTokenInvalid);
  }
}
