import { MSG, TOKEN_TTL } from '@folio/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { errors } from '../core/errors';

const ISSUER = 'folio';
const AUDIENCE = 'folio-api';
const ALGORITHM = 'HS256';

const key = (secret: string) => new TextEncoder().encode(secret);

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
    .sign(key(secret));
}

/** Checks signature (HS256 only: `alg: none` and other algorithms are refused), issuer, audience and expiry. */
export async function verifyAccessToken(
  token: string,
  secret: string,
): Promise<{ userId: string; sessionFamily: string | null }> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
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
