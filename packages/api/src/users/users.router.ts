import {
  changePasswordInput,
  meResponse,
  msgResponse,
  preferencesInput,
  preferencesSchema,
  updateMeInput,
} from '@folio/contracts';
import { z } from 'zod';
import { rateLimited } from '../rate-limit/middleware';
import { rest } from '../trpc/openapi-meta';
import { authedProcedure, router } from '../trpc/procedures';
import { loadMe } from './user-dto';
import * as users from './users.service';

export const usersRouter = router({
  me: authedProcedure
    .meta(rest('GET', '/users/me', 'users', { summary: 'The signed-in user with preferences' }))
    .input(z.void())
    .output(meResponse)
    .query(({ ctx }) => loadMe(ctx.deps.db, ctx.user.id)),

  updateMe: authedProcedure
    .meta(
      rest('PUT', '/users/me', 'users', {
        summary: 'Update name, email (confirmed from the new inbox) and preferences',
        errorResponses: {
          409: 'Address in use',
          422: 'Validation failed',
          429: 'Too many requests (Retry-After: seconds to wait)',
        },
      }),
    )
    .input(updateMeInput)
    .use(
      rateLimited('emailChange', (ctx, input) =>
        input.email !== undefined && input.email !== ctx.user.email
          ? { account: ctx.user.id, address: ctx.request.ip, email: input.email }
          : null,
      ),
    )
    .output(meResponse.extend({ msg: z.string() }))
    .mutation(({ ctx, input }) => users.updateMe(ctx, input)),

  changePassword: authedProcedure
    .meta(
      rest('PATCH', '/users/me/password', 'users', {
        summary: 'Change the password (current password required); other sessions are signed out',
        errorResponses: {
          422: 'Validation failed or wrong current password',
          429: 'Too many requests (Retry-After: seconds to wait)',
        },
      }),
    )
    .input(changePasswordInput)
    .output(msgResponse)
    .mutation(({ ctx, input }) => users.changePassword(ctx, input)),

  updatePreferences: authedProcedure
    .meta(
      rest('PATCH', '/users/me/preferences', 'users', {
        summary: 'Update theme, locale, time zone, notifications',
      }),
    )
    .input(preferencesInput)
    .output(z.object({ msg: z.string(), preferences: preferencesSchema }))
    .mutation(({ ctx, input }) => users.updatePreferences(ctx, input)),
});
