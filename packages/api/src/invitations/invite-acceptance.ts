import { MSG, type Role } from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { errors } from '../core/errors';
import { lockOrganization } from '../core/plan-limits';
import { findUsableInvite, stillUsable } from './invite-rules';
import { assertMemberSeatAvailable } from './member-seats';

export type TakenInvite = { orgId: string; role: Role; inviteId: string };

/**
 * Marks an invitation accepted inside a registration's transaction (for an address without an
 * account): it must be usable and sent to `email`, and the organization must have a seat. The
 * organization row is locked so that concurrent acceptances cannot exceed the member limit, and
 * the invitation is taken with a conditional update, so one revoked, declined or accepted since it
 * was read lets nobody in.
 */
export async function takeInvite(tx: Executor, token: string, email: string): Promise<TakenInvite> {
  const found = await findUsableInvite(tx, token);
  if (!found) throw errors.field('invite', MSG.invalidInvitation);
  if (found.invite.email !== email) throw errors.field('email', MSG.inviteEmailMismatch);
  const org = await lockOrganization(tx, found.org.id);
  const now = new Date();
  const [taken] = await tx
    .update(schema.invites)
    .set({ acceptedAt: now })
    .where(stillUsable(eq(schema.invites.id, found.invite.id), now))
    .returning({ id: schema.invites.id });
  if (!taken) throw errors.field('invite', MSG.invalidInvitation);
  await assertMemberSeatAvailable(tx, org, found.invite.id);
  return { orgId: found.org.id, role: found.invite.role, inviteId: found.invite.id };
}
