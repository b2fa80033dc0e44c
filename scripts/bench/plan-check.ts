/**
 * Whether any statement a screen sends reads across organizations: every statement Folio sent
 * for the measured endpoints (recorded, with its parameters) is EXPLAINed on the scratch database,
 * once for the large organization and once with a small organization's id in place of the large
 * one's (--small-orgs), as a custom plan (what an unnamed statement gets), and for the large one
 * also as the generic plan (what a named prepared statement may switch to after five
 * executions). A sequential scan of a table that has an org_id column, or an index scan on one of
 * its indexes led by neither org_id nor a uuid (a record's id), reads rows of other organizations
 * to find the caller's: that is a finding (on tables of MIN_ROWS rows or more).
 * PostgreSQL only (on PGlite the server process holds the only connection).
 */
import { openDatabase } from '@folio/db';
import type { BudgetCheck } from './budget-checks';
import type { EndpointResult } from './side-by-side';

/**
 * Tables with fewer rows (planner statistics) are left out: reading a few pages whole is cheaper
 * than an index lookup, and the planner rightly does it at small scales.
 */
const MIN_ROWS = 1000;

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

type PlanFinding = {
  endpoint: string;
  organization: 'large' | 'small';
  plan: 'custom' | 'generic';
  /** The scan, e.g. "Seq Scan on clients" or "Bitmap Index Scan on clients_search_idx (clients)". */
  scan: string;
  statement: string;
};

export type PlanReport = { statements: number; plans: number; findings: PlanFinding[] };

/** Tables scoped by organization (an org_id column) and each index's table and first column. */
type Run = <T>(text: string, params?: unknown[]) => Promise<T[]>;

async function catalog(run: Run) {
  const tenantTables = new Set(
    (
      await run<{ name: string }>(`
        select c.relname as name from pg_class c
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'org_id' and not a.attisdropped
        where c.relkind in ('r', 'p') and c.relnamespace = current_schema()::regnamespace
          and c.reltuples >= ${MIN_ROWS}`)
    ).map((r) => r.name),
  );
  const indexes = new Map(
    (
      await run<{ name: string; table: string; first: string | null; firstType: string | null }>(`
        select i.relname as name, t.relname as "table", a.attname as first,
          format_type(a.atttypid, a.atttypmod) as "firstType"
        from pg_index x
        join pg_class i on i.oid = x.indexrelid
        join pg_class t on t.oid = x.indrelid
        left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = x.indkey[0]
        where t.relnamespace = current_schema()::regnamespace`)
    ).map((r) => [r.name, r]),
  );
  return { tenantTables, indexes };
}

/** A parameter as an SQL literal, for EXECUTE (whose arguments are typed by the prepared statement). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return String(value);
  const text =
    value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * The plan of one statement. Custom: EXPLAIN with the parameters bound, planned for their values.
 * Generic: PREPARE, then EXPLAIN EXECUTE with plan_cache_mode = force_generic_plan, the plan a
 * named statement is given for any value (EXPLAIN with bound parameters is always custom).
 */
async function explain(run: Run, text: string, params: unknown[], plan: 'custom' | 'generic') {
  type Explained = { 'QUERY PLAN': { Plan: PlanNode }[] };
  if (plan === 'custom') {
    await run('set plan_cache_mode = auto');
    return run<Explained>(`explain (format json) ${text}`, params);
  }
  await run('set plan_cache_mode = force_generic_plan');
  await run(`prepare folio_plan_check as ${text}`);
  try {
    const args = params.length > 0 ? `(${params.map(literal).join(', ')})` : '';
    return await run<Explained>(`explain (format json) execute folio_plan_check${args}`);
  } finally {
    await run('deallocate folio_plan_check');
  }
}

function* scans(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* scans(child);
}

