import { FORBIDDEN_CODES, type ForbiddenCode, type PlanTier, type SubscriptionStatus } from './constants';

/**
 * What a failed call means, for code that has to act on it. The message stays the text a user
 * reads; clients branch on the code, never on the text.
 *
 * - The three 403 codes open the app's global dialogs (verify email, upgrade) or its permission
 *   toast; they are also the `code` of the REST error body.
 * - SESSION_INVALID: the access token is missing, invalid, expired, or its session has ended (or
 *   the refresh token is missing or spent). The client refreshes once, then signs the user out.
 * - INVALID_CREDENTIALS: a wrong email or password at sign-in; the session is not at stake.
 * - EMAIL_TAKEN: the address already belongs to an account (registration, email change).
 */
export const ERROR_CODES = [
  ...FORBIDDEN_CODES,
  'SESSION_INVALID',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

export const isForbiddenCode = (value: unknown): value is ForbiddenCode =>
  typeof value === 'string' && (FORBIDDEN_CODES as readonly string[]).includes(value);

/** One invalid field of a 422: the field's path (`items.0.quantity`) and the text to show next to it. */
export type FieldError = { field: string; msg: string };

/** A 403 PLAN_UPGRADE_REQUIRED also says which plan would allow the action and where the caller stands. */
export type PlanUpgradeDetails = {
  requiredPlan: PlanTier;
  currentPlan: PlanTier;
  subscriptionStatus: SubscriptionStatus;
};

/**
 * The `data` of every error the tRPC endpoint answers, as the web app and @folio/client read it.
 * `code` and `httpStatus` are tRPC's own; `appCode` is Folio's, null when the failure needs no
 * special handling; `errors` lists a 422's invalid fields.
 */
export type ErrorData = {
  code: string;
  httpStatus: number;
  path?: string;
  appCode: ErrorCode | null;
  errors: FieldError[] | null;
  details: Partial<PlanUpgradeDetails> | null;
};

/**
 * The body of every REST error (`/api`): the message, the 403 code where there is one, a 422's
 * field errors, and a plan refusal's details.
 */
export type ErrorEnvelope = {
  msg: string;
  code?: ForbiddenCode;
  errors?: FieldError[];
} & Partial<PlanUpgradeDetails>;
