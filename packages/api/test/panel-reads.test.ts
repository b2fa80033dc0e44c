/**
 * A panel's read of one record (client, project, invoice) checks the signed-in caller in the same
 * statement as it reads the record: one statement per request, and every refusal the caller check
 * makes on other endpoints still holds, in the same order (docs/benchmarks.md, "One round trip per
 * panel read").
 */
import { MSG, QUOTE_MSG, translateMessage, WORKSPACE_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClient, createInvoice, createProject, useTeam } from './helpers/org';
import { as } from './helpers/rest';
import { useTestApp } from './helpers/suite';

let recording: string[] | null = null;
const { t, rest } = useTestApp({
  onQuery: (query) => {
    recording?.push(query);
  },
});
const team = useTeam(t, rest, { plan: 'pro' });

const paths = { client: '', project: '', invoice: '', quote: '' };
const theirs = { client: '', project: '', invoice: '', quote: '' };
const notFound = {
  client: WORKSPACE_MSG.clientNotFound,
  project: WORKSPACE_MSG.projectNotFound,
  invoice: WORKSPACE_MSG.invoiceNotFound,
  quote: QUOTE_MSG.quoteNotFound,
};
const kinds = ['client', 'project', 'invoice', 'quote'] as const;

/** A client, its project and an invoice of two lines for it, made by `owner`; their panel paths. */
async function records(owner: { token: string }, name: string) {
  const client = await createClient(rest, as(owner), { name, email: 'billing@example.com' });
  const project = await createProject(rest, as(owner), { title: `${name} site`, client: client._id });
  const invoice = await createInvoice(rest, as(owner), {
    client: client._id,
    project: [project._id],
    items: [
      { description: 'Design', quantity: 1.5, unitPrice: 80 },
      { description: 'Build', quantity: 2, unitPrice: 120.25 },
    ],
    currency: 'USD',
    dueDate: '2030-01-31',
  });
  const quote = await rest.post(
    '/quotes',
    {
      client: client._id,
      project: [project._id],
      items: [{ description: 'Discovery', quantity: 1, unitPrice: 500 }],
      currency: 'USD',
      validUntil: '2030-01-31',
    },
    as(owner),
  );
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  return {
    quote: `/quotes/${quote.body._id}`,
    client: `/clients/${client._id}`,
    project: `/projects/${project._id}`,
    invoice: `/invoices/${invoice._id}`,
  };
}

beforeAll(async () => {
  Object.assign(paths, await records(team.admin, 'Panel Co'));
  Object.assign(theirs, await records(team.outsider, 'Elsewhere Inc'));
});

/** The answer to GET `path` with `token`, and the statements it sent. */
async function read(path: string, token: string) {
  recording = [];
  const res = await rest.get(path, { token });
  const sent = recording;
  recording = null;
  return { res, sent };
}

