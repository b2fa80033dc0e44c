/**
 * The webhook events every change writes (docs/api.md, Event types): each change made over REST
 * writes exactly one event of its type, in its own transaction, whose data is the record as the
 * REST API answers it, with one delivery per enabled endpoint subscribed to the type. Endpoints are
 * written straight to the database (their API has its own tests); nothing is sent here (the app
 * runs no job queue), only the outbox's rows are read. Each test has an organization of its own.
 */
import { schema } from '@folio/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './helpers/eventually';
import { insertInvite, registerInvited } from './helpers/fixtures';
import { createMailedInvoiceWorld } from './helpers/mailed-world';
import {
  clientWithProject,
  createInvoice,
  createOrg,
  day,
  type InvoiceWorld,
  invoiceBody,
  type Org,
} from './helpers/org';
import { as, signUp, uniqueEmail } from './helpers/rest';
import { SmtpSink } from './helpers/smtp-sink';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();

type EventRow = typeof schema.webhookEvents.$inferSelect;

/** An endpoint of `orgId`, as the webhooks API would write it (on the file's app unless told). */
async function endpoint(orgId: string, events: string[] = ['*'], enabled = true, app = t) {
  const [row] = await app.handle.db
    .insert(schema.webhookEndpoints)
    .values({
      orgId,
      url: 'https://hooks.example.com/folio',
      events,
      enabled,
      secret: `whsec_${Buffer.from('a test secret of the endpoint').toString('base64')}`,
    })
    .returning();
  return row!;
}

const eventsOf = (orgId: string) =>
  t.handle.db.select().from(schema.webhookEvents).where(eq(schema.webhookEvents.orgId, orgId));

const deliveriesOf = (eventIds: string[]) =>
  eventIds.length === 0
    ? Promise.resolve([])
    : t.handle.db
        .select()
        .from(schema.webhookDeliveries)
        .where(inArray(schema.webhookDeliveries.eventId, eventIds));

/**
 * Watches an organization's outbox: `since()` answers the events written after the previous call
 * (or since the watch began), by type.
 */
async function watch(orgId: string) {
  const seen = new Set((await eventsOf(orgId)).map((event) => event.id));
  return {
    async since(): Promise<EventRow[]> {
      const fresh = (await eventsOf(orgId)).filter((event) => !seen.has(event.id));
      for (const event of fresh) seen.add(event.id);
      return fresh;
    },
  };
}

/** The one event of `type` among `events`, with its body checked: `{type, timestamp, data}`. */
function only(events: EventRow[], type: string, data: unknown) {
  const ofType = events.filter((event) => event.type === type);
  expect(ofType, `${type} events`).toHaveLength(1);
  const event = ofType[0]!;
  expect(event.payload).toEqual({ type, timestamp: expect.any(String), data });
  expect(new Date(event.payload.timestamp).toISOString()).toBe(event.payload.timestamp);
  return event;
}

const types = (events: EventRow[]) => events.map((event) => event.type).sort();

/** An organization on the pro plan listening to every event, with a client and its project. */
async function world() {
  const org = await createOrg(t, rest, { plan: 'pro' });
  const hook = await endpoint(org.orgId);
  const { client, project } = await clientWithProject(rest, org.admin);
  const outbox = await watch(org.orgId);
  return { org, hook, client, project, outbox };
}

const newInvoice = (org: Org, client: string, project: string, unitPrice = 100) =>
  createInvoice(
    rest,
    org.admin,
    invoiceBody(client, [project], [{ description: 'Design', quantity: 1, unitPrice }], day(14)),
  );

