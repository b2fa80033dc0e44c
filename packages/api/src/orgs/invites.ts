import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken } from '../core/hash';

/** An invite that can still be accepted (not accepted, revoked or expired), with its organization. */
export async function findUsableInvite(db: Executor, token: string) {
  const [row] = await db
    .select({ invite: schema.invites, org: schema.organizations })
    .from(schema.invites)
    .innerJoin(schema.organizations, eq(schema.organizations.id, schema.invites.orgId))
    .where(
      and(
        eq(schema.invites.tokenHash, hashToken(token)),
        isNull(schema.invites.acceptedAt),
        isNull(schema.invites.revokedAt),
        gt(schema.invites.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}
