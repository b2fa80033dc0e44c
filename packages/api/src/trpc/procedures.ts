import { API_KEY_MSG, type Locale, MSG, ROLE_RANK, type Role, translateMessage } from '@folio/contracts';
import { getTRPCErrorFromUnknown, TRPCError } from '@trpc/server';
import { refusesApiKeys } from '../api-keys/account-operations';
import { readKeyCaller } from '../api-keys/key-caller';
import { isApiKeySecret } from '../api-keys/secret';
import { verifyAccessToken } from '../auth/access-token';
import { type RequestCaller, readRequestCaller } from '../auth/request-caller';
import type { Actor } from '../core/activity';
import { AppError, errors } from '../core/errors';
import { isUuid } from '../core/ids';
import { smallListsOf } from '../core/list-size';
import type { OrgScope, ReadScope } from '../core/scope';
import { cleanInput } from './clean-input';
import type { Context } from './context';
import { t } from './init';
import { executeWithCaller, type PointRead } from './point-read';
import { validatedSynchronously } from './synchronous-validation';
import { marked } from './traits';

type ZodLikeIssue = { path: PropertyKey[]; message: string };
const isZodError = (value: unknown): value is { issues: ZodLikeIssue[] } =>
  value instanceof Error &&
  value.name === 'ZodError' &&
  Array.isArray((value as { issues?: unknown }).issues);

/**
 * The AppError in the caller's language: its message and its field errors' (codes, fields and
 * details stay as they are). Texts no message object defines (a name, a number) stay as written.
 */
function localized(error: AppError, locale: Locale): AppError {
  if (locale === 'en') return error;
  const { errors: fieldErrors, ...extra } = error.extra;
  return new AppError(error.kind, translateMessage(error.message, locale), {
    ...extra,
    ...(fieldErrors
      ? { errors: fieldErrors.map(({ field, msg }) => ({ field, msg: translateMessage(msg, locale) })) }
      : {}),
  });
}

/** Converts thrown AppErrors and input validation failures into TRPCErrors, in the caller's language. */
function convertError(error: TRPCError, locale: Locale): never {
  if (error.cause instanceof AppError) {
    const appError = localized(error.cause, locale);
    throw new TRPCError({ code: appError.kind, message: appError.message, cause: appError });
  }
  if (error.code === 'BAD_REQUEST' && isZodError(error.cause)) {
    const fieldErrors = error.cause.issues.map((issue) => ({
      field: issue.path.map(String).join('.'),
      msg: issue.message,
    }));
    const appError = localized(errors.validation(fieldErrors), locale);
    throw new TRPCError({ code: appError.kind, message: appError.message, cause: appError });
  }
  throw error;
}

/** A success answer's `msg` ("Invoice deleted"), in the caller's language; other data as it is. */
function localizedData(data: unknown, locale: Locale): unknown {
  if (locale === 'en' || !data || typeof data !== 'object' || Array.isArray(data)) return data;
  const { msg } = data as { msg?: unknown };
  return typeof msg === 'string' ? { ...data, msg: translateMessage(msg, locale) } : data;
}

/** The raw input as text PostgreSQL can store (see clean-input.ts), for the input's validation. */
const cleanRawInput = (getRawInput: () => Promise<unknown>) => async () => cleanInput(await getRawInput());

/**
 * `cleanRawInput` as an option of `next` beside a context (`next({ ctx, ...withCleanInput(…) })`):
 * tRPC passes both on at run time (a middleware's `next` options are merged into the next
 * call's), though its types offer `next` one or the other.
 */
const withCleanInput = (getRawInput: () => Promise<unknown>): object => ({
  getRawInput: cleanRawInput(getRawInput),
});

/**
 * A procedure's result as it leaves: a success answer's `msg` and an error in the caller's
 * language, the error as a TRPCError with Folio's message. Read after the call: authentication
 * may have set the signed-in user's language meanwhile.
 */
function leaving<Result extends { ok: true; data: unknown } | { ok: false; error: TRPCError }>(
  ctx: Context,
  result: Result,
) {
  const locale = ctx.language?.locale ?? 'en';
  if (result.ok) return locale === 'en' ? result : { ...result, data: localizedData(result.data, locale) };
  return convertError(result.error, locale);
}

/** A refusal of the caller's check, leaving as `leaving` makes any error leave. */
const refused = (ctx: Context, cause: unknown): never =>
  convertError(getTRPCErrorFromUnknown(cause), ctx.language?.locale ?? 'en');

/**
 * The boundary every procedure passes: its input is validated as text PostgreSQL can store, and
 * whatever it throws leaves as a TRPCError with Folio's message (`leaving`). The procedures with
 * a caller check it in this same middleware (`orgProcedure` and the others below), not in one
 * more after it: each layer costs every request copies of tRPC's call options and context.
 */
const boundary = t.middleware(async ({ ctx, getRawInput, next }) =>
  leaving(ctx, await next({ getRawInput: cleanRawInput(getRawInput) })),
);

export const router = t.router;

/** Every procedure's base: its input and output validated synchronously (synchronous-validation.ts). */
const procedure = validatedSynchronously(t.procedure);

