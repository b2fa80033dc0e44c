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

export const authRouter = router({
  register: publicProcedure
    .meta(
      rest('POST', '/auth/register', 'auth', {
        summary: 'Create an account (with orgName, or joining with an invite token)',
        protect: false,
        description: 'Answers the access token and sets the httpOnly refresh cookie.',
        errorResponses: {
          409: 'Email already registered',
          422: 'Validation failed',
          403: 'Plan member limit',
          429: 'Too many requests (Retry-After: seconds to wait)',
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
        protect: false,
        description:
          'Answers the access token and sets the httpOnly refresh cookie. Failed attempts are rate-limited per address and per account (429 with Retry-After).',
        errorResponses: {
          401: 'Invalid email or password',
          422: 'Validation failed',
          429: 'Too many failed attempts',
        },
      }),
    )
    .input(loginInput)
    .output(tokenResponse)
    .mutation(({ ctx, input }) => auth.login(ctx, input)),

  checkInvite: publicProcedure
    .meta(
      rest('GET', '/auth/invite/{token}', 'auth', { summary: 'Check an invitation token', protect: false }),
    )
    .input(inviteTokenInput)
    .output(inviteCheckResponse)
    .query(({ ctx, input }) => auth.checkInvite(ctx, input.token)),

  verifyEmail: publicProcedure
    .meta(
      rest('GET', '/auth/verify-email', 'auth', {
        summary: 'Confirm an email address from the emailed link (sign-up or email change)',
        protect: false,
        errorResponses: { 400: 'Invalid, used or expired link', 422: 'Missing token' },
      }),
    )
    .input(verifyEmailInput)
    .output(msgResponse)
    .query(({ ctx, input }) => auth.verifyEmail(ctx, input.token)),

  resendVerification: authedProcedure
    .meta(
      rest('POST', '/auth/resend-verification', 'auth', {
        summary: 'Send the verification email again',
        errorResponses: { 429: 'Too many requests (Retry-After: seconds to wait)' },
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
        protect: false,
        errorResponses: { 422: 'Validation failed', 429: 'Too many requests (Retry-After: seconds to wait)' },
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
        protect: false,
        errorResponses: {
          400: 'Invalid, used or expired token',
          422: 'Validation failed',
          429: 'Too many requests (Retry-After: seconds to wait)',
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
        errorResponses: {
          409: 'Address in use',
          422: 'Validation failed',
          429: 'Too many requests (Retry-After: seconds to wait)',
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
        protect: false,
        description:
          'Restores the address, marks it verified, drops a pending change and every other emailed link, and signs the account out everywhere. Single use; valid for 7 days.',
        errorResponses: {
          400: 'Invalid, used or expired link',
          409: 'The address now belongs to another account',
          422: 'Missing token',
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
        errorResponses: {
          403: 'Email not verified, or the organization has no free seat',
          404: 'No such pending invitation for your address',
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
        errorResponses: {
          403: 'Email not verified',
          404: 'No such pending invitation for your address',
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
