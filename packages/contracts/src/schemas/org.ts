import { ROLES } from '../constants';
import { FIELD_MSG, MSG, ORG_MSG } from '../messages';
import { z } from '../zod';
import { emailField, isoDateTime, requiredText } from './common';
import { orgNameField } from './orgs';

const roleField = z.enum(ROLES, { error: ORG_MSG.selectRole });

export const memberSchema = z.object({
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  role: z.enum(ROLES),
  joinedAt: isoDateTime,
});
export type Member = z.infer<typeof memberSchema>;
/** The current organization: its name and members. */
export const membersResponse = z.object({
  _id: z.string(),
  name: z.string(),
  members: z.array(memberSchema),
});

export const orgNameResponse = z.object({ name: z.string() });
export const updateOrgNameInput = z.object({ name: orgNameField });

export const inviteInput = z.object({
  name: requiredText(MSG.nameRequired, { length: 120, message: FIELD_MSG.nameTooLong }),
  email: emailField(),
  role: roleField,
});
export const inviteResultSchema = z.object({
  added: z.boolean(),
  invited: z.boolean(),
  msg: z.string(),
  link: z.string().optional(),
});

export const inviteSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  invitedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  inviterName: z.string().nullable(),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
  expired: z.boolean(),
});
export type Invite = z.infer<typeof inviteSchema>;

export const changeRoleInput = z.object({ id: z.string(), role: roleField });

/**
 * GET /api/auth/invitations: the pending invitations addressed to the signed-in account's email.
 * An existing account joins an organization only by accepting one.
 */
export const pendingInvitationSchema = z.object({
  _id: z.string(),
  org: z.object({ _id: z.string(), name: z.string() }),
  role: z.enum(ROLES),
  inviterName: z.string().nullable(),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;
export const pendingInvitationsResponse = z.object({ items: z.array(pendingInvitationSchema) });
export type PendingInvitationsResponse = z.infer<typeof pendingInvitationsResponse>;

export const invitationIdInput = z.object({ id: z.string() });

/** POST /api/auth/invitations/{id}/accept: the caller is now a member, switched to that organization. */
export const acceptInvitationResponse = z.object({
  msg: z.string(),
  currentOrg: z.object({ _id: z.string(), name: z.string() }),
  role: z.enum(ROLES),
});
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponse>;

/** GET /api/org/activity-summary: what the team did over the last `days` days. */
export const activitySummarySchema = z.object({
  days: z.number().int(),
  since: isoDateTime,
  total: z.number().int(),
  byAction: z.array(z.object({ action: z.string(), count: z.number().int() })),
  byEntityType: z.array(z.object({ entityType: z.string(), count: z.number().int() })),
  byMember: z.array(
    z.object({
      user: z.object({ _id: z.string().nullable(), name: z.string(), email: z.string() }),
      count: z.number().int(),
    }),
  ),
});

/** What the services receive: the inputs as the schemas above parse them. */
export type UpdateOrgNameInput = z.output<typeof updateOrgNameInput>;
export type InviteInput = z.output<typeof inviteInput>;
export type ChangeRoleInput = z.output<typeof changeRoleInput>;
export type InvitationIdInput = z.output<typeof invitationIdInput>;
