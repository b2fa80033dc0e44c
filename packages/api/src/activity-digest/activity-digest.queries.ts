import type { Preferences } from '@folio/contracts';
import type { Database } from '@folio/db';
import { schema } from '@folio/db';
import { and, asc, eq, gte, inArray, like, lt, lte, max, sql } from 'drizzle-orm';

const { activityDigests, activityEntries, memberships, organizations, users } = schema;

/** A member who may get the activity email, with their organizations. */
export type DigestRecipient = {
  id: string;
  name: string;
  email: string;
  preferences: Preferences;
  orgIds: string[];
};

/**
 * Members whose activity email is on (the default) and whose address is verified, with the
 * organizations they belong to. The email names other people and records, so an address nobody
 * proved receives none (packages/api/README.md: mails to unproven addresses carry no one's text).
 */
export async function digestRecipients(db: Database): Promise<DigestRecipient[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      preferences: users.preferences,
      orgIds: sql<string[]>`array_agg(${memberships.orgId} order by ${memberships.createdAt})`,
    })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(
      and(
        eq(users.isVerified, true),
        sql`coalesce((${users.preferences} -> 'notifications' ->> 'emailActivity')::boolean, true)`,
      ),
    )
    .groupBy(users.id)
    .orderBy(asc(users.id));
  return rows.map((row) => ({ ...row, orgIds: [...row.orgIds] }));
}

/** The (user, period) pairs among `userIds` that already have their row: handled, nothing to do. */
export async function handledPeriods(db: Database, userIds: string[], keys: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: activityDigests.userId, periodKey: activityDigests.periodKey })
    .from(activityDigests)
    .where(and(inArray(activityDigests.userId, userIds), inArray(activityDigests.periodKey, keys)));
  return new Set(rows.map((r) => `${r.userId} ${r.periodKey}`));
}

/** Where the member's next interval period starts: the end of their latest one, if any. */
export async function lastIntervalEnd(db: Database, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ end: max(activityDigests.periodEnd) })
    .from(activityDigests)
    .where(and(eq(activityDigests.userId, userId), like(activityDigests.periodKey, 'i%')));
  return row?.end ? new Date(row.end) : null;
}

/** An entry of the activity log as the email words it. */
export type DigestEntry = {
  orgId: string;
  userName: string | null;
  action: string;
  entityType: string;
  objectId: string | null;
  entity: schema.ActivityEntitySnapshot | null;
  createdAt: Date;
};

export type OrgActivity = {
  orgId: string;
  orgName: string;
  /** Entries per action and entity type. */
  counts: { action: string; entityType: string; count: number }[];
  total: number;
  /** The period's first entries, oldest first. */
  entries: DigestEntry[];
};

/**
 * The activity of `orgIds` in [start, end): per organization the count of entries per action and
 * entity type, and the first `firstEntries` entries. Organizations without activity are left out.
 * Each statement filters on org_id and created_at (the activity_org_created_idx index).
 */
export async function periodActivity(
  db: Database,
  orgIds: string[],
  start: Date,
  end: Date,
  firstEntries: number,
): Promise<OrgActivity[]> {
  if (orgIds.length === 0) return [];
  const inPeriod = and(
    inArray(activityEntries.orgId, orgIds),
    gte(activityEntries.createdAt, start),
    lt(activityEntries.createdAt, end),
  );
  const counts = await db
    .select({
      orgId: activityEntries.orgId,
      action: activityEntries.action,
      entityType: activityEntries.entityType,
      count: sql<number>`count(*)::int`,
    })
    .from(activityEntries)
    .where(inPeriod)
    .groupBy(activityEntries.orgId, activityEntries.action, activityEntries.entityType);
  if (counts.length === 0) return [];
  const ranked = db
    .select({
      orgId: activityEntries.orgId,
      userName: activityEntries.userName,
      action: activityEntries.action,
      entityType: activityEntries.entityType,
      objectId: activityEntries.objectId,
      entity: activityEntries.entity,
      createdAt: activityEntries.createdAt,
      rank: sql<number>`row_number() over (partition by ${activityEntries.orgId} order by ${activityEntries.createdAt}, ${activityEntries.id})`.as(
        'rank',
      ),
    })
    .from(activityEntries)
    .where(inPeriod)
    .as('ranked');
  const entries = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, firstEntries))
    .orderBy(asc(ranked.orgId), asc(ranked.rank));
  const activeIds = [...new Set(counts.map((c) => c.orgId))];
  const names = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.id, activeIds));
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  // In the member's order of organizations (the order they joined them).
  return orgIds
    .filter((orgId) => activeIds.includes(orgId))
    .map((orgId) => {
      const own = counts.filter((c) => c.orgId === orgId).map((c) => ({ ...c, count: Number(c.count) }));
      return {
        orgId,
        orgName: nameOf.get(orgId) ?? '',
        counts: own,
        total: own.reduce((sum, c) => sum + c.count, 0),
        entries: entries
          .filter((e) => e.orgId === orgId)
          .map(({ rank: _rank, ...entry }) => ({ ...entry, createdAt: new Date(entry.createdAt) })),
      };
    });
}
