import { DEFAULT_PREFERENCES, DEFAULT_ROLE, type MeResponse, type Role } from '@folio/contracts';
import type { Executor, UserRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { errors } from '../core/errors';

function toUserDto(user: UserRow, org: { id: string; name: string } | null, role: Role): MeResponse['user'] {
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    email: user.email,
    isVerified: user.isVerified,
    pendingEmail: user.pendingEmail,
    role,
    currentOrgRole: role,
    currentRole: role,
    currentOrg: org ? { _id: org.id, name: org.name } : null,
    currentOrgName: org?.name ?? null,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    loginCount: user.loginCount,
    preferences: { ...DEFAULT_PREFERENCES, ...user.preferences },
    createdAt: user.createdAt.toISOString(),
  };
}

/** The signed-in user with their current organization and role, in one query. Role is viewer when no membership is found. */
export async function loadMe(db: Executor, userId: string): Promise<MeResponse> {
  const [row] = await db
    .select({ user: schema.users, org: schema.organizations, role: schema.memberships.role })
    .from(schema.users)
    .leftJoin(
      schema.memberships,
      and(
        eq(schema.memberships.userId, schema.users.id),
        eq(schema.memberships.orgId, schema.users.currentOrgId),
      ),
    )
    .leftJoin(schema.organizations, eq(schema.organizations.id, schema.memberships.orgId))
    .where(eq(schema.users.id, userId));
  if (!row) throw errors.unauthorized();
  const role = row.role ?? DEFAULT_ROLE;
  return { user: toUserDto(row.user, row.org, role), role };
}
