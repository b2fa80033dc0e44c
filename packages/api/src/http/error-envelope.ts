import { type ErrorEnvelope, isForbiddenCode, type Locale, MSG, translateMessage } from '@folio/contracts';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { AppError, type AppErrorKind } from '../core/errors';

export type { ErrorEnvelope };

const STATUS_BY_KIND: Record<AppErrorKind, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * The REST body names only the 403 codes (the ones integrators act on to show a dialog); the
 * other codes travel in tRPC's error data, where the web app and @folio/client read them.
 */
function envelopeFromAppError(error: AppError, locale: Locale): ErrorEnvelope {
  return {
    msg: translateMessage(error.message, locale),
    ...(isForbiddenCode(error.extra.code) ? { code: error.extra.code } : {}),
    ...(error.extra.errors
      ? {
          errors:
            locale === 'en'
              ? error.extra.errors
              : error.extra.errors.map(({ field, msg }) => ({ field, msg: translateMessage(msg, locale) })),
        }
      : {}),
    ...(error.extra.details ?? {}),
  };
}

/**
 * Fastify's own errors (body parsing, limits) and anything unexpected, as an envelope, in
 * `locale` (the caller's language; English when not given). Errors that left a procedure are
 * already in the caller's language (trpc/procedures.ts): translating them again changes nothing,
 * since only English texts of the message objects are translated.
 */
export function envelopeFromUnknown(
  error: unknown,
  locale: Locale = 'en',
): {
  status: number;
  body: ErrorEnvelope;
  retryAfter?: number;
} {
  if (error instanceof AppError) {
    return {
      status: STATUS_BY_KIND[error.kind],
      body: envelopeFromAppError(error, locale),
      ...(error.extra.retryAfterSeconds ? { retryAfter: error.extra.retryAfterSeconds } : {}),
    };
  }
  // Plain routes that call procedures through a caller get TRPCErrors: the AppError inside
  // (set by the procedures' error conversion) decides, else the tRPC code's own status.
  if (error instanceof TRPCError) {
    if (error.cause instanceof AppError) return envelopeFromUnknown(error.cause, locale);
    const status = getHTTPStatusCodeFromError(error);
    return {
      status,
      body: { msg: translateMessage(status >= 500 ? MSG.somethingWentWrong : error.message, locale) },
    };
  }
  const text = (msg: string) => ({ msg: translateMessage(msg, locale) });
  const fastifyError = error as { statusCode?: number; code?: string; message?: string };
  const status = fastifyError.statusCode ?? 500;
  if (status >= 500) return { status, body: text(MSG.somethingWentWrong) };
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
    return { status: 413, body: text(MSG.bodyTooLarge) };
  }
  if (error instanceof SyntaxError || fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return { status: 400, body: text(MSG.malformedJson) };
  }
  return { status, body: text(fastifyError.message ?? MSG.somethingWentWrong) };
}
