/**
 * The endpoints the benchmark measures, in order: what the web app's screens load, asked as the
 * web app asks them (lists' first pages at LIST_PAGE_SIZE, the activity log at its default page
 * size), then the lists' searches, then the PDF. Panels cycle through 50 seeded ids. --only
 * filters them.
 */
import { ACTIVITY_DEFAULT_PAGE_SIZE, LIST_PAGE_SIZE } from '@folio/contracts';
import { type BenchArgs, COMMON_WORD, selected } from './args';
import { DASHBOARD_P99_MS, LIST_SEARCH_P99_MS, SCREEN_P99_MS } from './budgets';
import { sendJson } from './http-client';
import type { SeededRecords } from './ipc';
import type { Session } from './session';

export type Endpoint = {
  /** The name in the tables and the JSON file (what --only matches). */
  name: string;
  /** The request, for the report. */
  path: string;
  /** The i-th request asks paths[i % paths.length]. */
  paths: string[];
  /** What a screen loads (p99 budget), or an extra query (compared, no latency budget). */
  kind: 'screen' | 'extra';
  p99BudgetMs: number | null;
  /** Measured side by side with the baseline; false for the PDF, whose work is not SQL. */
  baseline: boolean;
  /** Items in one parsed answer. */
  rows: (body: unknown) => number;
  /**
   * The baseline is a bare handler that checks the token and runs the record's statement alone:
   * Folio checks a person's caller in the record's own statement, so replaying Folio's statement
   * would hide what that check costs. The record's statement is Folio's own for the same path, as
   * it sends it for an API key (whose caller is read by a statement of its own, which is left out).
   */
  bareBaseline?: boolean;
};

/** Items in an answer: array length, `items` of a page, or the dashboard's recent activity. */
function countRows(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  if (body && typeof body === 'object') {
    const items = (body as { items?: unknown }).items;
    if (Array.isArray(items)) return items.length;
    const recent = (body as { recentActivity?: unknown }).recentActivity;
    if (Array.isArray(recent)) return recent.length;
  }
  return 1;
}

/**
 * The terms each list's search (`q`) is measured with, after the list's common words: a rare
 * phrase (a dozen clients at scale 200, 150 projects, 80 invoices, 40 log entries), one letter,
 * two letters, and a word nothing contains. Together they take every path of the lists' search
 * (docs/benchmarks.md, "Lists' search").
 */
const LIST_SEARCH_TERMS: Record<string, string[]> = {
  clients: ['sparrow dental', 'a', 'de', 'xyzzy'],
  projects: ['pitch deck v2', 'a', 'de', 'xyzzy'],
  invoices: ['sparrow dental', 'a', 'de', 'xyzzy'],
  activity: ['sparrow dental', 'a', 'de', 'xyzzy'],
};
/** Projects are titled from a word list of their own: "site" is in a tenth of the titles. */
const PROJECT_COMMON_WORD = ['site'];

/** A list's search terms: its common words, then LIST_SEARCH_TERMS, each once. */
const listSearches = (list: string, common: readonly string[]) => [
  ...new Set([...common, ...(LIST_SEARCH_TERMS[list] ?? [])]),
];

function buildEndpoints(args: BenchArgs, records: SeededRecords, activityPages: number): Endpoint[] {
  const word = (text: string) => (text === COMMON_WORD ? records.commonWord : text);
  const q = (text: string) => encodeURIComponent(word(text));
  const screen = (name: string, path: string, p99BudgetMs = SCREEN_P99_MS): Endpoint => ({
    name,
    path,
    paths: [path],
    kind: 'screen',
    p99BudgetMs,
    baseline: true,
    rows: countRows,
  });
  const panel = (name: string, pattern: string, ids: string[]): Endpoint => ({
    ...screen(name, `${pattern} (${ids.length} ids in turn)`),
    paths: ids.map((id) => pattern.replace('{id}', id)),
  });
  const pointRead = (name: string, pattern: string, ids: string[]): Endpoint => ({
    ...panel(name, pattern, ids),
    bareBaseline: true,
  });
  // A list's search is a screen read like any other, with the lists' search budget.
  const search = (list: string, s: string, path: string) =>
    screen(`${list} q="${word(s)}"`, path, LIST_SEARCH_P99_MS);
  const page = `limit=${LIST_PAGE_SIZE}`;
  const activityPage = (n: number) => `/api/activity?page=${n}&limit=${ACTIVITY_DEFAULT_PAGE_SIZE}`;
  const middle = Math.max(1, Math.floor(activityPages / 2));
  const endpoints: Endpoint[] = [
    screen('dashboard summary', '/api/dashboard/summary', DASHBOARD_P99_MS),
    screen('clients list', `/api/clients?${page}`),
    screen('projects list', `/api/projects?${page}`),
    screen('invoices list', `/api/invoices?${page}`),
    pointRead('client panel', '/api/clients/{id}', records.clientIds),
    pointRead('project panel', '/api/projects/{id}', records.projectIds),
    pointRead('invoice panel', '/api/invoices/{id}', records.invoiceIds),
    panel('client summary', '/api/clients/{id}/summary', records.clientIds),
    ...args.searchQ.map((s) => screen(`search q="${word(s)}"`, `/api/search?q=${q(s)}`)),
    screen('activity page 1', activityPage(1)),
    screen(`activity page ${middle}`, activityPage(middle)),
    ...listSearches('clients', [COMMON_WORD]).map((s) =>
      search('clients', s, `/api/clients?q=${q(s)}&${page}`),
    ),
    ...listSearches('projects', PROJECT_COMMON_WORD).map((s) =>
      search('projects', s, `/api/projects?q=${q(s)}&${page}`),
    ),
    ...listSearches('invoices', [args.invoiceQ]).map((s) =>
      search('invoices', s, `/api/invoices?q=${q(s)}&${page}`),
    ),
    ...listSearches('activity', args.activityQ).map((s) =>
      search('activity', s, `/api/activity?q=${q(s)}&page=1&limit=${ACTIVITY_DEFAULT_PAGE_SIZE}`),
    ),
  ];
  if (records.invoiceIds.length > 0) {
    endpoints.push({
      ...panel('invoice pdf', '/api/invoices/{id}/pdf', records.invoiceIds),
      kind: 'extra',
      p99BudgetMs: null,
      baseline: false,
      rows: () => 1,
    });
  }
  return endpoints;
}

/** The endpoints to measure for this run (asks the API for the activity log's page count). */
export async function planEndpoints(
  args: BenchArgs,
  session: Session,
  records: SeededRecords,
): Promise<Endpoint[]> {
  const first = await sendJson<{ pages: number }>(session.folio, {
    path: `/api/activity?page=1&limit=${ACTIVITY_DEFAULT_PAGE_SIZE}`,
    token: session.token,
    timeoutMs: args.timeoutMs,
  });
  return buildEndpoints(args, records, first.pages).filter((e) => selected(args, e.name));
}
