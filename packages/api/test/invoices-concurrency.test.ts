import { FREE_PLAN_LIMITS, WORKSPACE_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whileUncommitted } from './helpers/concurrency';
import { createInvoiceWorld, createOrg, type InvoiceWorld } from './helpers/org';

let w: InvoiceWorld;
beforeAll(async () => {
  w = await createInvoiceWorld();
});
afterAll(() => w.t.close());

const invoiceCount = async () =>
  Number((await w.t.handle.db.select({ n: count() }).from(schema.invoices))[0]?.n ?? 0);

describe('invoices against concurrent deletions', () => {
  it('creating an invoice for a client deleted meanwhile answers 422 on client, not 500', async () => {
    const clientId = await w.insertClient(w.team.orgId, 'Doomed Client');
    const projectId = await w.insertProject(w.team.orgId, clientId, 'Doomed Project');
    const before = await invoiceCount();

    const res = await whileUncommitted(
      w.t,
      (tx) => tx.delete(schema.clients).where(eq(schema.clients.id, clientId)),
      () =>
        w.rest.post('/invoices', w.payload({ client: clientId, project: [projectId] }), {
          token: w.team.admin.token,
        }),
    );

    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'client', msg: WORKSPACE_MSG.clientNotActive }]);
    expect(await invoiceCount()).toBe(before);
  });

  it('re-linking an invoice to a project deleted meanwhile answers 422 on project, not 500', async () => {
    const invoice = await w.create();
    const projectId = await w.insertProject(w.team.orgId, w.acme.id, 'Short-lived');

    const res = await whileUncommitted(
      w.t,
      (tx) => tx.delete(schema.projects).where(eq(schema.projects.id, projectId)),
      () =>
        w.rest.put(
          `/invoices/${invoice._id}`,
          { project: [w.acme.web, projectId] },
          { token: w.team.admin.token },
        ),
    );

    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'project', msg: WORKSPACE_MSG.projectNotOfClient }]);
    const after = await w.rest.get(`/invoices/${invoice._id}`, { token: w.team.admin.token });
    expect(after.body.project).toEqual([{ _id: w.acme.web, title: 'Website' }]);
  });
});

describe('invoices created and paid at once in one organization', () => {
  it('every creation and payment answers 200, the numbers follow the counter without a gap, the payments all count', async () => {
    const paid = await Promise.all(Array.from({ length: 4 }, () => w.create()));
    const [org] = await w.t.handle.db
      .select({ seq: schema.organizations.invoiceSeq })
      .from(schema.organizations)
      .where(eq(schema.organizations.id, w.team.orgId));
    const token = { token: w.team.admin.token };

    // Creations take the organization's counter while payments on its other invoices commit:
    // both update the organization's totals, neither may wait for the other forever.
    const [creations, payments] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, () => w.rest.post('/invoices', w.payload(), token))),
      Promise.all(
        paid.flatMap((invoice) => [
          w.rest.patch(`/invoices/${invoice._id}/mark-paid`, { amount: 30 }, token),
          w.rest.patch(`/invoices/${invoice._id}/mark-paid`, { amount: 70 }, token),
        ]),
      ),
    ]);

    expect(creations.map((res) => res.status)).toEqual(Array(8).fill(200));
    expect(payments.map((res) => res.status)).toEqual(Array(8).fill(200));
    const numbers = creations.map((res) => res.body.number as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => org!.seq + 1 + i));
    for (const res of creations) {
      expect((await w.rest.get(`/invoices/${res.body._id}`, token)).body).toEqual(res.body);
    }
    for (const invoice of paid) {
      const after = await w.rest.get(`/invoices/${invoice._id}`, token);
      expect(after.body).toMatchObject({ status: 'paid', paidAmount: 100, balanceDue: 0 });
    }
  });

  it('on the free plan, parallel creations stop at the monthly limit and the refused ones take no number', async () => {
    const { admin, orgId } = await createOrg(w.t, w.rest, { orgName: 'Crowded Free Co' });
    const clientId = await w.insertClient(orgId, 'Free Client');
    const projectId = await w.insertProject(orgId, clientId, 'Free Project');
    const body = {
      client: clientId,
      project: [projectId],
      items: [{ description: 'X', quantity: 1, unitPrice: 5 }],
    };
    const limit = FREE_PLAN_LIMITS.invoicesPerMonth;

    const results = await Promise.all(
      Array.from({ length: limit + 3 }, () => w.rest.post('/invoices', body, { token: admin.token })),
    );

    expect(results.filter((res) => res.status === 200)).toHaveLength(limit);
    for (const res of results.filter((res) => res.status !== 200)) {
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe(WORKSPACE_MSG.invoiceLimit);
    }
    const numbers = results
      .filter((res) => res.status === 200)
      .map((res) => res.body.number as number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: limit }, (_, i) => i + 1));
    const [org] = await w.t.handle.db
      .select({ seq: schema.organizations.invoiceSeq })
      .from(schema.organizations)
      .where(eq(schema.organizations.id, orgId));
    expect(org!.seq).toBe(limit);
    const stored = await w.t.handle.db
      .select({ n: count() })
      .from(schema.invoices)
      .where(eq(schema.invoices.orgId, orgId));
    expect(stored[0]!.n).toBe(limit);
  });
});
