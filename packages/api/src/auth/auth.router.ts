import {
  acceptInvitationResponse,
  forgotPasswordInput,
  invitationIdInput,
  inviteCheckResponse,
  inviteTokenInput,
  loginInput,
  meResponse,
  msgResponse,
  pendingInvitationsResponse,
  registerInput,
  requestEmailChangeInput,
  resetPasswordInput,
  tokenResponse,
  undoEmailChangeInput,
  verifyEmailInput,
} from '@folio/contracts';
import { z } from 'zod';
import { listInvitations } from '../invitations/account-invitations.queries';
import * as invitations from '../invitations/account-invitations.service';
import { rateLimited } from '../rate-limit/middleware';
import { rest } from '../trpc/openapi-meta';
import { authedProcedure, publicProcedure, requireVerifiedEmail, router } from '../trpc/procedures';
import { loadMe } from '../users/user-dto';
import { undoEmailChange } from './account-email';
import * as auth from './auth.service';

// Error answers that several operations below give, each said once.
const linkUsedOrExpired = 'The link is unknown, already used or expired.';
const noInvitationToAccount = 'No pending invitation with this id is addressed to the account’s email.';

export const authRouter = router({
  register: publicProcedure
    .meta(
      rest('POST', '/auth/register', 'auth', {
        summary: 'Create an account (with orgName, or joining with an invite token)',
        description: 'Answers the access token and sets the httpOnly refresh cookie.',
        setsSessionCookie: true,
        errors: {
          403: 'PLAN_UPGRADE_REQUIRED: joining with an invitation, the organization has no free seat on its plan.',
          409: 'EMAIL_TAKEN: the email address already belongs to an account ("Email already registered").',
          422: 'Validation failed (`errors` names each field), or the invitation is unknown, spent or for another address (field `invite` or `email`).',
        },
      }),
    )
    .input(registerInput)
    .use(rateLimited('register', (ctx, input) => ({ address: ctx.request.ip, email: input.email })))
    .output(tokenResponse)
    .mutation(({ ctx, input }) => auth.register(ctx, input)),

  login: publicProcedure
    .meta(
      rest('POST', '/auth/login', 'auth', {
        summary: 'Sign in',
        description:
          'Answers the access token and sets the httpOnly refresh cookie. Failed attempts are rate-limited per address and per account (429 with Retry-After).',
        setsSessionCookie: true,
        errors: {
          401: 'INVALID_CREDENTIALS: no account with this email and password ("Invalid email or password").',
          429: 'Too many failed sign-ins for this address or account: wait the seconds in Retry-After.',
        },
      }),
    )
    .input(loginInput)
    .output(tokenResponse)
    .mutation(({ ctx, input }) => auth.login(ctx, input)),

  checkInvite: publicProcedure
    .meta(rest('GET', '/auth/invite/{token}', 'auth', { summary: 'Check an invitation token' }))
    .input(inviteTokenInput)
    .output(inviteCheckResponse)
    .query(({ ctx, input }) => auth.checkInvite(ctx, input.token)),

  verifyEmail: publicProcedure
    .meta(
      rest('GET', '/auth/verify-email', 'auth', {
        summary: 'Confirm an email address from the emailed link (sign-up or email change)',
        errors: {
          400: linkUsedOrExpired,
          422: 'The `token` query parameter is missing or empty.',
        },
      }),
    )
    .input(verifyEmailInput)
    .output(msgResponse)
    .query(({ ctx, input }) => auth.verifyEmail(ctx, input.token)),

  resendVerification: authedProcedure
    .meta(
      rest('POST', '/auth/resend-verification', 'auth', {
        summary: 'Send the verification email again',
        errors: {
          503: 'The mail server did not take the message ("Unable to send email right now."); try again later.',
        },
      }),
    )
    .input(z.void())
    .use(rateLimited('resendVerification', (ctx) => ({ account: ctx.user.id, address: ctx.request.ip })))
    .output(msgResponse)
    .mutation(({ ctx }) => auth.resendVerification(ctx, ctx.user)),

  forgotPassword: publicProcedure
    .meta(
      rest('POST', '/auth/forgot-password', 'auth', {
        summary: 'Email a password reset link (the answer is the same whether or not the account exists)',
        errors: { 422: 'The email address is missing or not an address (`errors` names the field).' },
      }),
    )
    .input(forgotPasswordInput)
    .use(rateLimited('forgotPassword', (ctx, input) => ({ address: ctx.request.ip, email: input.email })))
    .output(msgResponse)
    .mutation(({ ctx, input }) => auth.forgotPassword(ctx, input.email)),

  resetPassword: publicProcedure
    .meta(
      rest('POST', '/auth/reset-password', 'auth', {
        summary: 'Set a new password with a reset token (single use)',
        errors: {
          400: 'The reset token is unknown, already used or expired.',
          422: 'The token is missing, or the new password is too short or too long (`errors` names the field).',
        },
      }),
    )
    .input(resetPasswordInput)
    .use(rateLimited('resetPassword', (ctx) => ({ address: ctx.request.ip })))
    .output(msgResponse)
    .mutation(({ ctx, input }) => auth.resetPassword(ctx, input.token, input.newPassword)),

  requestEmailChange: authedProcedure
    .meta(
      rest('POST', '/auth/request-email-change', 'auth', {
        summary: 'Ask to change the email address; confirmed from the new inbox',
        errors: {
          409: 'EMAIL_TAKEN: the new address already belongs to an account.',
          422: 'The new address is invalid or unchanged, or the current password is missing or wrong (`errors` names the field).',
          503: 'The mail server did not take the confirmation message ("Unable to send email right now."); nothing changed.',
        },
      }),
    )
    .input(requestEmailChangeInput)
    .use(
      rateLimited('emailChange', (ctx, input) => ({
        account: ctx.user.id,
        address: ctx.request.ip,
        email: input.newEmail,
      })),
    )
    .output(msgResponse)
    .mutation(({ ctx, input }) =>
      auth.requestEmailChange(ctx, ctx.user, input.newEmail, input.currentPassword),
    ),

  undoEmailChange: publicProcedure
    .meta(
      rest('POST', '/auth/undo-email-change', 'auth', {
        summary: 'Restore the previous email address from the link mailed to it when a change was confirmed',
        description:
          'Restores the address, marks it verified, drops a pending change and every other emailed link, and signs the account out everywhere. Single use; valid for 7 days.',
        errors: {
          400: linkUsedOrExpired,
          409: 'The previous address now belongs to another account.',
          422: 'The token is missing or empty.',
        },
      }),
    )
    .input(undoEmailChangeInput)
    .output(msgResponse)
    .mutation(({ ctx, input }) => undoEmailChange(ctx, input.token)),

  invitations: authedProcedure
    .meta(
      rest('GET', '/auth/invitations', 'auth', {
        summary: "Pending invitations addressed to the caller's email (accept or decline them)",
      }),
    )
    .input(z.void())
    .output(pendingInvitationsResponse)
    .query(({ ctx }) => listInvitations(ctx)),

  acceptInvitation: authedProcedure
    .use(requireVerifiedEmail)
    .meta(
      rest('POST', '/auth/invitations/{id}/accept', 'auth', {
        summary: 'Join the organization of one of your invitations, and switch to it',
        errors: {
          403: 'PLAN_UPGRADE_REQUIRED: the organization has no free seat on its plan.',
          404: noInvitationToAccount,
        },
      }),
    )
    .input(invitationIdInput)
    .output(acceptInvitationResponse)
    .mutation(({ ctx, input }) => invitations.acceptInvitation(ctx, input)),

  declineInvitation: authedProcedure
    .use(requireVerifiedEmail)
    .meta(
      rest('POST', '/auth/invitations/{id}/decline', 'auth', {
        summary: 'Decline one of your invitations',
        errors: {
          404: noInvitationToAccount,
        },
      }),
    )
    .input(invitationIdInput)
    .output(msgResponse)
    .mutation(({ ctx, input }) => invitations.declineInvitation(ctx, input)),

  me: authedProcedure
    .meta(
      rest('GET', '/auth/me', 'auth', {
        summary: 'The signed-in user and their role in the current organization',
      }),
    )
    .input(z.void())
    .output(meResponse)
    .query(({ ctx }) => loadMe(ctx.deps.db, ctx.user.id)),
});