describe('client events', () => {
  it('client.created, client.updated (edits, archive, restore) and client.deleted carry the client as GET answers it', async () => {
    const org = await createOrg(t, rest, { plan: 'pro' });
    const hook = await endpoint(org.orgId);
    const outbox = await watch(org.orgId);

    const created = await rest.post('/clients', { name: 'Initech', email: 'ap@initech.test' }, as(org.admin));
    expect(created.status).toBe(200);
    let events = await outbox.since();
    expect(types(events)).toEqual(['client.created']);
    const event = only(events, 'client.created', created.body);
    expect(await deliveriesOf([event.id])).toEqual([
      expect.objectContaining({ endpointId: hook.id, orgId: org.orgId, status: 'pending', attempts: 0 }),
    ]);

    const id = created.body._id;
    const renamed = await rest.put(`/clients/${id}`, { name: 'Initech LLC' }, as(org.admin));
    events = await outbox.since();
    expect(types(events)).toEqual(['client.updated']);
    only(events, 'client.updated', renamed.body);
    expect((await rest.get(`/clients/${id}`, as(org.admin))).body).toEqual(renamed.body);

    const archived = await rest.put(`/clients/${id}`, { status: 'archived' }, as(org.admin));
    only(await outbox.since(), 'client.updated', archived.body);
    const restored = await rest.put(`/clients/${id}`, { status: 'active' }, as(org.admin));
    only(await outbox.since(), 'client.updated', restored.body);

    // A PUT that changes nothing changes nothing, and reports nothing.
    expect((await rest.put(`/clients/${id}`, { name: 'Initech LLC' }, as(org.admin))).status).toBe(200);
    expect(await outbox.since()).toEqual([]);

    const last = (await rest.get(`/clients/${id}`, as(org.admin))).body;
    expect((await rest.delete(`/clients/${id}`, as(org.admin))).status).toBe(200);
    events = await outbox.since();
    expect(types(events)).toEqual(['client.deleted']);
    only(events, 'client.deleted', last);
  });

  it('deleting a client reports each invoice and project it removes, with their last state, then the client', async () => {
    const { org, client, project, outbox } = await world();
    const second = (await rest.post('/projects', { title: 'App', client: client._id }, as(org.admin))).body;
    const first = await newInvoice(org, client._id, project._id);
    const other = await newInvoice(org, client._id, second._id, 250);
    await outbox.since();
    const invoices = await Promise.all(
      [first, other].map(async (invoice) => (await rest.get(`/invoices/${invoice._id}`, as(org.admin))).body),
    );
    const projects = await Promise.all(
      [project, second].map(async (p) => (await rest.get(`/projects/${p._id}`, as(org.admin))).body),
    );
    const last = (await rest.get(`/clients/${client._id}`, as(org.admin))).body;

    const deleted = await rest.delete(`/clients/${client._id}`, as(org.admin));
    expect(deleted.body.deleted).toEqual({ projects: 2, invoices: 2, notes: 0 });
    const events = await outbox.since();
    expect(types(events)).toEqual([
      'client.deleted',
      'invoice.deleted',
      'invoice.deleted',
      'project.deleted',
      'project.deleted',
    ]);
    only(events, 'client.deleted', last);
    const data = (type: string) =>
      events.filter((event) => event.type === type).map((event) => event.payload.data);
    expect(data('invoice.deleted')).toEqual(expect.arrayContaining(invoices));
    expect(data('project.deleted')).toEqual(expect.arrayContaining(projects));
    expect(await deliveriesOf(events.map((event) => event.id))).toHaveLength(5);
  });
});

describe('project events', () => {
  it('project.created, project.updated (edits and status changes) and project.deleted carry the project as GET answers it', async () => {
    const { org, client, outbox } = await world();
    const created = await rest.post('/projects', { title: 'Rebrand', client: client._id }, as(org.admin));
    expect(created.status).toBe(200);
    let events = await outbox.since();
    expect(types(events)).toEqual(['project.created']);
    only(events, 'project.created', created.body);
    const id = created.body._id;

    const edited = await rest.put(
      `/projects/${id}`,
      { title: 'Rebrand 2026', priceCents: 500000 },
      as(org.admin),
    );
    events = await outbox.since();
    expect(types(events)).toEqual(['project.updated']);
    only(events, 'project.updated', edited.body);

    const completed = await rest.patch(`/projects/${id}/status`, { status: 'completed' }, as(org.admin));
    only(await outbox.since(), 'project.updated', completed.body);
    const archived = await rest.put(`/projects/${id}`, { status: 'archived' }, as(org.admin));
    only(await outbox.since(), 'project.updated', archived.body);
    expect((await rest.get(`/projects/${id}`, as(org.admin))).body).toEqual(archived.body);

    // The same status again, or the same title: nothing changes, nothing is reported.
    await rest.patch(`/projects/${id}/status`, { status: 'archived' }, as(org.admin));
    await rest.put(`/projects/${id}`, { title: 'Rebrand 2026' }, as(org.admin));
    expect(await outbox.since()).toEqual([]);

    expect((await rest.delete(`/projects/${id}`, as(org.admin))).status).toBe(200);
    events = await outbox.since();
    expect(types(events)).toEqual(['project.deleted']);
    only(events, 'project.deleted', archived.body);
  });
});

