import { WORKSPACE_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whileUncommitted } from './helpers/concurrency';
import { createInvoiceWorld, type InvoiceWorld } from './helpers/org';

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