export const publicProcedure = procedure.use(boundary);

/** The access token's claims, or 401 (none, or not valid) / 403 (an API key, where keys are refused). */
async function accessClaims(ctx: Context) {
  const token = ctx.request.bearerToken;
  if (!token) throw errors.unauthorized(MSG.noTokenProvided);
  // A person's own account (profile, password, their organizations, invitations) is never an
  // integration's business: keys are refused there, whatever their role.
  if (isApiKeySecret(token)) throw new AppError('FORBIDDEN', API_KEY_MSG.accountOnly);
  return verifyAccessToken(token, ctx.deps.config.jwtSecret);
}

type AccessClaims = Awaited<ReturnType<typeof verifyAccessToken>>;

/**
 * The refusals of the caller check, in their order: the user must still exist and their session
 * must not be ended. From then on the answer is in the user's language, whatever
 * Accept-Language says.
 */
function refuseUnlessSignedIn(
  ctx: Context,
  found: { sessionRevoked: unknown; preferences: { locale?: Locale | undefined } } | null,
) {
  if (!found) throw errors.unauthorized(MSG.invalidToken);
  // Logout, a password change or reset, or a reused refresh token revoke the session: its
  // access tokens stop working at once, not when they expire.
  if (found.sessionRevoked) throw errors.unauthorized(MSG.sessionEnded);
  if (ctx.language) ctx.language.locale = found.preferences.locale ?? 'en';
}

/** The signed-in caller as the caller's statement read them (auth/request-caller.ts). */
function signedInCaller(ctx: Context, found: RequestCaller | null, claims: AccessClaims) {
  refuseUnlessSignedIn(
    ctx,
    found && { sessionRevoked: found.sessionRevoked, preferences: found.user.preferences },
  );
  const { user, membership } = found!;
  return {
    user,
    /** The signed-in user as activity entries name them (core/activity.ts); every scope names them so. */
    caller: { id: user.id, name: user.name, email: user.email } satisfies Actor,
    /** The refresh-session family the access token was issued for, when it names one. */
    sessionFamily: claims.sessionFamily,
    membership,
    /** Set when the request is made with an API key (api-keys/key-caller.ts). */
    apiKey: undefined as { id: string; name: string; role: Role } | undefined,
    timeZone: user.preferences.tz,
  };
}

/**
 * The signed-in caller: a valid access token whose user still exists and whose session was not
 * ended, with the membership of their current organization, from one statement
 * (auth/request-caller.ts).
 */
async function authenticate(ctx: Context) {
  const claims = await accessClaims(ctx);
  const found = await readRequestCaller(ctx.deps.db, claims.userId, claims.sessionFamily);
  return signedInCaller(ctx, found, claims);
}

/**
 * An organization's caller: a person (`authenticate`) or an API key (`Authorization: Bearer
 * folio_…`). A key acts in ITS organization, as its creator (the records' createdBy), with the
 * lower of its role and the creator's current one, under its own name in the activity log
 * ("Sync (API key)"), within its own request budget. Its answers stay in the request's
 * Accept-Language and its "today" is the organization's.
 */
async function authenticateMember(ctx: Context, path: string) {
  const token = ctx.request.bearerToken;
  if (!token || !isApiKeySecret(token)) return authenticate(ctx);
  const keyCaller = await readKeyCaller(ctx.deps.db, token);
  if (refusesApiKeys(path)) throw new AppError('FORBIDDEN', API_KEY_MSG.accountOnly);
  await ctx.deps.rateLimits.take('apiKeyRequest', { apiKey: keyCaller.key.id });
  const { user, key } = keyCaller;
  return {
    user,
    caller: {
      id: user.id,
      // Stored as written in the log (a snapshot), like a person's name.
      name: `${key.name} (API key)`,
      email: user.email,
      apiKeyId: key.id,
    } satisfies Actor,
    sessionFamily: null,
    membership: { org: keyCaller.org, role: keyCaller.role },
    apiKey: key,
    timeZone: keyCaller.timeZone,
  };
}

/** A signed-in user, in any organization or none (the account's own business). */
export const authedProcedure = procedure.use(
  marked(
    t.middleware(async ({ ctx, getRawInput, next }) => {
      let signedIn: Omit<Awaited<ReturnType<typeof authenticate>>, 'timeZone'>;
      try {
        const { timeZone: _zone, ...caller } = await authenticate(ctx);
        signedIn = caller;
      } catch (cause) {
        return refused(ctx, cause);
      }
      return leaving(ctx, await next({ ctx: signedIn, ...withCleanInput(getRawInput) }));
    }),
    'signedIn',
  ),
);