describe('invoice and payment events', () => {
  it('invoice.created, invoice.updated, invoice.sent and invoice.deleted carry the invoice as GET answers it', async () => {
    const { org, client, project, outbox } = await world();
    const created = await newInvoice(org, client._id, project._id);
    let events = await outbox.since();
    expect(types(events)).toEqual(['invoice.created']);
    only(events, 'invoice.created', created);
    const id = created._id;

    const edited = await rest.put(
      `/invoices/${id}`,
      { items: [{ description: 'Design', quantity: 2, unitPrice: 100 }] },
      as(org.admin),
    );
    expect(edited.status).toBe(200);
    events = await outbox.since();
    expect(types(events)).toEqual(['invoice.updated']);
    only(events, 'invoice.updated', edited.body);

    const sent = await rest.patch(`/invoices/${id}/mark-sent`, undefined, as(org.admin));
    expect(sent.status).toBe(200);
    events = await outbox.since();
    expect(types(events)).toEqual(['invoice.sent']);
    only(events, 'invoice.sent', sent.body);

    const draft = await rest.put(`/invoices/${id}`, { status: 'draft' }, as(org.admin));
    only(await outbox.since(), 'invoice.updated', draft.body);
    // Its status set back to sent by hand, with an edit in the same request: one invoice.sent.
    const resent = await rest.put(`/invoices/${id}`, { status: 'sent', numberSuffix: 'B' }, as(org.admin));
    expect(resent.status).toBe(200);
    events = await outbox.since();
    expect(types(events)).toEqual(['invoice.sent']);
    only(events, 'invoice.sent', resent.body);
    const archived = await rest.put(`/invoices/${id}`, { status: 'archived' }, as(org.admin));
    only(await outbox.since(), 'invoice.updated', archived.body);

    // A PUT that changes nothing reports nothing.
    await rest.put(`/invoices/${id}`, { status: 'archived', numberSuffix: 'B' }, as(org.admin));
    expect(await outbox.since()).toEqual([]);

    const last = (await rest.get(`/invoices/${id}`, as(org.admin))).body;
    expect((await rest.delete(`/invoices/${id}`, as(org.admin))).status).toBe(200);
    events = await outbox.since();
    expect(types(events)).toEqual(['invoice.deleted']);
    only(events, 'invoice.deleted', last);
  });

  it('a payment: payment.created with the invoice after it, and invoice.updated, or invoice.paid when it settles the invoice', async () => {
    const { org, client, project, outbox } = await world();
    const invoice = await newInvoice(org, client._id, project._id);
    await rest.patch(`/invoices/${invoice._id}/mark-sent`, undefined, as(org.admin));
    await outbox.since();

    const partly = await rest.patch(`/invoices/${invoice._id}/mark-paid`, { amount: 40 }, as(org.admin));
    expect(partly.status).toBe(200);
    let events = await outbox.since();
    expect(types(events)).toEqual(['invoice.updated', 'payment.created']);
    only(events, 'invoice.updated', partly.body);
    const [payment] = await t.handle.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.invoiceId, invoice._id));
    only(events, 'payment.created', {
      _id: payment!.id,
      amount: 40,
      currency: 'USD',
      paidAt: payment!.paidAt.toISOString(),
      invoice: partly.body,
    });

    const settled = await rest.patch(`/invoices/${invoice._id}/mark-paid`, {}, as(org.admin));
    expect(settled.body).toMatchObject({ status: 'paid', balanceDue: 0 });
    events = await outbox.since();
    expect(types(events)).toEqual(['invoice.paid', 'payment.created']);
    only(events, 'invoice.paid', settled.body);
    expect(
      only(events, 'payment.created', expect.objectContaining({ amount: 60 })).payload.data,
    ).toMatchObject({ invoice: settled.body });
  });

  it('an edit that lowers the total to what was paid sends invoice.paid', async () => {
    const { org, client, project, outbox } = await world();
    const invoice = await newInvoice(org, client._id, project._id);
    await rest.patch(`/invoices/${invoice._id}/mark-paid`, { amount: 50 }, as(org.admin));
    await outbox.since();
    const edited = await rest.put(
      `/invoices/${invoice._id}`,
      { items: [{ description: 'Design', quantity: 1, unitPrice: 50 }] },
      as(org.admin),
    );
    expect(edited.body.status).toBe('paid');
    const events = await outbox.since();
    expect(types(events)).toEqual(['invoice.paid']);
    only(events, 'invoice.paid', edited.body);
  });
});

