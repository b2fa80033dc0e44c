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
        errors: {
          409: 'EMAIL_TAKEN: the new address already belongs to an account.',
          422: 'Validation failed: the name is empty or too long, the address or a preference is invalid, or a new address comes without the right current password (`errors` names the field).',
          503: 'The mail server did not take the confirmation message for a new address ("Unable to send email right now."); nothing changed.',
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
        errors: {
          422: 'The current password is missing or wrong, or the new one is too short or too long (`errors` names the field).',
          429: 'Too many wrong current passwords for this account: wait the seconds in Retry-After.',
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
        errors: { 422: 'A preference has a value the server does not know (`errors` names the field).' },
      }),
    )
    .input(preferencesInput)
    .output(z.object({ msg: z.string(), preferences: preferencesSchema }))
    .mutation(({ ctx, input }) => users.updatePreferences(ctx, input)),
});
