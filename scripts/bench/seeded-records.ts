/**
 * The seeded records the scenarios use, read in the server process outside the measurements:
 * ids for the panels, spread evenly over each table (not the first few, which may sit together
 * in the same pages), a query word that matches at any scale, and clients a new invoice can bill.
 */
import { type Database, schema } from '@folio/db';
import { asc, eq } from 'drizzle-orm';
import type { SeededRecords } from './ipc';

/** Ids cycled through by the per-record endpoints. */
const RECORDS_IN_TURN = 50;
/** Clients (with projects) the write phase may bill. */
const BILLABLE_CLIENTS = 60;

/** At most n items, evenly spread over the list. */
const spread = <T>(list: T[], n: number) =>
  list.length <= n ? list : Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)]!);

/** The most common first word (4+ letters) of the client names, lowercased (ties: alphabetical). */
function commonFirstWord(names: string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) {
    const word = name.trim().split(/\s+/)[0]?.toLowerCase();
    if (word && word.length >= 4) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const [best] = [...counts.entries()].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  return best?.[0] ?? 'acme';
}

export async function readSeededRecords(db: Database, orgId: string): Promise<SeededRecords> {
  const { clients, projects, invoices } = schema;
  const clientRows = await db
    .select({ id: clients.id, name: clients.name, status: clients.status })
    .from(clients)
    .where(eq(clients.orgId, orgId))
    .orderBy(asc(clients.createdAt), asc(clients.id));
  const projectRows = await db
    .select({ id: projects.id, clientId: projects.clientId })
    .from(projects)
    .where(eq(projects.orgId, orgId))
    .orderBy(asc(projects.createdAt), asc(projects.id));
  const invoiceRows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.orgId, orgId))
    .orderBy(asc(invoices.number));

  const projectsByClient = new Map<string, string[]>();
  for (const p of projectRows)
    projectsByClient.set(p.clientId, [...(projectsByClient.get(p.clientId) ?? []), p.id]);
  const billable = spread(
    clientRows.filter((c) => c.status === 'active' && projectsByClient.has(c.id)),
    BILLABLE_CLIENTS,
  ).map((c) => ({ clientId: c.id, projectIds: projectsByClient.get(c.id)!.slice(0, 2) }));

  return {
    orgId,
    clientIds: spread(clientRows, RECORDS_IN_TURN).map((c) => c.id),
    projectIds: spread(projectRows, RECORDS_IN_TURN).map((p) => p.id),
    invoiceIds: spread(invoiceRows, RECORDS_IN_TURN).map((i) => i.id),
    commonWord: commonFirstWord(clientRows.map((c) => c.name)),
    billable,
  };
}
