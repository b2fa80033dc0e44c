import type { Role } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, asc, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { hashToken, newOpaqueToken } from '../../src/core/hash';
import { TEST_JWT_SECRET, type TestApp } from './app';
import { type Account, type RestClient, uniqueEmail } from './rest';

/** The users row of an address (fails the test when there is none). */
export async function userRow(t: TestApp, email: string) {
  const [row] = await t.handle.db.select().from(schema.users).where(eq(schema.users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** An invitation written straight to the database, as the invite endpoint would; answers the raw token. */
export async function insertInvite(
  t: TestApp,
  values: {
    orgId: string;
    email: string;
    role?: Role;
    name?: string;
    expiresAt?: Date;
    acceptedAt?: Date | null;
    revokedAt?: Date | null;
  },
): Promise<string> {
  const token = newOpaqueToken();
  await t.handle.db.insert(schema.invites).values({
    orgId: values.orgId,
    email: values.email,
    name: values.name ?? 'Invited Person',
    role: values.role ?? 'member',
    tokenHash: hashToken(token),
    expiresAt: values.expiresAt ?? new Date(Date.now() + 7 * 86_400_000),
    acceptedAt: values.acceptedAt ?? null,
    revokedAt: values.revokedAt ?? null,
  });
  return token;
}

/** A record's activity entries, oldest first, as the database holds them. */
export const recordActivity = (t: TestApp, objectId: string) =>
  t.handle.db
    .select()
    .from(schema.activityEntries)
    .where(eq(schema.activityEntries.objectId, objectId))
    .orderBy(asc(schema.activityEntries.createdAt));

/** An organization's activity entries of one action, as the database holds them. */
export const orgActivity = (t: TestApp, orgId: string, action: string) =>
  t.handle.db
    .select()
    .from(schema.activityEntries)
    .where(and(eq(schema.activityEntries.orgId, orgId), eq(schema.activityEntries.action, action)));

/** Moves every emailed token of a user into the past. */
export async function expireUserTokens(t: TestApp, userId: string, kind: schema.UserTokenKind) {
  await t.handle.db
    .update(schema.userTokens)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(and(eq(schema.userTokens.userId, userId), eq(schema.userTokens.kind, kind)));
}

/** Sets a member's role in an organization directly in the database. */
export async function setRole(t: TestApp, orgId: string, userId: string, role: Role) {
  await t.handle.db
    .update(schema.memberships)
    .set({ role })
    .where(and(eq(schema.memberships.orgId, orgId), eq(schema.memberships.userId, userId)));
}

export async function memberships(t: TestApp, orgId: string) {
  return t.handle.db.select().from(schema.memberships).where(eq(schema.memberships.orgId, orgId));
}

export async function countRows(t: TestApp, table: 'users' | 'organizations' | 'memberships') {
  return (await t.handle.db.select({ id: schema[table].id }).from(schema[table])).length;
}

/** An access token signed the way src/auth/access-token.ts does, with any claim overridable. */
export function craftAccessToken(
  userId: string,
  options: {
    secret?: string;
    issuer?: string;
    audience?: string;
    /** Seconds since the epoch. */
    exp?: number;
  } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(options.issuer ?? 'folio')
    .setAudience(options.audience ?? 'folio-api')
    .setIssuedAt(now - 60)
    .setExpirationTime(options.exp ?? now + 600)
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

/** An unsigned token with `alg: none`, carrying otherwise valid claims. */
export function unsignedToken(userId: string) {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: userId, iss: 'folio', aud: 'folio-api', iat: now, exp: now + 600 })}.`;
}

/** Registers `email` under `name` with the invitation token `invite`, as the invitation page does. */
export const registerInvited = (
  rest: RestClient,
  invite: string,
  email: string,
  name: string,
  password = 'Str0ng-Passw0rd',
) => rest.post('/auth/register', { name, email, password, invite });

/**
 * Asks, as `account`, to move it to a new address (as whoever held the account would, to an inbox
 * they read) and answers the token of the confirmation link mailed there.
 */
export async function pendingEmailChange(t: TestApp, rest: RestClient, account: Account) {
  const newEmail = uniqueEmail('intruder');
  const res = await rest.post(
    '/auth/request-email-change',
    { newEmail, currentPassword: account.password },
    { token: account.token },
  );
  if (res.status !== 200) throw new Error(`request-email-change: ${res.status} ${JSON.stringify(res.body)}`);
  return t.outbox.token(newEmail);
}
