/**
 * An existing account is invited, never added: it joins an organization only when its owner
 * accepts one of these invitations, signed in. Invitations are matched on the account's current
 * address, so one sent to an address the account no longer has is not its to answer.
 */
import {
  ACTIVITY_ACTIONS,
  type AcceptInvitationResponse,
  type InvitationIdInput,
  ORG_MSG,
} from '@folio/contracts';
import type { Executor, UserRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { recordActivity } from '../core/activity';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import { lockOrganization } from '../core/plan-limits';
import type { AccountScope } from '../core/scope';
import { recordWebhookEvent } from '../webhooks/outbox';
import { stillUsable } from './invite-rules';
import { assertMemberSeatAvailable } from './member-seats';

/** The caller's usable invitation `id`; anything else (unknown, someone else's, settled, expired) is a 404. */
async function usableInvitation(tx: Executor, user: UserRow, id: unknown) {
  if (!isUuid(id)) throw errors.notFound(ORG_MSG.invitationNotFound);
  const [row] = await tx
    .select()
    .from(schema.invites)
    .where(stillUsable(and(eq(schema.invites.id, id), eq(schema.invites.email, user.email))));
  if (!row) throw errors.notFound(ORG_MSG.invitationNotFound);
  return row;
}

/**
 * Takes the invitation with a conditional update, so that one revoked, declined or accepted
 * since it was read is a 404 (two tabs answering at once get one answer each).
 */
async function settle(tx: Executor, id: string, change: { acceptedAt: Date } | { declinedAt: Date }) {
  const [taken] = await tx
    .update(schema.invites)
    .set(change)
    .where(stillUsable(eq(schema.invites.id, id)))
    .returning({ id: schema.invites.id });
  if (!taken) throw errors.notFound(ORG_MSG.invitationNotFound);
}

/**
 * POST /api/auth/invitations/{id}/accept (a verified address only: see the router). The
 * organization is locked first so that parallel acceptances cannot exceed the free plan's seats;
 * the caller becomes a member with the invited role and is switched to the organization.
 */
export async function acceptInvitation(
  scope: AccountScope,
  { id }: InvitationIdInput,
): Promise<AcceptInvitationResponse> {
  const { user } = scope;
  return scope.deps.db.transaction(async (tx) => {
    const invitation = await usableInvitation(tx, user, id);
    const org = await lockOrganization(tx, invitation.orgId);
    await settle(tx, invitation.id, { acceptedAt: new Date() });
    const [membership] = await tx
      .select({ role: schema.memberships.role })
      .from(schema.memberships)
      .where(and(eq(schema.memberships.orgId, org.id), eq(schema.memberships.userId, user.id)));
    await tx.update(schema.users).set({ currentOrgId: org.id }).where(eq(schema.users.id, user.id));
    const accepted = { msg: ORG_MSG.invitationAccepted, currentOrg: { _id: org.id, name: org.name } };
    // Already a member (an older invitation renewed after they joined): it is used up, the role kept.
    if (membership) return { ...accepted, role: membership.role };
    await assertMemberSeatAvailable(tx, org, invitation.id);
    const [joined] = await tx
      .insert(schema.memberships)
      .values({ orgId: org.id, userId: user.id, role: invitation.role })
      .returning({ createdAt: schema.memberships.createdAt });
    await recordActivity(tx, {
      orgId: org.id,
      actor: scope.caller,
      action: ACTIVITY_ACTIONS.memberJoined,
      entityType: 'other',
      objectId: user.id,
      entity: { name: user.name },
      meta: { role: invitation.role, via: 'accepted' },
    });
    await recordWebhookEvent({ deps: scope.deps, db: tx, org: { id: org.id } }, 'member.joined', {
      user: { _id: user.id, name: user.name, email: user.email },
      role: invitation.role,
      joinedAt: joined!.createdAt.toISOString(),
    });
    return { ...accepted, role: invitation.role };
  });
}

/**
 * POST /api/auth/invitations/{id}/decline: the invitation is settled (it leaves the team's
 * pending list and frees its seat) and the inviting organization's log records it, without the
 * account as its actor: someone who says no does not show the organization their name.
 */
export async function declineInvitation(
  scope: AccountScope,
  { id }: InvitationIdInput,
): Promise<{ msg: string }> {
  const { user } = scope;
  await scope.deps.db.transaction(async (tx) => {
    const invitation = await usableInvitation(tx, user, id);
    await settle(tx, invitation.id, { declinedAt: new Date() });
    await recordActivity(tx, {
      orgId: invitation.orgId,
      actor: null,
      action: ACTIVITY_ACTIONS.inviteDeclined,
      entityType: 'other',
      objectId: invitation.id,
      entity: { name: invitation.name },
      meta: { email: invitation.email, role: invitation.role },
    });
  });
  return { msg: ORG_MSG.invitationDeclined };
}
