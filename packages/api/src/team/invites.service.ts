import { ACTIVITY_ACTIONS, type Role, TEAM_MSG, TOKEN_TTL } from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { recordActivity } from '../core/activity';
import { errors } from '../core/errors';
import { hashToken, newOpaqueToken } from '../core/hash';
import { isUuid } from '../core/ids';
import { sendMailSafely } from '../mail/send';
import { mailTemplates } from '../mail/templates';
import { assertMemberSeatAvailable, lockOrganization } from '../orgs/plan-limits';
import type { TeamCtx } from './team.service';

type InviteRow = typeof schema.invites.$inferSelect;

const inviteExpiry = () => new Date(Date.now() + TOKEN_TTL.inviteDays * 86_400_000);
const inviteLink = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/$/, '')}/register?invite=${encodeURIComponent(token)}`;

/**
 * POST /api/org/invite. An address with a verified account joins at once; an address already in
 * the organization is refused; anyone else gets an emailed, expiring invitation link. That
 * includes an account whose address was never verified: whoever created it may not own the
 * address (an account registered in advance under a colleague's address would otherwise be let
 * into the organization), so the invitation goes to the inbox, and accepting it takes the account
 * over (auth/invite-acceptance.ts).
 */
export async function invite(ctx: TeamCtx, input: { name: string; email: string; role: Role }) {
  const { org, role: callerRole, actor } = ctx;
  if (input.role === 'admin' && callerRole !== 'admin') {
    throw errors.insufficientRole(TEAM_MSG.onlyAdminsInviteAdmins);
  }
  const { db } = ctx.deps;
  const outcome = await db.transaction(async (tx) => {
    await lockOrganization(tx, org.id);
    const [existingUser] = await tx.select().from(schema.users).where(eq(schema.users.email, input.email));
    if (existingUser) {
      const [membership] = await tx
        .select({ id: schema.memberships.id })
        .from(schema.memberships)
        .where(and(eq(schema.memberships.orgId, org.id), eq(schema.memberships.userId, existingUser.id)));
      if (membership) throw errors.conflict(TEAM_MSG.alreadyMember);
    }
    if (existingUser?.isVerified) {
      await assertMemberSeatAvailable(tx, org);
      await tx
        .insert(schema.memberships)
        .values({ orgId: org.id, userId: existingUser.id, role: input.role });
      if (!existingUser.currentOrgId) {
        await tx
          .update(schema.users)
          .set({ currentOrgId: org.id })
          .where(eq(schema.users.id, existingUser.id));
      }
      await recordActivity(tx, {
        orgId: org.id,
        actor,
        action: ACTIVITY_ACTIONS.memberJoined,
        entityType: 'other',
        objectId: existingUser.id,
        entity: { name: existingUser.name },
        meta: { role: input.role, via: 'added' },
      });
      return { kind: 'added' as const };
    }
    const pending = await pendingInviteFor(tx, org.id, input.email);
    if (pending) throw errors.conflict(TEAM_MSG.invitePending);
    await assertMemberSeatAvailable(tx, org);
    const token = newOpaqueToken();
    const [row] = await tx
      .insert(schema.invites)
      .values({
        orgId: org.id,
        email: input.email,
        name: input.name,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: actor.id,
        expiresAt: inviteExpiry(),
      })
      .returning();
    await recordActivity(tx, {
      orgId: org.id,
      actor,
      action: ACTIVITY_ACTIONS.memberInvited,
      entityType: 'other',
      objectId: row!.id,
      entity: { name: input.name },
      meta: { email: input.email, role: input.role },
    });
    return { kind: 'invited' as const, token };
  });

  if (outcome.kind === 'added') return { added: true, invited: false, msg: TEAM_MSG.userAdded };
  const link = inviteLink(ctx.deps.config.appUrl, outcome.token);
  await sendMailSafely(ctx, mailTemplates.invite(input.email, input.name, org.name, actor.name, link));
  return { added: false, invited: true, msg: TEAM_MSG.inviteCreated, link };
}

/** Usable (not accepted, not revoked) invitation for an address, expired or not. */
async function pendingInviteFor(db: Executor, orgId: string, email: string) {
  const [row] = await db
    .select()
    .from(schema.invites)
    .where(
      and(
        eq(schema.invites.orgId, orgId),
        eq(schema.invites.email, email),
        isNull(schema.invites.acceptedAt),
        isNull(schema.invites.revokedAt),
      ),
    );
  if (!row || row.expiresAt <= new Date()) return null;
  return row;
}

function toInviteDto(row: InviteRow, inviter: { id: string; name: string } | null) {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    invitedBy: inviter ? { _id: inviter.id, name: inviter.name } : null,
    inviterName: inviter?.name ?? null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= new Date(),
  };
}

/** GET /api/org/invites: invitations not yet accepted or revoked (expired ones are flagged). */
export async function listInvites(db: Executor, orgId: string) {
  const rows = await db
    .select({ invite: schema.invites, inviterId: schema.users.id, inviterName: schema.users.name })
    .from(schema.invites)
    .leftJoin(schema.users, eq(schema.users.id, schema.invites.invitedBy))
    .where(
      and(
        eq(schema.invites.orgId, orgId),
        isNull(schema.invites.acceptedAt),
        isNull(schema.invites.revokedAt),
      ),
    )
    .orderBy(desc(schema.invites.createdAt));
  return rows.map((row) =>
    toInviteDto(row.invite, row.inviterId ? { id: row.inviterId, name: row.inviterName ?? '' } : null),
  );
}

async function openInvite(db: Executor, orgId: string, id: unknown) {
  if (!isUuid(id)) throw errors.notFound(TEAM_MSG.inviteNotFound);
  const [row] = await db
    .select()
    .from(schema.invites)
    .where(
      and(
        eq(schema.invites.id, id),
        eq(schema.invites.orgId, orgId),
        isNull(schema.invites.acceptedAt),
        isNull(schema.invites.revokedAt),
      ),
    );
  if (!row) throw errors.notFound(TEAM_MSG.inviteNotFound);
  return row;
}

export async function revokeInvite(ctx: TeamCtx, id: string) {
  const { org, actor } = ctx;
  await ctx.deps.db.transaction(async (tx) => {
    const row = await openInvite(tx, org.id, id);
    await tx.update(schema.invites).set({ revokedAt: new Date() }).where(eq(schema.invites.id, row.id));
    await recordActivity(tx, {
      orgId: org.id,
      actor,
      action: ACTIVITY_ACTIONS.inviteRevoked,
      entityType: 'other',
      objectId: row.id,
      entity: { name: row.name },
      meta: { email: row.email },
    });
  });
  return { msg: TEAM_MSG.inviteRevoked };
}

/** A fresh link and expiry; the previous link stops working (its hash is replaced). */
export async function resendInvite(ctx: TeamCtx, id: string) {
  const { org, actor } = ctx;
  const token = newOpaqueToken();
  const row = await ctx.deps.db.transaction(async (tx) => {
    const current = await openInvite(tx, org.id, id);
    if (current.expiresAt <= new Date()) {
      // An expired invitation frees its seat; renewing it takes the seat again.
      await lockOrganization(tx, org.id);
      await assertMemberSeatAvailable(tx, org, current.id);
    }
    await tx
      .update(schema.invites)
      .set({ tokenHash: hashToken(token), expiresAt: inviteExpiry() })
      .where(eq(schema.invites.id, current.id));
    await recordActivity(tx, {
      orgId: org.id,
      actor,
      action: ACTIVITY_ACTIONS.inviteResent,
      entityType: 'other',
      objectId: current.id,
      entity: { name: current.name },
      meta: { email: current.email },
    });
    return current;
  });
  const link = inviteLink(ctx.deps.config.appUrl, token);
  await sendMailSafely(ctx, mailTemplates.invite(row.email, row.name, org.name, actor.name, link));
  return { msg: TEAM_MSG.inviteResent, link };
}
