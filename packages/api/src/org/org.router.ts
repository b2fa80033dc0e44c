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
  orgProfileSchema,
  updateOrgNameInput,
  updateOrgProfileInput,
} from '@folio/contracts';
import { z } from 'zod';
import { listInvites } from '../invitations/org-invites.queries';
import * as invites from '../invitations/org-invites.service';
import { readOrgProfile } from '../org-profile/org-profile.queries';
import { updateOrgProfile } from '../org-profile/org-profile.service';
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
import * as org from './org.service';

// Error answers that several operations below give, each said once.
const noPendingInvite = 'No pending invitation with this id in the current organization.';
const noMember = 'No member with this user id in the current organization.';
const noAdminLeft = 'The organization would be left without an admin.';

const idInput = z.object({ id: z.string() });

/**
 * Invitation mails carry the organization's and the inviter's names to someone else's inbox, so
 * only an inviter whose own address is verified may send them (403 EMAIL_NOT_VERIFIED).
 */
const inviterProcedure = managerProcedure.use(requireVerifiedEmail);

/** The current organization: its name, members and invitations (REST under /api/org; docs/product.md#team). */
export const orgRouter = router({
  members: orgProcedure
    .meta(
      rest('GET', '/org/members', 'org', { summary: 'The organization with its members and their roles' }),
    )
    .input(z.void())
    .output(membersResponse)
    .query(({ ctx }) => listMembers(ctx.scope)),

  name: orgProcedure
    .meta(rest('GET', '/org/name', 'org', { summary: "The organization's name" }))
    .input(z.void())
    .output(orgNameResponse)
    .query(({ ctx }) => ({ name: ctx.scope.org.name })),

  rename: adminProcedure
    .meta(
      rest('PUT', '/org/name', 'org', {
        summary: 'Rename the organization (admins only; trimmed, 1–80 characters)',
        errors: { 422: 'The name is empty or longer than the limit (`errors` names the field).' },
      }),
    )
    .input(updateOrgNameInput)
    .output(orgNameResponse.extend({ msg: z.string() }))
    .mutation(({ ctx, input }) => org.renameOrganization(ctx.scope, input)),

  profile: orgProcedure
    .meta(
      rest('GET', '/org/profile', 'org', {
        summary: "The organization's business details and logo (any member)",
        description:
          'Every field is null until an admin sets it. `logo.url` serves the image (GET /api/org/logo) and changes whenever the logo does.',
      }),
    )
    .input(z.void())
    .output(orgProfileSchema)
    .query(({ ctx }) => readOrgProfile(ctx.scope)),

  updateProfile: adminProcedure
    .meta(
      rest('PUT', '/org/profile', 'org', {
        summary: "Replace the organization's business details (admins only)",
        description:
          'Replaces the whole profile: a field left out, null, empty or blank becomes null. Texts are trimmed; the email is lowercased. The logo is not touched (PUT and DELETE /api/org/logo). Answers the profile.',
        errors: {
          422: 'A text is longer than its limit, the email or website is invalid, or paymentTermsDays is not a whole number from 0 to 365 (`errors` names the field).',
        },
      }),
    )
    .input(updateOrgProfileInput)
    .output(orgProfileSchema)
    .mutation(({ ctx, input }) => updateOrgProfile(ctx.scope, input)),

  activitySummary: orgProcedure
    .meta(
      rest('GET', '/org/activity-summary', 'org', {
        summary: 'Activity over the last 30 days: total, counts by action, by entity type and by member',
      }),
    )
    .input(z.void())
    .output(activitySummarySchema)
    .query(({ ctx }) => activitySummary(ctx.scope)),

  invites: managerProcedure
    .meta(rest('GET', '/org/invites', 'org', { summary: 'Pending invitations (admins and managers)' }))
    .input(z.void())
    .output(z.array(inviteSchema))
    .query(({ ctx }) => listInvites(ctx.scope)),

  invite: inviterProcedure
    .meta(
      rest('POST', '/org/invite', 'org', {
        summary: 'Invite by email; an existing account joins only when it accepts',
        description:
          'Answers {added: false, invited: true, msg, link} whether or not the address has an account: every address gets a pending invitation and a mail (an existing account accepts or declines it in the app, GET /api/auth/invitations). Only admins may invite admins; the inviter needs a verified email. On the free plan the organization has at most 2 users (members plus pending invites).',
        errors: {
          403: 'INSUFFICIENT_ROLE: only admins invite admins. PLAN_UPGRADE_REQUIRED: the organization has no free seat on its plan.',
          409: 'The address is already a member, or already has a pending invitation.',
          422: 'The email address or the role is invalid (`errors` names the field).',
        },
      }),
    )
    .input(inviteInput)
    .use(rateLimited('invite', (ctx) => ({ account: ctx.user.id, org: ctx.scope.org.id })))
    .output(inviteResultSchema)
    .mutation(({ ctx, input }) => invites.invite(ctx.scope, input)),

  revokeInvite: managerProcedure
    .meta(
      rest('DELETE', '/org/invites/{id}', 'org', {
        summary: 'Revoke a pending invitation',
        errors: { 404: noPendingInvite },
      }),
    )
    .input(idInput)
    .output(msgResponse)
    .mutation(({ ctx, input }) => invites.revokeInvite(ctx.scope, input)),

  resendInvite: inviterProcedure
    .meta(
      rest('POST', '/org/invites/{id}/resend', 'org', {
        summary: 'Send a fresh invitation link; the previous link stops working',
        errors: {
          403: 'PLAN_UPGRADE_REQUIRED: the organization has no free seat on its plan.',
          404: noPendingInvite,
        },
      }),
    )
    .input(idInput)
    .use(rateLimited('invite', (ctx) => ({ account: ctx.user.id, org: ctx.scope.org.id })))
    .output(z.object({ msg: z.string(), link: z.string() }))
    .mutation(({ ctx, input }) => invites.resendInvite(ctx.scope, input)),

  changeRole: managerProcedure
    .meta(
      rest('PATCH', '/org/members/{id}/role', 'org', {
        summary: "Change a member's role (id is the user's id)",
        errors: {
          403: 'INSUFFICIENT_ROLE: members cannot change their own role, managers cannot change an admin’s role, and only admins grant the admin role.',
          404: noMember,
          409: noAdminLeft,
          422: 'The role is not admin, manager or viewer (`errors` names the field).',
        },
      }),
    )
    .input(changeRoleInput)
    .output(z.object({ msg: z.string(), member: memberSchema }))
    .mutation(({ ctx, input }) => org.changeRole(ctx.scope, input)),

  removeMember: managerProcedure
    .meta(
      rest('DELETE', '/org/members/{id}', 'org', {
        summary: 'Remove a member (id is the user id); they lose access at once',
        errors: {
          403: 'INSUFFICIENT_ROLE: members cannot remove themselves, and managers cannot remove an admin.',
          404: noMember,
          409: noAdminLeft,
        },
      }),
    )
    .input(idInput)
    .output(msgResponse)
    .mutation(({ ctx, input }) => org.removeMember(ctx.scope, input)),
});
