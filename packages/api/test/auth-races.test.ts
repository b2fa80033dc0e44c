import { MSG } from '@folio/contracts';
import { type Executor, schema } from '@folio/db';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken, newOpaqueToken } from '../src/core/hash';
import { type TestTransaction, whileUncommitted } from './helpers/concurrency';
import { countRows, insertInvite, userRow } from './helpers/fixtures';
import { createOrg } from './helpers/org';
import { signUp, uniqueEmail } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();

const refresh = (cookie: string) => rest.post('/auth/refresh', undefined, { cookie });
const sessionOf = async (token: string, db: Executor = t.handle.db) =>
  (
    await db
      .select()
      .from(schema.refreshSessions)
      .where(eq(schema.refreshSessions.tokenHash, hashToken(token)))
  )[0]!;

/**
 * What a refresh does in its transaction, done by hand: the presented token is marked rotated
 * (which locks its row) and its successor is inserted. Answers the successor's token.
 */
async function rotateByHand(tx: TestTransaction, from: string) {
  // Inside the transaction: PGlite is one connection, a query beside it would wait for it forever.
  const session = await sessionOf(from, tx);
  await tx
    .update(schema.refreshSessions)
    .set({ rotatedAt: new Date() })
    .where(eq(schema.refreshSessions.id, session.id));
  const next = newOpaqueToken();
  await tx.insert(schema.refreshSessions).values({
    userId: session.userId,
    familyId: session.familyId,
    tokenHash: hashToken(next),
    expiresAt: new Date(Date.now() + 86_400_000),
    familyExpiresAt: session.familyExpiresAt,
  });
  return next;
}

describe('refresh tokens against a concurrent sign-out', () => {
  it('a refresh that read its token before a sign-out committed cannot rotate it afterwards', async () => {
    const account = await signUp(rest, t.outbox);
    const session = await sessionOf(account.refresh);

    // The sign-out (revocation of the family) is in flight while the refresh runs.
    const res = await whileUncommitted(
      t,
      (tx) =>
        tx
          .update(schema.refreshSessions)
          .set({ revokedAt: new Date() })
          .where(eq(schema.refreshSessions.familyId, session.familyId)),
      () => refresh(account.refresh),
    );

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ msg: MSG.refreshTokenInvalid });
    const live = await t.handle.db
      .select()
      .from(schema.refreshSessions)
      .where(
        and(eq(schema.refreshSessions.familyId, session.familyId), isNull(schema.refreshSessions.revokedAt)),
      );
    expect(live).toEqual([]);
  });

  it('a token made by a rotation that committed under a sign-out does not outlive the sign-out', async () => {
    const account = await signUp(rest, t.outbox);
    let successor = '';

    // A refresh is committing (its rotation holds the old token's row) while the user signs out.
    const logout = await whileUncommitted(
      t,
      async (tx) => {
        successor = await rotateByHand(tx, account.refresh);
      },
      () => rest.post('/auth/logout', undefined, { cookie: account.refresh }),
    );
    expect(logout.status).toBe(200);

    const res = await refresh(successor);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ msg: MSG.refreshTokenInvalid });
    expect((await sessionOf(successor)).revokedAt).not.toBeNull();
  });

  it('the same holds for a password change signing the other sessions out', async () => {
    const account = await signUp(rest, t.outbox);
    const login = await rest.post('/auth/login', { email: account.email, password: account.password });
    let successor = '';

    const change = await whileUncommitted(
      t,
      async (tx) => {
        successor = await rotateByHand(tx, account.refresh);
      },
      () =>
        rest.patch(
          '/users/me/password',
          { currentPassword: account.password, newPassword: 'N3w-Passw0rd!' },
          { token: login.body.token },
        ),
    );
    expect(change.status).toBe(200);

    expect((await refresh(successor)).status).toBe(401);
    // The session that changed the password stays signed in.
    expect((await refresh(login.refreshCookie!)).status).toBe(200);
  });
});

describe('confirming an email change against a concurrent registration', () => {
  it('answers 409 when the address was registered meanwhile, and changes nothing', async () => {
    const account = await signUp(rest, t.outbox);
    const wanted = uniqueEmail('contested');
    await rest.post(
      '/auth/request-email-change',
      { newEmail: wanted, currentPassword: account.password },
      { token: account.token },
    );
    const token = t.outbox.token(wanted);

    const res = await whileUncommitted(
      t,
      (tx) => tx.insert(schema.users).values({ name: 'Quick Registrant', email: wanted, passwordHash: 'x' }),
      () => rest.get(`/auth/verify-email?token=${encodeURIComponent(token)}`),
    );

    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body).toEqual({ msg: MSG.emailTaken });
    const user = await userRow(t, account.email);
    expect(user.email).toBe(account.email);
    expect(user.pendingEmail).toBe(wanted);
  });
});

describe('accepting an invitation against a concurrent revocation', () => {
  it('refuses the registration when the invitation was revoked meanwhile, and creates nobody', async () => {
    const { orgId } = await createOrg(t, rest, { orgName: 'Revoking Org' });
    const email = uniqueEmail('revoked');
    const invite = await insertInvite(t, { orgId, email });
    const users = await countRows(t, 'users');

    const res = await whileUncommitted(
      t,
      (tx) =>
        tx
          .update(schema.invites)
          .set({ revokedAt: new Date() })
          .where(eq(schema.invites.tokenHash, hashToken(invite))),
      () => rest.post('/auth/register', { name: 'Late Joiner', email, password: 'Str0ng-Passw0rd', invite }),
    );

    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'invite', msg: MSG.invalidInvitation }]);
    expect(await countRows(t, 'users')).toBe(users);
    const [row] = await t.handle.db
      .select()
      .from(schema.invites)
      .where(eq(schema.invites.tokenHash, hashToken(invite)));
    expect(row!.acceptedAt).toBeNull();
  });
});
