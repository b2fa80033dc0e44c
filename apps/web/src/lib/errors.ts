import type { AppRouter } from '@folio/api';
import { FORBIDDEN_CODES, type ForbiddenCode, MSG } from '@folio/contracts';
import { TRPCClientError } from '@trpc/client';

export type FieldErrors = Record<string, string>;
export type AppCode = ForbiddenCode;

/** What the UI needs from any failed call (SPEC §8 "General handling"). */
export type ApiError = {
  status: number | null;
  /** The server's msg, or the error's own text. */
  msg: string;
  appCode: AppCode | null;
  /** 422 entries with a field, by field (the first message per field). */
  fieldErrors: FieldErrors;
  /** 422 entries without a field. */
  generalErrors: string[];
  details: Record<string, unknown>;
};

type ErrorData = {
  httpStatus?: number;
  appCode?: string | null;
  errors?: { field?: string | null; msg: string }[] | null;
  details?: Record<string, unknown> | null;
};

const APP_CODES: readonly string[] = FORBIDDEN_CODES;

export function isTrpcError(error: unknown): error is TRPCClientError<AppRouter> {
  return error instanceof TRPCClientError;
}

export function toApiError(error: unknown): ApiError {
  const data: ErrorData = isTrpcError(error) ? ((error.data as ErrorData | undefined) ?? {}) : {};
  const fieldErrors: FieldErrors = {};
  const generalErrors: string[] = [];
  for (const entry of data.errors ?? []) {
    if (entry.field) fieldErrors[entry.field] ??= entry.msg;
    else generalErrors.push(entry.msg);
  }
  let msg = error instanceof Error && error.message ? error.message : MSG.somethingWentWrong;
  // A network failure surfaces as fetch's own text, which means nothing to a user.
  if (isTrpcError(error) && !error.data && /fetch|network/i.test(msg)) msg = MSG.somethingWentWrong;
  const appCode = data.appCode && APP_CODES.includes(data.appCode) ? (data.appCode as AppCode) : null;
  return {
    status: data.httpStatus ?? null,
    msg,
    appCode,
    fieldErrors,
    generalErrors,
    details: data.details ?? {},
  };
}

/** Errors a form shows itself; the three 403 codes are handled once for the whole app (lib/query-client.ts). */
export function isGloballyHandled(error: unknown): boolean {
  return toApiError(error).appCode !== null;
}
