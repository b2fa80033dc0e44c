import type { PendingInvitationsResponse } from '@folio/contracts';
import { schema } from '@folio/db';
import { desc, eq } from 'drizzle-orm';
import type { AccountScope } from '../core/scope';
import { stillUsable } from './invite-rules';

/** GET /api/auth/invitations: the usable invitations addressed to the caller's email, newest first. */
export async function listInvitations(scope: AccountScope): Promise<PendingInvitationsResponse> {
  const rows = await scope.deps.db
    .select({ invite: schema.invites, org: schema.organizations, inviterName: schema.users.name })
    .from(schema.invites)
    .innerJoin(schema.organizations, eq(schema.organizations.id, schema.invites.orgId))
    .leftJoin(schema.users, eq(schema.users.id, schema.invites.invitedBy))
    .where(stillUsable(eq(schema.invites.email, scope.user.email)))
    .orderBy(desc(schema.invites.createdAt));
  return {
    items: rows.map(({ invite, org, inviterName }) => ({
      _id: invite.id,
      org: { _id: org.id, name: org.name },
      role: invite.role,
      inviterName: inviterName ?? null,
      createdAt: invite.createdAt.toISOString(),
      expiresAt: invite.expiresAt.toISOString(),
    })),
  };
}