describe('member events', () => {
  /** The organization's member `userId` as GET /org/members lists it. */
  const listed = async (org: Org, email: string) =>
    (await rest.get('/org/members', as(org.admin))).body.members.find(
      (member: { user: { email: string } }) => member.user.email === email,
    );

  it('member.joined when an account accepts an invitation or signs up with one; member.removed when removed', async () => {
    const org = await createOrg(t, rest, { plan: 'pro' });
    await endpoint(org.orgId);
    const outbox = await watch(org.orgId);

    const existing = await signUp(rest, t.outbox, { orgName: 'Own Org', name: 'Erin Existing' });
    await insertInvite(t, { orgId: org.orgId, email: existing.email, role: 'manager' });
    const [invitation] = (await rest.get('/auth/invitations', as(existing))).body.items;
    const accepted = await rest.post(`/auth/invitations/${invitation._id}/accept`, undefined, as(existing));
    expect(accepted.status).toBe(200);
    let events = await outbox.since();
    expect(types(events)).toEqual(['member.joined']);
    const joined = await listed(org, existing.email);
    expect(joined).toMatchObject({ role: 'manager', user: { name: 'Erin Existing' } });
    only(events, 'member.joined', joined);

    const email = uniqueEmail('newcomer');
    const token = await insertInvite(t, { orgId: org.orgId, email, role: 'viewer' });
    expect((await registerInvited(rest, token, email, 'Nina Newcomer')).status).toBe(200);
    events = await outbox.since();
    expect(types(events)).toEqual(['member.joined']);
    only(events, 'member.joined', await listed(org, email));

    const removed = await rest.delete(`/org/members/${joined.user._id}`, as(org.admin));
    expect(removed.status).toBe(200);
    events = await outbox.since();
    expect(types(events)).toEqual(['member.removed']);
    only(events, 'member.removed', joined);
  });

  it("a new organization's sign-up reports nothing (it has no endpoint yet)", async () => {
    const before = (await t.handle.db.select().from(schema.webhookEvents)).length;
    await signUp(rest, t.outbox, { orgName: 'Fresh Start' });
    expect((await t.handle.db.select().from(schema.webhookEvents)).length).toBe(before);
  });
});

describe('who gets an event', () => {
  it('one delivery per enabled endpoint subscribed to the type or to "*"; a disabled endpoint gets none', async () => {
    const org = await createOrg(t, rest, { plan: 'pro' });
    const all = await endpoint(org.orgId, ['*']);
    const creations = await endpoint(org.orgId, ['client.created']);
    const disabled = await endpoint(org.orgId, ['*'], false);
    const invoicesOnly = await endpoint(org.orgId, ['invoice.paid', 'invoice.sent']);
    const outbox = await watch(org.orgId);

    const client = (await rest.post('/clients', { name: 'Hooli' }, as(org.admin))).body;
    let [event] = await outbox.since();
    let deliveries = await deliveriesOf([event!.id]);
    expect(deliveries.map((d) => d.endpointId).sort()).toEqual([all.id, creations.id].sort());

    await rest.put(`/clients/${client._id}`, { name: 'Hooli XYZ' }, as(org.admin));
    [event] = await outbox.since();
    expect(event!.type).toBe('client.updated');
    deliveries = await deliveriesOf([event!.id]);
    expect(deliveries.map((d) => d.endpointId)).toEqual([all.id]);
    for (const id of [disabled.id, invoicesOnly.id]) {
      const theirs = await t.handle.db
        .select()
        .from(schema.webhookDeliveries)
        .where(eq(schema.webhookDeliveries.endpointId, id));
      expect(theirs).toEqual([]);
    }
  });

  it('an organization without an enabled endpoint for the type writes no event at all', async () => {
    const org = await createOrg(t, rest, { plan: 'pro' });
    await endpoint(org.orgId, ['*'], false);
    await endpoint(org.orgId, ['member.joined']);
    const { client, project } = await clientWithProject(rest, org.admin);
    const invoice = await newInvoice(org, client._id, project._id);
    await rest.patch(`/invoices/${invoice._id}/mark-paid`, {}, as(org.admin));
    await rest.put(`/projects/${project._id}`, { title: 'Renamed' }, as(org.admin));
    await rest.delete(`/invoices/${invoice._id}`, as(org.admin));
    await rest.delete(`/clients/${client._id}`, as(org.admin));
    expect(await eventsOf(org.orgId)).toEqual([]);
    expect(
      await t.handle.db
        .select()
        .from(schema.webhookDeliveries)
        .where(eq(schema.webhookDeliveries.orgId, org.orgId)),
    ).toEqual([]);
  });

  it('a change that fails writes no event (422, 409, 404)', async () => {
    const { org, client, project, outbox } = await world();
    const invoice = await newInvoice(org, client._id, project._id);
    await rest.patch(`/invoices/${invoice._id}/mark-sent`, undefined, as(org.admin));
    await rest.patch(`/invoices/${invoice._id}/mark-paid`, { amount: 30 }, as(org.admin));
    await outbox.since();

    // Refused inside the transaction, after the invoice was locked and edited: the edit rolls back.
    const below = await rest.put(
      `/invoices/${invoice._id}`,
      { numberSuffix: 'X', items: [{ description: 'Design', quantity: 1, unitPrice: 10 }] },
      as(org.admin),
    );
    expect(below.status).toBe(409);
    const again = await rest.patch(`/invoices/${invoice._id}/mark-sent`, undefined, as(org.admin));
    expect(again.status).toBe(409);
    // The currency is fixed once a payment is recorded: the suffix beside it is not written either.
    const paidBack = await rest.put(
      `/invoices/${invoice._id}`,
      { numberSuffix: 'Y', currency: 'EUR' },
      as(org.admin),
    );
    expect(paidBack.status).toBe(409);
    await rest.put(`/clients/${client._id}`, { status: 'archived' }, as(org.admin));
    await outbox.since();
    const refused = await rest.post('/projects', { title: 'Nope', client: client._id }, as(org.admin));
    expect(refused.status).toBe(422);
    const unknown = await rest.put(
      '/clients/00000000-0000-4000-8000-000000000000',
      { name: 'Ghost' },
      as(org.admin),
    );
    expect(unknown.status).toBe(404);
    expect(await outbox.since()).toEqual([]);
    expect((await rest.get(`/invoices/${invoice._id}`, as(org.admin))).body.numberSuffix).toBe(
      invoice.numberSuffix,
    );
  });

  it("another organization's endpoint never gets this organization's events", async () => {
    const { org, outbox } = await world();
    const other = await createOrg(t, rest, { plan: 'pro' });
    const theirs = await endpoint(other.orgId);
    const otherOutbox = await watch(other.orgId);
    await rest.post('/clients', { name: 'Mine' }, as(org.admin));
    expect(types(await outbox.since())).toEqual(['client.created']);
    expect(await otherOutbox.since()).toEqual([]);
    expect(
      await t.handle.db
        .select()
        .from(schema.webhookDeliveries)
        .where(and(eq(schema.webhookDeliveries.endpointId, theirs.id))),
    ).toEqual([]);
  });
});

