import { FREE_PLAN_LIMITS, WORKSPACE_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whileUncommitted } from './helpers/concurrency';
import { createInvoiceWorld, createOrg, type InvoiceWorld, setPlan } from './helpers/org';

let w: InvoiceWorld;
beforeAll(async () => {
  w = await createInvoiceWorld();
});
afterAll(() => w.t.close());

/** A new organization on the free plan, with a client, a project and an invoice payload for them. */
async function orgWithAClient(orgName: string) {
  const { admin, orgId } = await createOrg(w.t, w.rest, { orgName });
  const clientId = await w.insertClient(orgId, `${orgName} Client`);
  const projectId = await w.insertProject(orgId, clientId, `${orgName} Project`);
  const body = {
    client: clientId,
    project: [projectId],
    items: [{ description: 'X', quantity: 1, unitPrice: 5 }],
  };
  return { admin, orgId, body };
}

/** The organization's invoice counter and how many invoices it holds: equal when no number was lost. */
async function numbersTaken(orgId: string) {
  // No row until the organization's first invoice: nothing taken yet.
  const [org] = await w.t.handle.db
    .select({ seq: schema.invoiceCounters.invoiceSeq })
    .from(schema.invoiceCounters)
    .where(eq(schema.invoiceCounters.orgId, orgId));
  const [stored] = await w.t.handle.db
    .select({ n: count() })
    .from(schema.invoices)
    .where(eq(schema.invoices.orgId, orgId));
  return { counter: org?.seq ?? 0, invoices: Number(stored?.n) };
}

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
      .select({ seq: schema.invoiceCounters.invoiceSeq })
      .from(schema.invoiceCounters)
      .where(eq(schema.invoiceCounters.orgId, w.team.orgId));
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

  it('an invoice is numbered in the transaction that wrote it: its row and its lines come from one commit', async () => {
    // On an unlimited plan the numbering goes out with the commit right behind it: it must still
    // reach the database before that commit, inside the creation's transaction.
    const creations = await Promise.all(Array.from({ length: 4 }, () => w.create()));
    for (const invoice of creations) {
      const rows = await w.t.handle.db.execute<{ same: boolean; number: number }>(
        sql`select i.number, bool_and(i.xmin::text = l.xmin::text) as same
            from invoices i join invoice_items l on l.invoice_id = i.id
            where i.id = ${invoice._id} group by i.number`,
      );
      const [row] = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
        same: boolean;
        number: number;
      }[];
      expect(row).toEqual({ same: true, number: invoice.number });
    }
  });

  it('a creation begun on Pro in an organization moved to Free meanwhile is held to the free limit and takes no number', async () => {
    const { admin, orgId, body } = await orgWithAClient('Downgraded Co');
    await setPlan(w.t, orgId, 'pro');
    const limit = FREE_PLAN_LIMITS.invoicesPerMonth;
    for (let i = 0; i < limit; i += 1) {
      expect((await w.rest.post('/invoices', body, { token: admin.token })).status).toBe(200);
    }

    // On PostgreSQL the request reads the organization as Pro and then waits for its row, which
    // the downgrade holds until it commits; the numbering then finds the free plan.
    const res = await whileUncommitted(
      w.t,
      (tx) =>
        tx
          .update(schema.organizations)
          .set({ planTier: 'free', subscriptionStatus: 'inactive' })
          .where(eq(schema.organizations.id, orgId)),
      () => w.rest.post('/invoices', body, { token: admin.token }),
    );

    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body.msg).toBe(WORKSPACE_MSG.invoiceLimit);
    expect(await numbersTaken(orgId)).toEqual({ counter: limit, invoices: limit });
  });

  it('on the free plan, parallel creations stop at the monthly limit and the refused ones take no number', async () => {
    const { admin, orgId, body } = await orgWithAClient('Crowded Free Co');
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
    expect(await numbersTaken(orgId)).toEqual({ counter: limit, invoices: limit });
  });
});
