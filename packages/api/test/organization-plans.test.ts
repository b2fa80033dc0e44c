import { ACTIVITY_ACTIONS } from '@folio/contracts';
import { organizationPlanPool, schema } from '@folio/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrg, type Org } from './helpers/org';
import { as } from './helpers/rest';
import { useTestApp } from './helpers/suite';

/*
 * A large organization's list pages and searches run with the organization's id written into
 * their text, on connections that keep one plan per statement from its first execution
 * (core/prepared.ts, organizationPlanPool in @folio/db). That plan is made without the term, so
 * each statement must read the same good way whatever the term: here, the plan PostgreSQL keeps
 * for each one- or two-letter search (no trigram to look up) must walk the list, never read a
 * trigram index, which it would have to read whole. The projects' search did, until its short
 * terms were tested on an expression that index does not hold. PostgreSQL only: the embedded
 * database plans every statement for its values.
 */

let recording: { query: string; params: unknown[] }[] | null = null;
const { t, rest } = useTestApp({
  // Every list read as a large organization's (core/list-size.ts).
  config: { smallListRows: 0 },
  onQuery: (query, params) => {
    recording?.push({ query, params });
  },
});
let org: Org;
const ROWS = 4000;
/**
 * 8,000 projects: enough that a plan made without the term takes the trigram index for cheaper than
 * walking the list to the term's matches (it did, before the projects' short terms changed).
 */
const PROJECTS_PER_CLIENT = 2;

beforeAll(async () => {
  org = await createOrg(t, rest, { orgName: 'Plans Studio', plan: 'business' });
  // The embedded database has no such connections (checked below): nothing to read.
  if (t.handle.driver !== 'postgres') return;
  const { db } = t.handle;
  const orgId = org.orgId;
  await db.execute(sql`
    insert into clients (org_id, name, email)
    select ${orgId}::uuid, 'Client ' || md5(g::text), 'c' || g || '@example.com' from generate_series(1, ${ROWS}) as g`);
  await db.execute(sql`
    insert into projects (org_id, client_id, title, description, status)
    select org_id, id, 'Project ' || md5(id::text || g), 'Works ' || md5(name || g),
      (array['active', 'active', 'completed', 'archived'])[1 + g % 4]
    from clients, generate_series(1, ${PROJECTS_PER_CLIENT}) as g where org_id = ${orgId}::uuid`);
  await db.execute(sql`
    insert into invoices (org_id, client_id, number)
    select org_id, id, row_number() over (order by name) from clients where org_id = ${orgId}::uuid`);
  await db.insert(schema.activityEntries).values(
    Array.from({ length: ROWS }, (_, i) => ({
      orgId,
      userId: org.admin.userId,
      userName: 'Alice Admin',
      action: ACTIVITY_ACTIONS.created,
      entityType: 'client' as const,
      entity: { name: `Client ${i}` },
    })),
  );
  // Other organizations' rows beside these, several times as many, as in any shared database: on
  // a table of one organization's rows PostgreSQL reads it whole, whatever the plan.
  await db.execute(sql`
    insert into organizations (name) select 'Neighbour ' || g from generate_series(1, 40) as g`);
  await db.execute(sql`
    insert into clients (org_id, name)
    select id, 'Neighbour client ' || md5(id::text || g) from organizations, generate_series(1, 100) as g
    where organizations.name like 'Neighbour %'`);
  await db.execute(sql`
    insert into projects (org_id, client_id, title, status)
    select org_id, id, 'Project ' || md5(id::text || g), (array['active', 'completed', 'archived'])[1 + g % 3]
    from clients, generate_series(1, 4) as g where name like 'Neighbour client %'`);
  // As autovacuum would: statistics, and the trigram indexes' pending lists merged into them.
  await db.execute(sql`vacuum analyze organizations, clients, projects, invoices, activity_entries`);
});

/** The statements one request sent with the organization's id written into their text. */
async function statementsOf(path: string) {
  recording = [];
  try {
    const res = await rest.get(path, as(org.admin));
    expect(res.status, path).toBe(200);
    return recording.filter((statement) => statement.query.includes(`'${org.orgId}'`));
  } finally {
    recording = null;
  }
}

type Plan = { 'Index Name'?: string; Plans?: Plan[] };
const indexesIn = (plan: Plan, found = new Set<string>()): Set<string> => {
  if (plan['Index Name']) found.add(plan['Index Name']);
  for (const child of plan.Plans ?? []) indexesIn(child, found);
  return found;
};

/** A parameter as an SQL literal for EXECUTE. */
const literal = (value: unknown) =>
  value === null || value === undefined ? 'null' : `'${String(value).replaceAll("'", "''")}'`;

/** The indexes of the one plan PostgreSQL keeps for `statement` (a generic plan), on one connection. */
async function keptPlanIndexes(statement: { query: string; params: unknown[] }) {
  const pool = organizationPlanPool(t.handle.db) as {
    reserve(): Promise<{ unsafe(text: string): Promise<{ 'QUERY PLAN': unknown }[]>; release(): void }>;
  };
  const connection = await pool.reserve();
  try {
    await connection.unsafe(`prepare folio_kept_plan as ${statement.query}`);
    const args = statement.params.length > 0 ? `(${statement.params.map(literal).join(', ')})` : '';
    const [row] = await connection.unsafe(`explain (format json) execute folio_kept_plan${args}`);
    const plans = row!['QUERY PLAN'] as { Plan: Plan }[];
    return indexesIn(plans[0]!.Plan);
  } finally {
    await connection.unsafe('deallocate folio_kept_plan').catch(() => {});
    connection.release();
  }
}

describe("a large organization's searches for a one- or two-letter term", () => {
  it('keep a plan that walks the list, reading no trigram index', async () => {
    if (t.handle.driver !== 'postgres') {
      expect(organizationPlanPool(t.handle.db)).toBeUndefined();
      return;
    }
    const trigramIndexes = new Set(
      (
        (await t.handle.db.execute(
          sql`select indexname from pg_indexes where schemaname = current_schema() and indexdef like '%gin_trgm_ops%'`,
        )) as unknown as { indexname: string }[]
      ).map((row) => row.indexname),
    );
    expect(trigramIndexes).toContain('projects_org_list_search_idx');
    for (const path of ['/clients', '/projects', '/invoices', '/activity']) {
      for (const q of ['a', 'de', '7']) {
        const statements = await statementsOf(`${path}?q=${q}&limit=30`);
        expect(statements.length, `${path}?q=${q}`).toBeGreaterThan(0);
        for (const statement of statements) {
          const read = [...(await keptPlanIndexes(statement))].filter((name) => trigramIndexes.has(name));
          expect(read, `${path}?q=${q}: ${statement.query.slice(0, 200)}`).toEqual([]);
        }
      }
    }
  });
});
