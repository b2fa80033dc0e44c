import { type ErrorData, MSG, translateMessage } from '@folio/contracts';
import { initTRPC } from '@trpc/server';
import { AppError } from '../core/errors';
import type { Context } from './context';
import type { FolioMeta } from './openapi-meta';

/**
 * The tRPC instance. The error formatter exposes an AppError's code, field errors and
 * details under `data`, for the web app and for the REST envelope; it never exposes stacks.
 */
export const t = initTRPC
  .context<Context>()
  .meta<FolioMeta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const cause = error.cause instanceof AppError ? error.cause : null;
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      const data: ErrorData = {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        appCode: cause?.extra.code ?? null,
        errors: cause?.extra.errors ?? null,
        details: cause?.extra.details ?? null,
      };
      // Folio's own messages arrive translated (trpc/procedures.ts); the generic one is written here.
      const message = internal
        ? translateMessage(MSG.somethingWentWrong, ctx?.language?.locale ?? 'en')
        : shape.message;
      return { ...shape, message, data };
    },
  });
