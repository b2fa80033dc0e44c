import {
  activitySummarySchema,
  changeRoleInput,
  inviteInput,
  inviteResultSchema,
  inviteSchema,
  memberSchema,
  membersResponse,
  msgResponse,
  orgNameResponse,
  updateOrgNameInput,
} from '@folio/contracts';
import { z } from 'zod';
import { listInvites } from '../invitations/org-invites.queries';
import * as invites from '../invitations/org-invites.service';
import { rateLimited } from '../rate-limit/middleware';
import { rest } from '../trpc/openapi-meta';
import {
  adminProcedure,
  managerProcedure,
  orgProcedure,
  requireVerifiedEmail,
  router,
} from '../trpc/procedures';
import { activitySummary, listMembers } from './org.queries';
import * as team from './org.service';

const idInput = z.object({ id: z.string() });

/**
 * Invitation mails carry the organization's and the inviter's names to someone else's inbox, so
 * only an inviter whose own address is verified may send them (403 EMAIL_NOT_VERIFIED).
 */
const inviterProcedure = managerProcedure.use(requireVerifiedEmail);

/** The current organization's team, name and invitations (REST under /api/org; docs/product.md#team). */
export const orgRouter = router({
  members: orgProcedure
    .meta(
      rest('GET', '/org/members', 'team', { summary: 'The organization with its members and their roles' }),
    )
    .input(z.void())
    .output(membersResponse)
    .query(({ ctx }) => listMembers(ctx.scope)),

  name: orgProcedure
    .meta(rest('GET', '/org/name', 'team', { summary: "The organization's name" }))
    .input(z.void())
    .output(orgNameResponse)
    .query(({ ctx }) => ({ name: ctx.org.name })),

  rename: adminProcedure
    .meta(
      rest('PUT', '/org/name', 'team', {
        summary: 'Rename the organization (admins only; trimmed, 1–80 characters)',
        errorResponses: { 403: 'Not an admin', 422: 'Validation failed' },
      }),
    )
    .input(updateOrgNameInput)
    .output(orgNameResponse.extend({ msg: z.string() }))
    .mutation(({ ctx, input }) => team.renameOrganization(ctx.scope, input)),

  activitySummary: orgProcedure
    .meta(
      rest('GET', '/org/activity-summary', 'team', {
        summary: 'Activity over the last 30 days: total, counts by action, by entity type and by member',
      }),
    )
    .input(z.void())
    .output(activitySummarySchema)
    .query(({ ctx }) => activitySummary(ctx.scope)),

  invites: managerProcedure
    .meta(rest('GET', '/org/invites', 'team', { summary: 'Pending invitations (admins and managers)' }))
    .input(z.void())
    .output(z.array(inviteSchema))
    .query(({ ctx }) => listInvites(ctx.scope)),

  invite: inviterProcedure
    .meta(
      rest('POST', '/org/invite', 'team', {
        summary: 'Invite by email; an existing account joins only when it accepts',
        description:
          'Answers {added: false, invited: true, msg, link} whether or not the address has an account: every address gets a pending invitation and a mail (an existing account accepts or declines it in the app, GET /api/auth/invitations). Only admins may invite admins; the inviter needs a verified email. On the free plan the organization has at most 2 users (members plus pending invites).',
        errorResponses: {
          403: 'Role, unverified email or plan limit',
          409: 'Already a member or already invited',
          422: 'Validation failed',
          429: 'Too many requests (Retry-After: seconds to wait)',
        },
      }),
    )
    .input(inviteInput)
    .use(rateLimited('invite', (ctx) => ({ account: ctx.user.id, org: ctx.orgId })))
    .output(inviteResultSchema)
    .mutation(({ ctx, input }) => invites.invite(ctx.scope, input)),

  revokeInvite: managerProcedure
    .meta(rest('DELETE', '/org/invites/{id}', 'team', { summary: 'Revoke a pending invitation' }))
    .input(idInput)
    .output(msgResponse)
    .mutation(({ ctx, input }) => invites.revokeInvite(ctx.scope, input)),

  resendInvite: inviterProcedure
    .meta(
      rest('POST', '/org/invites/{id}/resend', 'team', {
        summary: 'Send a fresh invitation link; the previous link stops working',
        errorResponses: { 429: 'Too many requests (Retry-After: seconds to wait)' },
      }),
    )
    .input(idInput)
    .use(rateLimited('invite', (ctx) => ({ account: ctx.user.id, org: ctx.orgId })))
    .output(z.object({ msg: z.string(), link: z.string() }))
    .mutation(({ ctx, input }) => invites.resendInvite(ctx.scope, input)),

  changeRole: managerProcedure
    .meta(
      rest('PATCH', '/org/members/{id}/role', 'team', {
        summary: "Change a member's role (id is the user's id)",
        errorResponses: { 403: 'Not allowed for this member', 404: 'Not a member', 409: 'Last admin' },
      }),
    )
    .input(changeRoleInput)
    .output(z.object({ msg: z.string(), member: memberSchema }))
    .mutation(({ ctx, input }) => team.changeRole(ctx.scope, input)),

  removeMember: managerProcedure
    .meta(
      rest('DELETE', '/org/members/{id}', 'team', {
        summary: 'Remove a member (id is the user id); they lose access at once',
        errorResponses: { 403: 'Not allowed for this member', 404: 'Not a member', 409: 'Last admin' },
      }),
    )
    .input(idInput)
    .output(msgResponse)
    .mutation(({ ctx, input }) => team.removeMember(ctx.scope, input)),
});