/** The caller of an organization's procedure with the scope its services work in; 403 for a non-member. */
function inOrganization(ctx: Context, member: Awaited<ReturnType<typeof authenticateMember>>) {
  const { timeZone, ...signedIn } = member;
  const { membership } = signedIn;
  if (!membership) throw errors.insufficientRole(MSG.notAMember);
  const scope: OrgScope = {
    deps: ctx.deps,
    db: ctx.deps.db,
    org: membership.org,
    caller: { ...signedIn.caller, role: membership.role },
    // Read with the caller (no statement of its own): a person's "today" is in their zone.
    timeZone,
    // Read with a person's caller too; an API key's caller does not read them (core/list-size.ts).
    ...('listSizes' in membership
      ? { smallLists: smallListsOf(membership.listSizes, ctx.deps.config.smallListRows) }
      : {}),
  };
  return { ...signedIn, scope };
}

/**
 * A signed-in member of their current organization. Membership is read on every call (with the
 * user), so a removed member loses access at once, whatever their access token says. Checked in
 * the boundary's middleware (see `boundary`).
 */
export const orgProcedure = procedure.use(
  marked(
    t.middleware(async ({ ctx, getRawInput, next, path }) => {
      let member: ReturnType<typeof inOrganization>;
      try {
        member = inOrganization(ctx, await authenticateMember(ctx, path));
      } catch (cause) {
        return refused(ctx, cause);
      }
      return leaving(ctx, await next({ ctx: member, ...withCleanInput(getRawInput) }));
    }),
    'inOrganization',
  ),
);

/** Reads one record of the caller's organization as a panel shows it (trpc/point-read.ts). */
type ReadOne = <Row, Answer>(read: PointRead<Row, Answer>, id: unknown) => Promise<Answer>;

/**
 * For a signed-in person: the record's read and the caller's check in one statement, then the
 * same refusals, in the same order, as `orgProcedure` makes (401 for a user gone or a session
 * ended, 403 for a non-member) before the record's 404. The token itself is verified before the
 * procedure runs. The statement reads no more of the caller than these need: the answer is the
 * record's alone.
 */
function readOneAsSignedIn(ctx: Context, path: string, claims: AccessClaims): ReadOne {
  return async (read, id) => {
    if (!isUuid(id)) return read.read(inOrganization(ctx, await authenticateMember(ctx, path)).scope, id);
    const values = { user: claims.userId, family: claims.sessionFamily, id };
    const row = await executeWithCaller(ctx.deps.db, read, values);
    refuseUnlessSignedIn(
      ctx,
      row ? { sessionRevoked: row.sessionRevoked, preferences: row.callerPreferences } : null,
    );
    if (!row?.callerOrgId || !row.callerRole) throw errors.insufficientRole(MSG.notAMember);
    const scope: ReadScope = {
      db: ctx.deps.db,
      org: { id: row.callerOrgId },
      timeZone: row.callerPreferences.tz,
    };
    const answer = await read.answer(row, scope);
    if (answer === null) throw errors.notFound(read.notFound);
    return answer;
  };
}

/** The panel's read for the request's caller (`pointReadProcedure`). */
async function pointReader(ctx: Context, path: string): Promise<ReadOne> {
  const token = ctx.request.bearerToken;
  if (token && !isApiKeySecret(token)) {
    return readOneAsSignedIn(ctx, path, await verifyAccessToken(token, ctx.deps.config.jwtSecret));
  }
  const { scope } = inOrganization(ctx, await authenticateMember(ctx, path));
  return (read, id) => read.read(scope, id);
}

/**
 * A panel's read of one record: the caller is the `orgProcedure`'s, checked as strictly, but a
 * signed-in person's check runs in the record's own statement, so the read is one round trip.
 * The handler calls `ctx.readOne(read, id)`. An API key's caller is read by its own statement.
 */
export const pointReadProcedure = procedure.use(
  marked(
    t.middleware(async ({ ctx, getRawInput, next, path }) => {
      let readOne: ReadOne;
      try {
        readOne = await pointReader(ctx, path);
      } catch (cause) {
        return refused(ctx, cause);
      }
      return leaving(ctx, await next({ ctx: { readOne }, ...withCleanInput(getRawInput) }));
    }),
    'inOrganization',
  ),
);

/**
 * Role at least `min` in the current organization, else 403 INSUFFICIENT_ROLE with `message` (the
 * generic text unless the procedure names a more precise one). Put it before `.input()`: the role
 * is checked before the input is validated, so a caller without the role learns nothing about the
 * target from the answer.
 */
export const requireRole = (min: Exclude<Role, 'viewer'>, message?: string) =>
  marked(
    t.middleware(async ({ ctx, next }) => {
      const role = (ctx as { scope?: OrgScope }).scope?.caller.role ?? 'viewer';
      if (ROLE_RANK[role] < ROLE_RANK[min]) throw errors.insufficientRole(message);
      return next();
    }),
    `role:${min}` as const,
  );

/** A verified email address, else 403 EMAIL_NOT_VERIFIED. */
export const requireVerifiedEmail = marked(
  t.middleware(async ({ ctx, next }) => {
    const user = (ctx as { user?: { isVerified: boolean } }).user;
    if (!user?.isVerified) throw errors.emailNotVerified();
    return next();
  }),
  'verifiedEmail',
);

export const managerProcedure = orgProcedure.use(requireRole('manager'));
export const adminProcedure = orgProcedure.use(requireRole('admin'));