export async function checkPlans(
  databaseUrl: string,
  endpoints: EndpointResult[],
  orgs: { large: string; small: string | null },
): Promise<PlanReport> {
  // One connection, so that the plan_cache_mode set below applies to the EXPLAINs after it.
  const handle = openDatabase({ databaseUrl, poolSize: 1 });
  const run: Run = async <T>(text: string, params: unknown[] = []) =>
    (await handle.executeSql(text, params)).rows as T[];
  try {
    const { tenantTables, indexes } = await catalog(run);
    const problem = (node: PlanNode): string | null => {
      const relation = node['Relation Name'];
      if (node['Node Type'] === 'Seq Scan' && relation && tenantTables.has(relation))
        return `Seq Scan on ${relation}`;
      const index = node['Index Name'] ? indexes.get(node['Index Name']) : undefined;
      if (!index) return null;
      // Led by org_id, or by a uuid: a record's or a person's id, whose rows are that one record's
      // (a primary key, the memberships of the signed-in user, an invoice's project links).
      const leads = tenantTables.has(index.table)
        ? index.first === 'org_id' || index.firstType === 'uuid'
        : index.table !== 'organizations' || index.first === 'id';
      return leads ? null : `${node['Node Type']} on ${index.name} (${index.table})`;
    };
    const report: PlanReport = { statements: 0, plans: 0, findings: [] };
    for (const endpoint of endpoints) {
      for (const statement of (endpoint.sent ?? []).flat()) {
        report.statements += 1;
        const variants: { organization: 'large' | 'small'; text: string; params: unknown[] }[] = [
          { organization: 'large', text: statement.text, params: statement.params },
        ];
        if (orgs.small) {
          const small = orgs.small;
          // A large list's statement names its organization in its text (core/prepared.ts).
          variants.push({
            organization: 'small',
            text: statement.text.replaceAll(`'${orgs.large}'`, `'${small}'`),
            params: statement.params.map((p) => (p === orgs.large ? small : p)),
          });
        }
        for (const variant of variants) {
          // A generic plan does not depend on the values: the large organization's stands for both.
          const kinds =
            variant.organization === 'large' ? (['custom', 'generic'] as const) : (['custom'] as const);
          for (const plan of kinds) {
            const rows = await explain(run, variant.text, variant.params, plan);
            report.plans += 1;
            const tree = rows[0]!['QUERY PLAN'][0]!.Plan;
            for (const node of scans(tree)) {
              const scan = problem(node);
              if (scan)
                report.findings.push({
                  endpoint: endpoint.name,
                  organization: variant.organization,
                  plan,
                  scan,
                  statement: statement.text.replace(/\s+/g, ' ').slice(0, 160),
                });
            }
          }
        }
      }
    }
    return report;
  } finally {
    await handle.close();
  }
}

export function checkPlanBudget(report: PlanReport | null): BudgetCheck[] {
  if (!report) return [];
  const endpoints = new Set(report.findings.map((f) => f.endpoint));
  return [
    {
      what: 'statements reading across organizations (plans)',
      budget: '0',
      measured:
        endpoints.size === 0 ? '0' : `${report.findings.length} scans in ${[...endpoints].join(', ')}`,
      ok: report.findings.length === 0,
    },
  ];
}

export function printPlans(report: PlanReport | null) {
  if (!report) return;
  console.log(
    `\nPlans: ${report.statements} statements, ${report.plans} plans (custom and generic; with --small-orgs also a small organization's custom plans).`,
  );
  if (report.findings.length === 0) {
    console.log(
      '  Every scan of a table with an org_id column goes through an index that leads with org_id.',
    );
    return;
  }
  const seen = new Set<string>();
  for (const f of report.findings) {
    const key = `${f.endpoint}|${f.scan}|${f.organization}|${f.plan}`;
    if (seen.has(key)) continue;
    seen.add(key);
    console.log(
      `  ${f.endpoint} (${f.organization} organization, ${f.plan} plan): ${f.scan}\n    ${f.statement}`,
    );
  }
}
