import type { Role } from '@folio/contracts';
import { MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, errors } from '../src/core/errors';
import type { Context } from '../src/trpc/context';
import { t as trpc } from '../src/trpc/init';
import {
  adminProcedure,
  authedProcedure,
  managerProcedure,
  orgProcedure,
  publicProcedure,
  requireRole,
  requireVerifiedEmail,
  router,
} from '../src/trpc/procedures';
import { insertInvite, setRole, userRow } from './helpers/fixtures';
import { signUp, uniqueEmail } from './helpers/rest';
import { useTestApp } from './helpers/suite';

/** A tiny router over the real procedure tiers, as domain routers will use them. */
const guarded = router({
  open: publicProcedure.query(() => 'open'),
  signedIn: authedProcedure.query(({ ctx }) => ctx.user.email),
  member: orgProcedure.query(({ ctx }) => ({ orgId: ctx.scope.org.id, role: ctx.scope.caller.role })),
  memberAtLeast: orgProcedure.use(requireRole('member')).query(({ ctx }) => ctx.scope.caller.role),
  manager: orgProcedure.use(requireRole('manager')).mutation(({ ctx }) => ctx.scope.caller.role),
  managerTier: managerProcedure.query(({ ctx }) => ctx.scope.caller.role),
  admin: adminProcedure.mutation(({ ctx }) => ctx.scope.caller.role),
  verified: authedProcedure.use(requireVerifiedEmail).mutation(() => 'verified'),
  verifiedManager: orgProcedure
    .use(requireVerifiedEmail)
    .use(requireRole('manager'))
    .mutation(() => 'ok'),
  validated: publicProcedure
    .input(z.object({ name: z.string().trim().min(1, { error: MSG.nameRequired }) }))
    .mutation(({ input }) => input.name),
  throwsConflict: publicProcedure.mutation(() => {
    throw errors.conflict(MSG.emailTaken);
  }),
});
const createCaller = trpc.createCallerFactory(guarded);

const { t, rest } = useTestApp();

/** The context contextFactory builds for a request carrying `bearerToken`. */
function contextFor(bearerToken: string | null): Context {
  return {
    deps: t.deps,
    request: {
      ip: '127.0.0.1',
      userAgent: 'vitest',
      origin: null,
      secFetchSite: null,
      bearerToken,
      refreshToken: null,
      url: '/trpc',
    },
    cookies: { setRefreshToken() {}, clearRefreshToken() {} },
    headers: { set() {} },
  };
}
const callerFor = (token: string | null) => createCaller(contextFor(token));

/** The error a call fails with, plus its HTTP status and app code as the adapters answer them. */
async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(TRPCError);
    const trpcError = error as TRPCError;
    const cause = trpcError.cause instanceof AppError ? trpcError.cause : null;
    return {
      status: getHTTPStatusCodeFromError(trpcError),
      message: trpcError.message,
      code: cause?.extra.code,
      errors: cause?.extra.errors,
    };
  }
  throw new Error('expected the call to fail');
}

/** An organization with an admin (verified) and a second member with `role`. */
async function team(role: Role, options: { verifyMember?: boolean } = {}) {
  const admin = await signUp(rest, t.outbox);
  const orgId = (await rest.get('/auth/me', { token: admin.token })).body.user.currentOrg._id as string;
  const email = uniqueEmail(role);
  const invite = await insertInvite(t, { orgId, email, role: 'member' });
  const res = await rest.post('/auth/register', { name: 'Mem', email, password: 'Member-Passw0rd', invite });
  expect(res.status).toBe(200);
  const memberId = (await userRow(t, email)).id;
  await setRole(t, orgId, memberId, role);
  if (options.verifyMember === false) {
    await t.handle.db.update(schema.users).set({ isVerified: false }).where(eq(schema.users.id, memberId));
  }
  return { admin, orgId, member: { token: res.body.token as string, id: memberId, email } };
}

