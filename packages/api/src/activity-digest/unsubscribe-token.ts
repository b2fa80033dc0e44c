import { jwtVerify, SignJWT } from 'jose';

/**
 * The activity email's unsubscribe token: an HS256 JWT signed with the server's JWT secret, naming
 * the user (`sub`) and what it is for (`purpose`), with an audience of its own, so it is never taken
 * for an access token nor an access token for it. It can do one thing: turn the activity email off.
 */
const ISSUER = 'folio';
const AUDIENCE = 'folio-unsubscribe';
const PURPOSE = 'activity-email';
/** Old emails' links keep working for a year. */
const LIFETIME = '365d';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signUnsubscribeToken(userId: string, secret: string): Promise<string> {
  return new SignJWT({ purpose: PURPOSE })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(keyOf(secret));
}

/** The user the token names, or null for a forged, altered, expired or foreign token. */
export async function verifyUnsubscribeToken(token: string, secret: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    if (payload.purpose !== PURPOSE || typeof payload.sub !== 'string') return null;
    return payload.sub;
  } catch {
    return null;
  }
}
