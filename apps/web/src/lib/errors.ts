import type { AppRouter } from '@folio/api';
import {
  type ErrorCode,
  type ErrorData,
  isErrorCode,
  isForbiddenCode,
  MSG,
  type PlanUpgradeDetails,
} from '@folio/contracts';
import { TRPCClientError } from '@trpc/client';
import { RestAnswerError } from './rest-answer-error';

export type FieldErrors = Record<string, string>;
type AppCode = ErrorCode;

/**
 * What the UI needs from any failed call: a 422's field errors go next to their fields and the
 * rest into a general list; any other failure shows the server's msg or the error's own text.
 */
export type ApiError = {
  status: number | null;
  /** The server's msg, or the error's own text. */
  msg: string;
  appCode: AppCode | null;
  /** 422 entries with a field, by field (the first message per field). */
  fieldErrors: FieldErrors;
  /** 422 entries without a field. */
  generalErrors: string[];
  details: Partial<PlanUpgradeDetails>;
};

/** A 422's entries: those with a field by field (the first message wins), the others in a list. */
function splitEntries(entries: readonly { field?: string | null; msg: string }[] | null | undefined) {
  const fieldErrors: FieldErrors = {};
  const generalErrors: string[] = [];
  for (const entry of entries ?? []) {
    if (entry.field) fieldErrors[entry.field] ??= entry.msg;
    else generalErrors.push(entry.msg);
  }
  return { fieldErrors, generalErrors };
}

function isTrpcError(error: unknown): error is TRPCClientError<AppRouter> {
  return error instanceof TRPCClientError;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof RestAnswerError) return fromRestAnswer(error);
  const data: Partial<ErrorData> = isTrpcError(error)
    ? ((error.data as Partial<ErrorData> | undefined) ?? {})
    : {};
  const { fieldErrors, generalErrors } = splitEntries(data.errors);
  let msg = error instanceof Error && error.message ? error.message : MSG.somethingWentWrong;
  // A network failure surfaces as fetch's own text, which means nothing to a user.
  if (isTrpcError(error) && !error.data && /fetch|network/i.test(msg)) msg = MSG.somethingWentWrong;
  const appCode = isErrorCode(data.appCode) ? data.appCode : null;
  return {
    status: data.httpStatus ?? null,
    msg,
    appCode,
    fieldErrors,
    generalErrors,
    details: data.details ?? {},
  };
}

/** A REST answer's envelope read the same way as a tRPC error's data. */
function fromRestAnswer({ status, envelope, message }: RestAnswerError): ApiError {
  const { fieldErrors, generalErrors } = splitEntries(envelope.errors);
  const { msg: _msg, code, errors: _errors, ...details } = envelope;
  return {
    status,
    msg: message,
    appCode: isErrorCode(code) ? code : null,
    fieldErrors,
    generalErrors,
    details,
  };
}

/** Errors a form shows itself; the three 403 codes are handled once for the whole app (lib/query-client.ts). */
export function isGloballyHandled(error: unknown): boolean {
  return isForbiddenCode(toApiError(error).appCode);
}