describe('procedure tiers', () => {
  it('public procedures need no token; authed ones answer 401 without or with a bad token', async () => {
    expect(await callerFor(null).open()).toBe('open');
    const missing = await failure(callerFor(null).signedIn());
    expect(missing).toMatchObject({ status: 401, message: MSG.noTokenProvided });
    const bad = await failure(callerFor('garbage').member());
    expect(bad.status).toBe(401);
    expect(bad.message).toMatch(/token/i);
  });

  it('lets an admin through every tier', async () => {
    const { admin, orgId } = await team('viewer');
    const caller = callerFor(admin.token);
    expect(await caller.signedIn()).toBe(admin.email);
    expect(await caller.member()).toEqual({ orgId, role: 'admin' });
    expect(await caller.manager()).toBe('admin');
    expect(await caller.managerTier()).toBe('admin');
    expect(await caller.admin()).toBe('admin');
    expect(await caller.verifiedManager()).toBe('ok');
  });

  it.each([
    ['viewer', { memberAtLeast: false, manager: false, admin: false }],
    ['member', { memberAtLeast: true, manager: false, admin: false }],
    ['manager', { memberAtLeast: true, manager: true, admin: false }],
  ] as const)('answers 403 INSUFFICIENT_ROLE below the required role (%s)', async (role, allowed) => {
    const { member, orgId } = await team(role);
    const caller = callerFor(member.token);
    expect(await caller.member()).toEqual({ orgId, role });

    const checks: [keyof typeof allowed, () => Promise<unknown>][] = [
      ['memberAtLeast', () => caller.memberAtLeast()],
      ['manager', () => caller.manager()],
      ['admin', () => caller.admin()],
    ];
    for (const [name, call] of checks) {
      if (allowed[name]) {
        expect(await call()).toBe(role);
      } else {
        const denied = await failure(call());
        expect(denied, name).toEqual({
          status: 403,
          message: MSG.insufficientRole,
          code: 'INSUFFICIENT_ROLE',
          errors: undefined,
        });
      }
    }
    if (!allowed.manager) {
      expect((await failure(caller.managerTier())).code).toBe('INSUFFICIENT_ROLE');
    }
  });

  it('reads the role on every call: a promotion or demotion applies at once', async () => {
    const { member, orgId } = await team('viewer');
    const caller = callerFor(member.token);
    expect((await failure(caller.manager())).code).toBe('INSUFFICIENT_ROLE');
    await setRole(t, orgId, member.id, 'manager');
    expect(await caller.manager()).toBe('manager');
    await setRole(t, orgId, member.id, 'viewer');
    expect((await failure(caller.manager())).code).toBe('INSUFFICIENT_ROLE');
  });

  it('answers 403 EMAIL_NOT_VERIFIED for an unverified user', async () => {
    const unverified = await signUp(rest, t.outbox, { verify: false });
    const caller = callerFor(unverified.token);
    expect(await caller.signedIn()).toBe(unverified.email);
    expect(await failure(caller.verified())).toEqual({
      status: 403,
      message: MSG.emailNotVerified,
      code: 'EMAIL_NOT_VERIFIED',
      errors: undefined,
    });
    // An admin of their own organization, still refused until verified.
    expect((await failure(caller.verifiedManager())).code).toBe('EMAIL_NOT_VERIFIED');

    await rest.get(`/auth/verify-email?token=${t.outbox.token(unverified.email, 'Verify')}`);
    expect(await caller.verified()).toBe('verified');
  });

  it('checks the email before the role, and the role for a verified user', async () => {
    const { member } = await team('viewer', { verifyMember: false });
    const caller = callerFor(member.token);
    expect((await failure(caller.verifiedManager())).code).toBe('EMAIL_NOT_VERIFIED');
    await t.handle.db.update(schema.users).set({ isVerified: true }).where(eq(schema.users.id, member.id));
    expect((await failure(caller.verifiedManager())).code).toBe('INSUFFICIENT_ROLE');
  });

  it('refuses a removed member at once, although their access token is still valid', async () => {
    const { member, orgId } = await team('manager');
    const caller = callerFor(member.token);
    expect(await caller.manager()).toBe('manager');

    await t.handle.db
      .delete(schema.memberships)
      .where(and(eq(schema.memberships.orgId, orgId), eq(schema.memberships.userId, member.id)));

    // The token itself still authenticates...
    expect(await caller.signedIn()).toBe(member.email);
    // ...but nothing inside the organization is reachable any more.
    for (const call of [() => caller.member(), () => caller.manager(), () => caller.memberAtLeast()]) {
      expect(await failure(call())).toMatchObject({
        status: 403,
        message: MSG.notAMember,
        code: 'INSUFFICIENT_ROLE',
      });
    }
  });

  it("refuses a current organization the user is not a member of (another tenant's org)", async () => {
    const a = await signUp(rest, t.outbox);
    const b = await signUp(rest, t.outbox);
    const bOrg = (await rest.get('/auth/me', { token: b.token })).body.user.currentOrg._id;
    const aId = (await userRow(t, a.email)).id;
    await t.handle.db.update(schema.users).set({ currentOrgId: bOrg }).where(eq(schema.users.id, aId));
    expect(await failure(callerFor(a.token).member())).toMatchObject({
      status: 403,
      code: 'INSUFFICIENT_ROLE',
    });
  });

  it('turns input validation failures into 422 field errors and AppErrors into their status', async () => {
    const caller = callerFor(null);
    expect(await failure(caller.validated({ name: '  ' }))).toEqual({
      status: 422,
      message: MSG.nameRequired,
      code: undefined,
      errors: [{ field: 'name', msg: MSG.nameRequired }],
    });
    expect(await failure(caller.throwsConflict())).toMatchObject({ status: 409, message: MSG.emailTaken });
  });
});
