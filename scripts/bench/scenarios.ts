/**
 * The endpoints the benchmark measures, in order: dashboard, the lists, invoice/search/activity
 * queries (with @client replaced by the seeded data's most common client-name word), a deep
 * activity page, and two per-record endpoints cycling through 50 ids. --only filters them.
 */
import { type BenchArgs, COMMON_WORD, selected } from './args';
import type { SeededRecords } from './database';
import { getJson, type Session } from './session';

export type Endpoint = {
  /** The name in the table and the JSON file (what --only matches). */
  name: string;
  /** The request, for the JSON file. */
  path: string;
  /** The path of the i-th request. */
  pathOf: (i: number) => string;
  /** Items in one parsed answer. */
  rows: (body: unknown) => number;
};

/** Ids cycled through by the per-record endpoints. */
const RECORDS_IN_TURN = 50;

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

/** The most common first word of the client names, lowercased (ties: alphabetical). */
function commonFirstWord(clients: { name: string }[]): string {
  const counts = new Map<string, number>();
  for (const { name } of clients) {
    const word = name.trim().split(/\s+/)[0]?.toLowerCase();
    if (word && word.length >= 4) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const [best] = [...counts.entries()].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  return best?.[0] ?? 'acme';
}

/** At most n items, evenly spread over the list. */
const spread = <T>(list: T[], n: number) =>
  list.length <= n ? list : Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)]!);

function buildEndpoints(
  args: BenchArgs,
  ids: { clients: string[]; invoices: string[] },
  activityPages: number,
  commonWord: string,
): Endpoint[] {
  const q = (text: string) => encodeURIComponent(text === COMMON_WORD ? commonWord : text);
  const shown = (text: string) => (text === COMMON_WORD ? commonWord : text);
  const fixed = (name: string, p: string): Endpoint => ({ name, path: p, pathOf: () => p, rows: countRows });
  const deepPage = Math.max(1, Math.floor(activityPages / 2));
  const endpoints: Endpoint[] = [
    fixed('dashboard summary', '/api/dashboard/summary'),
    fixed('clients list', '/api/clients'),
    fixed('projects list (all)', '/api/projects?status=all'),
    fixed('invoices list', '/api/invoices'),
    fixed(`invoices q="${shown(args.invoiceQ)}"`, `/api/invoices?q=${q(args.invoiceQ)}`),
    ...args.searchQ.map((s) => fixed(`search q="${shown(s)}"`, `/api/search?q=${q(s)}`)),
    fixed('activity page 1', '/api/activity?page=1&limit=50'),
    fixed(`activity page ${deepPage}`, `/api/activity?page=${deepPage}&limit=50`),
    ...args.activityQ.map((s) =>
      fixed(`activity q="${shown(s)}"`, `/api/activity?q=${q(s)}&page=1&limit=50`),
    ),
  ];
  if (ids.clients.length > 0) {
    endpoints.push({
      name: 'client summary',
      path: `/api/clients/{id}/summary (${ids.clients.length} ids in turn)`,
      pathOf: (i) => `/api/clients/${ids.clients[i % ids.clients.length]}/summary`,
      rows: countRows,
    });
  }
  if (ids.invoices.length > 0) {
    endpoints.push({
      name: 'invoice pdf',
      path: `/api/invoices/{id}/pdf (${ids.invoices.length} ids in turn)`,
      pathOf: (i) => `/api/invoices/${ids.invoices[i % ids.invoices.length]}/pdf`,
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
  const firstActivity = await getJson<{ pages: number }>(session, '/api/activity?page=1&limit=50');
  const ids = {
    clients: spread(records.clients, RECORDS_IN_TURN).map((c) => c.id),
    invoices: spread(records.invoiceIds, RECORDS_IN_TURN),
  };
  return buildEndpoints(args, ids, firstActivity.pages, commonFirstWord(records.clients)).filter((e) =>
    selected(args, e.name),
  );
}
