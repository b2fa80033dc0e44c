import { ACTIVITY_ACTIONS } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityMatches } from '../src/activity/activity.queries';
import { containsPattern } from '../src/core/like-pattern';
import { TEXT_FILTER_COUNT_CAP } from '../src/core/text-filter';
import { createOrg, type Org } from './helpers/org';
import { as } from './helpers/rest';
import { useTestApp } from './helpers/suite';

/*
 * The log's search for a word reads its matches one of two ways, chosen from PostgreSQL's estimate
 * of how many there are when the log holds 5,000 entries or more: a word most entries hold is
 * walked newest first, a rare one is looked up in the trigram index and sorted; a smaller log
 * takes the planner's own way. The answers are the same either way (docs/product.md, "Lists'
 * totals with a search"); on PostgreSQL the way taken is checked in the statement's plan.
 */

const { t, rest } = useTestApp();
const ENTRIES = 6000;
/** How many of the oldest entries name the rare client. */
const RARE = 24;
let org: Org;
/** An organization whose log holds only SMALL_LOG entries, the rare client among the oldest. */
let small: Org;
const SMALL_LOG = 300;

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1) + minutes * 60_000);

/** Entry i names the rare client when among the oldest, else two in three a common one. */
const clientName = (i: number) => (i < RARE ? 'Rarebird Studio' : i % 3 ? 'Common Works' : 'Other Works');

/** `count` log entries of `owner`'s organization, oldest first, naming clientName(i). */
const logEntries = (owner: Org, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    orgId: owner.orgId,
    userId: owner.admin.userId,
    userName: 'Alice Admin',
    action: ACTIVITY_ACTIONS.created,
    entityType: 'client' as const,
    entity: { name: clientName(i) },
    // Two entries a minute, so that the order also falls back on the id.
    createdAt: at(Math.floor(i / 2)),
  }));

beforeAll(async () => {
  org = await createOrg(t, rest, { orgName: 'Estimate Studio', plan: 'business' });
  small = await createOrg(t, rest, { orgName: 'Small Studio', plan: 'business' });
  const { db } = t.handle;
  const rows = [...logEntries(org, ENTRIES), ...logEntries(small, SMALL_LOG)];
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(schema.activityEntries).values(rows.slice(i, i + 500));
  // As after any bulk load (docs/operations.md): the planner's estimate needs the statistics.
  await db.execute(sql`analyze activity_entries`);
});

const a = schema.activityEntries;

/** The newest `limit` matches of `word` after `offset`, read plainly: what any page must list. */
async function expectedIds(word: string, offset: number, limit: number) {
  const rows = await t.handle.db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.orgId, org.orgId), like(a.searchText, containsPattern(word))))
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

async function page(query: string) {
  const res = await rest.get(`/activity?${query}`, as(org.admin));
  expect(res.status, query).toBe(200);
  return res.body as { items: { _id: string }[]; total: number; pages: number };
}

describe('the log searched for a rare word and for a common one', () => {
  it('lists a rare word’s matches, all far back in the log, newest first with their exact total', async () => {
    const found = await page('q=rarebird&page=1&limit=20');
    expect(found.items.map((item) => item._id)).toEqual(await expectedIds('rarebird', 0, 20));
    expect(found.total).toBe(RARE);
    const second = await page('q=rarebird&page=2&limit=20');
    expect(second.items.map((item) => item._id)).toEqual(await expectedIds('rarebird', 20, 20));
  });

  it('lists a common word’s newest matches and counts them up to the cap, on any page', async () => {
    const first = await page('q=common&page=1&limit=50');
    expect(first.items.map((item) => item._id)).toEqual(await expectedIds('common', 0, 50));
    expect(first.total).toBe(TEXT_FILTER_COUNT_CAP);
    const deeper = await page('q=common&page=11&limit=50');
    expect(deeper.items.map((item) => item._id)).toEqual(await expectedIds('common', 500, 50));
    expect(deeper.total).toBe(500 + TEXT_FILTER_COUNT_CAP);
  });

  it('keeps to the type asked for', async () => {
    const clients = await page('q=rarebird&type=client&page=1&limit=20');
    expect(clients.items.map((item) => item._id)).toEqual(await expectedIds('rarebird', 0, 20));
    const invoices = await page('q=rarebird&type=invoice&page=1&limit=20');
    expect(invoices).toMatchObject({ items: [], total: 0 });
  });
});

type PlanNode = {
  'Node Type': string;
  'Actual Loops': number;
  'Subplan Name'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
};

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** Which way the statement read `word`'s first 500 matches in `owner`'s log: walked, looked up, or both. */
async function wayTaken(word: string, owner = org) {
  const statement = activityMatches(t.handle.db, { q: word }, word, {
    orgId: owner.orgId,
    pattern: containsPattern(word),
    walk: TEXT_FILTER_COUNT_CAP,
  });
  const result = (await t.handle.db.execute(
    sql`explain (analyze, format json) select * from (${statement}) as matches`,
  )) as unknown as Record<string, unknown>[];
  const explained = result[0]!['QUERY PLAN'];
  const plan = (typeof explained === 'string' ? JSON.parse(explained) : explained)[0].Plan as PlanNode;
  const nodes = nodesOf(plan);
  // The union's two branches, in the statement's order (its CTEs are the other children).
  const [walk, lookup] = nodes
    .find((node) => node['Node Type'] === 'Append')!
    .Plans!.filter((child) => child['Parent Relationship'] === 'Member');
  const ran = (branch: PlanNode) =>
    branch.Plans!.some((child) => child['Parent Relationship'] === 'Outer' && child['Actual Loops'] > 0);
  return {
    walked: ran(walk!),
    lookedUp: ran(lookup!),
    foundRead: nodes.find((node) => node['Subplan Name'] === 'CTE found')!['Actual Loops'] > 0,
  };
}

describe.skipIf(!(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL))(
  'the way the log’s search reads a word, on PostgreSQL',
  () => {
    it('looks a rare word up, without walking the log', async () => {
      expect(await wayTaken('rarebird')).toEqual({ walked: false, lookedUp: true, foundRead: true });
    });

    it('walks the log for a word most entries hold, without looking its matches up', async () => {
      expect(await wayTaken('common')).toEqual({ walked: true, lookedUp: false, foundRead: false });
    });

    it('takes the planner’s way in a small log, without asking for the estimate', async () => {
      expect(await wayTaken('rarebird', small)).toEqual({ walked: true, lookedUp: false, foundRead: false });
    });
  },
);
