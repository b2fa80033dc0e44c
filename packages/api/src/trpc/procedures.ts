import { MSG, ROLE_RANK, type Role } from '@folio/contracts';
import { TRPCError } from '@trpc/server';
import { verifyAccessToken } from '../auth/access-token';
import { readRequestCaller } from '../auth/request-caller';
import { AppError, errors } from '../core/errors';
import type { OrgScope } from '../core/scope';
import { cleanInput } from './clean-input';
import { t } from './init';

type ZodLikeIssue = { path: PropertyKey[]; message: string };
const isZodError = (value: unknown): value is { issues: ZodLikeIssue[] } =>
  value instanceof Error &&
  value.name === 'ZodError' &&
  Array.isArray((value as { issues?: unknown }).issues);

/** Converts thrown AppErrors and input validation failures into TRPCErrors, once for every procedure. */
const errorConversion = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const { error } = result;
  if (error.cause instanceof AppError) {
    throw new TRPCError({ code: error.cause.kind, message: error.cause.message, cause: error.cause });
  }
  if (error.code === 'BAD_REQUEST' && isZodError(error.cause)) {
    const fieldErrors = error.cause.issues.map((issue) => ({
      field: issue.path.map(String).join('.'),
      msg: issue.message,
    }));
    const appError = errors.validation(fieldErrors);
    throw new TRPCError({ code: appError.kind, message: appError.message, cause: appError });
  }
  throw error;
});

/** Every procedure validates its input with text PostgreSQL can store (see clean-input.ts). */
const storableInput = t.middleware(({ getRawInput, next }) =>
  next({ getRawInput: async () => cleanInput(await getRawInput()) }),
);

export const router = t.router;
export const publicProcedure = t.procedure.use(errorConversion).use(storableInput);

/**
 * A signed-in user: a valid access token whose user still exists and whose session was not
 * ended. The caller's membership of their current organization comes with it, in the same one
 * statement (auth/request-caller.ts), for the organization tier below.
 */
export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const token = ctx.request.bearerToken;
  if (!token) throw errors.unauthorized(MSG.noTokenProvided);
  const claims = await verifyAccessToken(token, ctx.deps.config.jwtSecret);
  const caller = await readRequestCaller(ctx.deps.db, claims.userId, claims.sessionFamily);
  if (!caller) throw errors.unauthorized(MSG.invalidToken);
  // Logout, a password change or reset, or a reused refresh token revoke the session: its
  // access tokens stop working at once, not when they expire.
  if (caller.sessionRevoked) throw errors.unauthorized(MSG.sessionEnded);
  const { user } = caller;
  return next({
    ctx: {
      user,
      actor: { id: user.id, name: user.name, email: user.email },
      /** The same, as every scope names it (core/scope.ts). */
      caller: { id: user.id, name: user.name, email: user.email },
      /** The refresh-session family the access token was issued for, when it names one. */
      sessionFamily: claims.sessionFamily,
      membership: caller.membership,
    },
  });
});

/**
 * A signed-in member of their current organization. Membership is read on every call (with the
 * user, above), so a removed member loses access at once, whatever their access token says.
 */
export const orgProcedure = authedProcedure.use(async ({ ctx, next }) => {
  const { membership } = ctx;
  if (!membership) throw errors.insufficientRole(MSG.notAMember);
  const scope: OrgScope = {
    deps: ctx.deps,
    db: ctx.deps.db,
    org: membership.org,
    caller: { ...ctx.actor, role: membership.role },
  };
  return next({ ctx: { org: membership.org, orgId: membership.org.id, role: membership.role, scope } });
});

/** Role at least `min` in the current organization, else 403 INSUFFICIENT_ROLE. */
export const requireRole = (min: Role) =>
  t.middleware(async ({ ctx, next }) => {
    const role = (ctx as { role?: Role }).role ?? 'viewer';
    if (ROLE_RANK[role] < ROLE_RANK[min]) throw errors.insufficientRole();
    return next();
  });

/** A verified email address, else 403 EMAIL_NOT_VERIFIED. */
export const requireVerifiedEmail = t.middleware(async ({ ctx, next }) => {
  const user = (ctx as { user?: { isVerified: boolean } }).user;
  if (!user?.isVerified) throw errors.emailNotVerified();
  return next();
});

export const managerProcedure = orgProcedure.use(requireRole('manager'));
export const adminProcedure = orgProcedure.use(requireRole('admin'));
