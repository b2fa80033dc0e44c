/**
 * How many SQL statements each read endpoint sends, counted at the database driver: at most
 * four for every list and detail endpoint (the caller and their membership take one), and the
 * same number however many rows the organization holds, so that no endpoint reads row by row
 * (docs/benchmarks.md explains why round trips, not rows, decide a request's cost).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createClient, createInvoice, createOrg, createProject, type Org } from './helpers/org';
import { useTestApp } from './helpers/suite';

const MAX_STATEMENTS = 4;

let recording: string[] | null = null;
const { t, rest } = useTestApp({
  onQuery: (query) => {
    recording?.push(query);
  },
});
let org: Org;
const ids = { client: '', project: '', invoice: '' };

beforeAll(async () => {
  org = await createOrg(t, rest, { plan: 'pro' });
});

/** A client with a project, an invoice of three lines with a payment, and a note on each. */
async function addRecords(count: number) {
  for (let i = 0; i < count; i += 1) {
    const client = await createClient(rest, org.admin, { name: `Client ${i}`, email: `c${i}@example.com` });
    const project = await createProject(rest, org.admin, { title: `Project ${i}`, client: client._id });
    const items = [1, 2, 3].map((n) => ({ description: `Line ${n}`, quantity: n, unitPrice: 10 * n }));
    const invoice = await createInvoice(rest, org.admin, {
      client: client._id,
      project: [project._id],
      items,
      currency: 'USD',
      dueDate: '2026-12-31',
    });
    const paid = await rest.patch(
      `/invoices/${invoice._id}/mark-paid`,
      { amount: 5 },
      { token: org.admin.token },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    for (const [entityType, objectId] of [
      ['client', client._id],
      ['project', project._id],
      ['invoice', invoice._id],
    ] as const) {
      const note = await rest.post(
        '/notes',
        { entityType, objectId, body: `Note ${i}` },
        { token: org.admin.token },
      );
      expect(note.status, JSON.stringify(note.body)).toBe(200);
    }
    Object.assign(ids, { client: client._id, project: project._id, invoice: invoice._id });
  }
}

/** The list and detail endpoints the web app and integrators read, by the path to request. */
const endpoints = (): Record<string, string> => ({
  'clients list': '/clients',
  'clients page': '/clients?limit=30',
  client: `/clients/${ids.client}`,
  'client summary': `/clients/${ids.client}/summary`,
  "client's projects": `/clients/${ids.client}/projects?limit=10`,
  "client's invoices": `/clients/${ids.client}/invoices?limit=10`,
  'projects list': '/projects?status=all',
  'projects page': '/projects?limit=30',
  project: `/projects/${ids.project}`,
  'invoices list': '/invoices',
  'invoices page': '/invoices?limit=30',
  'invoices summary': '/invoices/summary',
  invoice: `/invoices/${ids.invoice}`,
  notes: `/notes?entityType=invoice&objectId=${ids.invoice}`,
  'activity page': '/activity?page=1&limit=20',
  "a client's activity": `/activity/${ids.client}/client`,
  search: '/search?q=client',
  dashboard: '/dashboard/summary',
  members: '/org/members',
  invites: '/org/invites',
  'activity summary': '/org/activity-summary',
  organizations: '/auth/orgs',
  profile: '/users/me',
  me: '/auth/me',
  billing: '/billing/overview',
});

/** The statements each endpoint sends for one request, by endpoint name. */
async function countStatements(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, path] of Object.entries(endpoints())) {
    recording = [];
    const res = await rest.get(path, { token: org.admin.token });
    const sent = recording;
    recording = null;
    expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
    counts[name] = sent.length;
  }
  return counts;
}

describe('statements per request', () => {
  it('are at most four for every list and detail endpoint, and do not grow with the rows', async () => {
    await addRecords(2);
    const few = await countStatements();
    await addRecords(12);
    const many = await countStatements();

    expect(many).toEqual(few);
    const over = Object.entries(many).filter(([, n]) => n > MAX_STATEMENTS);
    expect(over, `endpoints over ${MAX_STATEMENTS} statements`).toEqual([]);
  }, 120_000);
});
