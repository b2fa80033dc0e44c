import type {
  ErrorCode,
  FieldError,
  PlanTier,
  PlanUpgradeDetails,
  SubscriptionStatus,
} from '@folio/contracts';
import { MSG } from '@folio/contracts';

export type { FieldError };

/** The tRPC codes Folio answers with, each with its HTTP status (http/error-envelope.ts). */
export type AppErrorKind =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNPROCESSABLE_CONTENT'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

/**
 * The one error type services throw. It is converted once (trpc/procedures.ts) into a
 * TRPCError and, on REST, into `{ msg, code?, errors?, ...details }`.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly extra: {
      /** What the failure means to a client (contracts' ERROR_CODES); the message is for people. */
      code?: ErrorCode;
      errors?: FieldError[];
      details?: Partial<PlanUpgradeDetails>;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
  }
}

export const errors = {
  badRequest: (msg: string) => new AppError('BAD_REQUEST', msg),
  /** The session cannot be used: no token, an invalid or expired one, or an ended session. */
  unauthorized: (msg: string = MSG.invalidToken) =>
    new AppError('UNAUTHORIZED', msg, { code: 'SESSION_INVALID' }),
  invalidCredentials: () =>
    new AppError('UNAUTHORIZED', MSG.invalidCredentials, { code: 'INVALID_CREDENTIALS' }),
  notFound: (msg: string = MSG.notFound) => new AppError('NOT_FOUND', msg),
  conflict: (msg: string) => new AppError('CONFLICT', msg),
  emailTaken: () => new AppError('CONFLICT', MSG.emailTaken, { code: 'EMAIL_TAKEN' }),
  unavailable: (msg: string) => new AppError('SERVICE_UNAVAILABLE', msg),
  /** 422 with one or more field errors; `msg` is the first one's text. */
  validation: (fieldErrors: FieldError[]) =>
    new AppError('UNPROCESSABLE_CONTENT', fieldErrors[0]?.msg ?? MSG.validationFailed, {
      errors: fieldErrors,
    }),
  field: (field: string, msg: string) => errors.validation([{ field, msg }]),
  insufficientRole: (msg: string = MSG.insufficientRole) =>
    new AppError('FORBIDDEN', msg, { code: 'INSUFFICIENT_ROLE' }),
  emailNotVerified: () => new AppError('FORBIDDEN', MSG.emailNotVerified, { code: 'EMAIL_NOT_VERIFIED' }),
  planUpgradeRequired: (
    msg: string,
    plan: { currentPlan: PlanTier; subscriptionStatus: SubscriptionStatus },
  ) =>
    new AppError('FORBIDDEN', msg, {
      code: 'PLAN_UPGRADE_REQUIRED',
      details: {
        requiredPlan: 'pro',
        currentPlan: plan.currentPlan,
        subscriptionStatus: plan.subscriptionStatus,
      },
    }),
  tooManyRequests: (msg: string, retryAfterSeconds: number) =>
    new AppError('TOO_MANY_REQUESTS', msg, { retryAfterSeconds }),
};