describe('a panel read', () => {
  it("answers a member's record in one statement, the same record as the list shows", async () => {
    for (const kind of kinds) {
      const { res, sent } = await read(paths[kind], team.viewer.token);
      expect(res.status, `${kind}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(sent, kind).toHaveLength(1);
    }
    const client = (await rest.get(paths.client, as(team.viewer))).body;
    expect(client).toMatchObject({ name: 'Panel Co', email: 'billing@example.com', status: 'active' });
    const project = (await rest.get(paths.project, as(team.viewer))).body;
    expect(project).toMatchObject({ title: 'Panel Co site', client: { _id: client._id, name: 'Panel Co' } });
    const invoice = (await rest.get(paths.invoice, as(team.viewer))).body;
    expect(invoice).toMatchObject({
      client: { _id: client._id, name: 'Panel Co' },
      project: [{ _id: project._id, title: 'Panel Co site' }],
      subtotal: 360.5,
      total: 360.5,
    });
    expect(invoice.items.map((item: { description: string }) => item.description)).toEqual([
      'Design',
      'Build',
    ]);
    const listed = (await rest.get('/invoices?status=all', as(team.viewer))).body as { _id: string }[];
    expect(listed.find((row) => row._id === invoice._id)).toEqual(invoice);

    const quote = (await rest.get(paths.quote, as(team.viewer))).body;
    expect(quote).toMatchObject({ displayNumber: 'Q-0001', status: 'draft', total: 500 });
    expect((await rest.patch(`${paths.quote}/mark-sent`, undefined, as(team.admin))).status).toBe(200);
    // A sent quote past its validity date shows as expired, read in the organization's time zone.
    await t.handle.db
      .update(schema.quotes)
      .set({ validUntil: '2020-01-31' })
      .where(eq(schema.quotes.id, quote._id));
    expect((await rest.get(paths.quote, as(team.viewer))).body.status).toBe('expired');
  });

  it("answers 404 for another organization's record, an unknown id and a malformed one", async () => {
    for (const kind of kinds) {
      const other = await rest.get(theirs[kind], as(team.admin));
      expect(other.status, kind).toBe(404);
      expect(other.body.msg).toBe(notFound[kind]);
      const unknown = await rest.get(`/${kind}s/00000000-0000-4000-8000-000000000000`, as(team.admin));
      expect(unknown.status, kind).toBe(404);
      expect((await rest.get(`/${kind}s/not-an-id`, as(team.admin))).status, kind).toBe(404);
    }
  });

  it('refuses a request without a token or with a bad one before anything else', async () => {
    for (const kind of kinds) {
      expect((await rest.get(paths[kind])).status, kind).toBe(401);
      const forged = await rest.get(paths[kind], { token: `${team.admin.token}x` });
      expect(forged.status, kind).toBe(401);
      expect((await rest.get(`/${kind}s/not-an-id`, { token: 'nonsense' })).status, kind).toBe(401);
    }
  });

  it('refuses a signed-out session at once, with its still unexpired access token', async () => {
    const account = await team.add('member', 'Sam Signout');
    expect((await rest.get(paths.client, as(account))).status).toBe(200);
    expect((await rest.post('/auth/logout', undefined, { cookie: account.refresh })).status).toBe(200);
    for (const kind of kinds) {
      const after = await rest.get(paths[kind], as(account));
      expect(after.status, kind).toBe(401);
      expect(after.body.msg).toBe(MSG.sessionEnded);
    }
  });

  it('refuses a removed member at once, and shows their new organization nothing of this one', async () => {
    const removed = await team.add('member', 'Rita Removed');
    expect((await rest.get(paths.invoice, as(removed))).status).toBe(200);
    // Their membership is gone while their current organization still names this one.
    await t.handle.db
      .delete(schema.memberships)
      .where(and(eq(schema.memberships.userId, removed.userId), eq(schema.memberships.orgId, team.orgId)));
    for (const kind of kinds) {
      const after = await rest.get(paths[kind], as(removed));
      expect(after.status, kind).toBe(403);
      expect(after.body).toMatchObject({ code: 'INSUFFICIENT_ROLE', msg: MSG.notAMember });
    }

    const moved = await team.add('member', 'Mo Moved');
    const res = await rest.delete(`/org/members/${moved.userId}`, as(team.admin));
    expect(res.status).toBe(200);
    for (const kind of kinds) expect((await rest.get(paths[kind], as(moved))).status, kind).toBe(404);
  });

  it("refuses a deleted user's token", async () => {
    const gone = await team.add('viewer', 'Gina Gone');
    await t.handle.db.delete(schema.memberships).where(eq(schema.memberships.userId, gone.userId));
    await t.handle.db.delete(schema.users).where(eq(schema.users.id, gone.userId));
    const after = await rest.get(paths.project, as(gone));
    expect(after.status).toBe(401);
    expect(after.body.msg).toBe(MSG.invalidToken);
  });

  it("answers in the caller's own language, whatever the request asks for", async () => {
    const french = await team.add('viewer', 'Françoise');
    await t.handle.db
      .update(schema.users)
      .set({ preferences: sql`${schema.users.preferences} || '{"locale": "fr"}'::jsonb` })
      .where(eq(schema.users.id, french.userId));
    const res = await rest.get(theirs.invoice, { token: french.token, headers: { 'accept-language': 'de' } });
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe(translateMessage(WORKSPACE_MSG.invoiceNotFound, 'fr'));
  });

  it("serves an API key its own organization's records only", async () => {
    const created = await rest.post('/org/api-keys', { name: 'Panels', role: 'viewer' }, as(team.admin));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const key = { token: created.body.secret as string };
    for (const kind of kinds) {
      expect((await rest.get(paths[kind], key)).status, kind).toBe(200);
      expect((await rest.get(theirs[kind], key)).status, kind).toBe(404);
    }
  });
});