describe('an invoice emailed', () => {
  const sink = new SmtpSink();
  let world: InvoiceWorld;
  beforeAll(async () => {
    world = await createMailedInvoiceWorld(sink, { jobs: true, clientEmail: 'billing@acme.example' });
  }, 120_000);
  afterAll(async () => {
    await world?.t.close();
    await sink.stop();
  });

  it('sends invoice.sent once the mail server accepts a draft, and nothing for one already sent', async () => {
    const { t: app, rest: api, team } = world;
    // A closed port: whatever tries to deliver the events fails fast, the outbox rows stay.
    const hook = await endpoint(team.orgId, ['invoice.sent'], true, app);
    await app.handle.db
      .update(schema.webhookEndpoints)
      .set({ url: 'http://127.0.0.1:9/folio' })
      .where(eq(schema.webhookEndpoints.id, hook.id));
    const eventsOfTeam = async () =>
      (
        await app.handle.db
          .select()
          .from(schema.webhookEvents)
          .where(eq(schema.webhookEvents.orgId, team.orgId))
      ).filter((event) => event.type === 'invoice.sent');
    const draft = await world.create();
    expect((await api.post(`/invoices/${draft._id}/send`, {}, as(team.admin))).status).toBe(202);
    const [event] = await eventually(async () => {
      const events = await eventsOfTeam();
      return events.length > 0 ? events : null;
    });
    const sent = (await api.get(`/invoices/${draft._id}`, as(team.admin))).body;
    expect(sent.status).toBe('sent');
    expect(event!.payload).toEqual({ type: 'invoice.sent', timestamp: expect.any(String), data: sent });

    // Sent again by email: delivered, no second event.
    const again = await api.post(`/invoices/${draft._id}/send`, {}, as(team.admin));
    expect(again.status).toBe(202);
    await eventually(async () => {
      const [row] = await app.handle.db
        .select()
        .from(schema.invoiceDeliveries)
        .where(eq(schema.invoiceDeliveries.id, again.body._id));
      return row?.status === 'delivered' ? row : null;
    });
    expect(await eventsOfTeam()).toHaveLength(1);
  });
});
