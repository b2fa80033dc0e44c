import {
  ACTIVITY_ACTIONS,
  type InvitationIdInput,
  type InviteInput,
  type Locale,
  ORG_MSG,
  TOKEN_TTL,
} from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq, or } from 'drizzle-orm';
import { activitySubject, recordScopeActivity } from '../core/activity';
import { errors } from '../core/errors';
import { hashToken, newOpaqueToken } from '../core/hash';
import { lockOrganization } from '../core/plan-limits';
import { findInOrg } from '../core/records';
import { type OrgScope, withTransaction } from '../core/scope';
import { sendMailSafely } from '../mail/send';
import { mailTemplates } from '../mail/templates';
import { unsettledInvite } from './invite-rules';
import { assertMemberSeatAvailable } from './member-seats';

/** The organization's side of invitations (the org router): invite, revoke, resend. */

const inviteExpiry = () => new Date(Date.now() + TOKEN_TTL.inviteDays * 86_400_000);
const inviteLink = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/$/, '')}/register?invite=${encodeURIComponent(token)}`;

/**
 * The invitation mail. An address without an account gets the sign-up link; an existing account
 * is asked to sign in and accept on its Organizations page (the sign-up link would be refused, and
 * nobody joins an organization without their consent).
 */
async function mailInvitation(
  scope: OrgScope,
  invitation: { email: string; link: string },
  recipient: Recipient,
) {
  const { org, caller } = scope;
  const appUrl = scope.deps.config.appUrl.replace(/\/$/, '');
  const message = recipient.account
    ? mailTemplates.inviteExisting(
        invitation.email,
        org.name,
        caller.name,
        `${appUrl}/orgs`,
        recipient.locale,
      )
    : mailTemplates.invite(invitation.email, org.name, caller.name, invitation.link, recipient.locale);
  await sendMailSafely(scope, message);
}

type Recipient = { account: { id: string } | null; locale: Locale };

/**
 * The account of the invited address, if any, and the language of the invitation mail: the
 * account's own, else the inviter's (an address without an account has chosen none). Both users
 * are read in one statement.
 */
async function recipientOf(db: Executor, email: string, inviterId: string): Promise<Recipient> {
  const rows = await db
    .select({ id: schema.users.id, email: schema.users.email, preferences: schema.users.preferences })
    .from(schema.users)
    .where(or(eq(schema.users.email, email), eq(schema.users.id, inviterId)));
  const account = rows.find((row) => row.email === email);
  const inviter = rows.find((row) => row.id === inviterId);
  return {
    account: account ? { id: account.id } : null,
    locale: (account ?? inviter)?.preferences.locale ?? 'en',
  };
}

/**
 * POST /api/org/invite. Every address gets a pending, expiring invitation and a mail, whether or
 * not it has an account: an existing account joins only when its owner accepts
 * (`acceptInvitation` in account-invitations.service.ts), and the answer is the same either way,
 * so it does not tell the inviter whether the address has an account. An address already in the
 * organization is refused (the inviter can see the members anyway).
 */
export async function invite(scope: OrgScope, input: InviteInput) {
  const { caller } = scope;
  if (input.role === 'admin' && caller.role !== 'admin') {
    throw errors.insufficientRole(ORG_MSG.onlyAdminsInviteAdmins);
  }
  const outcome = await withTransaction(scope, async (txScope) => {
    // The seat check uses the plan as it is under the lock, not as read when the request began.
    const org = await lockOrganization(txScope.db, scope.org.id);
    const recipient = await recipientOf(txScope.db, input.email, caller.id);
    const existingUser = recipient.account;
    if (existingUser) {
      const [membership] = await txScope.db
        .select({ id: schema.memberships.id })
        .from(schema.memberships)
        .where(and(eq(schema.memberships.orgId, org.id), eq(schema.memberships.userId, existingUser.id)));
      if (membership) throw errors.conflict(ORG_MSG.alreadyMember);
    }
    const pending = await pendingInviteFor(txScope.db, org.id, input.email);
    if (pending) throw errors.conflict(ORG_MSG.invitePending);
    await assertMemberSeatAvailable(txScope.db, org);
    const token = newOpaqueToken();
    const [row] = await txScope.db
      .insert(schema.invites)
      .values({
        orgId: org.id,
        email: input.email,
        name: input.name,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: caller.id,
        expiresAt: inviteExpiry(),
      })
      .returning();
    await recordScopeActivity(txScope, {
      action: ACTIVITY_ACTIONS.memberInvited,
      ...activitySubject.other({ id: row!.id, name: input.name }),
      meta: { email: input.email, role: input.role },
    });
    return { token, recipient };
  });

  const link = inviteLink(scope.deps.config.appUrl, outcome.token);
  await mailInvitation(scope, { email: input.email, link }, outcome.recipient);
  return { added: false, invited: true, msg: ORG_MSG.inviteCreated, link };
}

/** An unexpired invitation of the organization to an address that nobody has settled yet. */
async function pendingInviteFor(db: Executor, orgId: string, email: string) {
  const [row] = await db
    .select()
    .from(schema.invites)
    .where(and(eq(schema.invites.orgId, orgId), eq(schema.invites.email, email), unsettledInvite()));
  if (!row || row.expiresAt <= new Date()) return null;
  return row;
}

/** An invitation of the organization nobody has settled (accepted, revoked or declined), locked; else 404. */
async function openInvite(db: Executor, orgId: string, id: unknown) {
  const row = await findInOrg(db, orgId, 'invite', id, 'update');
  if (row.acceptedAt || row.revokedAt || row.declinedAt) throw errors.notFound(ORG_MSG.inviteNotFound);
  return row;
}

export async function revokeInvite(scope: OrgScope, { id }: InvitationIdInput) {
  const { org } = scope;
  await withTransaction(scope, async (txScope) => {
    const row = await openInvite(txScope.db, org.id, id);
    await txScope.db
      .update(schema.invites)
      .set({ revokedAt: new Date() })
      .where(eq(schema.invites.id, row.id));
    await recordScopeActivity(txScope, {
      action: ACTIVITY_ACTIONS.inviteRevoked,
      ...activitySubject.other(row),
      meta: { email: row.email },
    });
  });
  return { msg: ORG_MSG.inviteRevoked };
}

/** A fresh link and expiry; the previous link stops working (its hash is replaced). */
export async function resendInvite(scope: OrgScope, { id }: InvitationIdInput) {
  const { org } = scope;
  const token = newOpaqueToken();
  const row = await withTransaction(scope, async (txScope) => {
    const current = await openInvite(txScope.db, org.id, id);
    if (current.expiresAt <= new Date()) {
      // An expired invitation frees its seat; renewing it takes the seat again.
      await assertMemberSeatAvailable(txScope.db, await lockOrganization(txScope.db, org.id), current.id);
    }
    await txScope.db
      .update(schema.invites)
      .set({ tokenHash: hashToken(token), expiresAt: inviteExpiry() })
      .where(eq(schema.invites.id, current.id));
    await recordScopeActivity(txScope, {
      action: ACTIVITY_ACTIONS.inviteResent,
      ...activitySubject.other(current),
      meta: { email: current.email },
    });
    return { email: current.email, recipient: await recipientOf(txScope.db, current.email, scope.caller.id) };
  });
  const link = inviteLink(scope.deps.config.appUrl, token);
  await mailInvitation(scope, { email: row.email, link }, row.recipient);
  return { msg: ORG_MSG.inviteResent, link };
}
