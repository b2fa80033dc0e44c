import type { InviteRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, desc, eq } from 'drizzle-orm';
import type { OrgScope } from '../core/scope';
import { unsettledInvite } from './invite-rules';

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

/** GET /api/org/invites: invitations not yet accepted, revoked or declined (expired ones are flagged). */
export async function listInvites(scope: OrgScope) {
  const rows = await scope.db
    .select({ invite: schema.invites, inviterId: schema.users.id, inviterName: schema.users.name })
    .from(schema.invites)
    .leftJoin(schema.users, eq(schema.users.id, schema.invites.invitedBy))
    .where(and(eq(schema.invites.orgId, scope.org.id), unsettledInvite()))
    .orderBy(desc(schema.invites.createdAt));
  return rows.map((row) =>
    toInviteDto(row.invite, row.inviterId ? { id: row.inviterId, name: row.inviterName ?? '' } : null),
  );
}
