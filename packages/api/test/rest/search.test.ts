/**
 * What the REST facade adds to search (the rules themselves are in search.test.ts): the typed
 * results as they travel, and the 401 envelope.
 */
import { MSG } from '@folio/contracts';
import { describe, it } from 'vitest';
import { expectAnswer } from '../helpers/answers';
import { createClient, createInvoice, createOrg, createProject, day, invoiceBody } from '../helpers/org';
import { as } from '../helpers/rest';
import { useTestApp } from '../helpers/suite';

const { t, rest } = useTestApp();

describe('search', () => {
  it('answers typed results of the organization only', async () => {
    const org = await createOrg(t, rest);
    const globex = await createClient(rest, org.admin, { name: 'Globex Corporation' });
    const web = await createProject(rest, org.admin, { title: 'Website Redesign', client: globex._id });
    const invoice = await createInvoice(
      rest,
      org.admin,
      invoiceBody(globex._id, [web._id], [{ description: 'Work', quantity: 1, unitPrice: 10 }], day(14)),
    );
    const other = await createOrg(t, rest, { orgName: 'Other Tenant' });
    const foreign = await createClient(rest, other.admin, { name: 'Globex Rival' });
    const globexRef = { _id: globex._id, name: 'Globex Corporation' };

    expectAnswer(await rest.get('/search?q=Globex', as(org.admin)), 200, {
      items: [
        { type: 'client', _id: globex._id, name: 'Globex Corporation' },
        { type: 'invoice', _id: invoice._id, number: 1, numberSuffix: null, client: globexRef },
      ],
    });
    expectAnswer(await rest.get('/search?q=Website', as(org.admin)), 200, {
      items: [{ type: 'project', _id: web._id, title: 'Website Redesign', client: globexRef }],
    });
    expectAnswer(await rest.get('/search?q=Globex', as(other.admin)), 200, {
      items: [{ type: 'client', _id: foreign._id, name: 'Globex Rival' }],
    });
    expectAnswer(await rest.get('/search?q=', as(org.admin)), 200, { items: [] });
    expectAnswer(await rest.get('/search?q=Globex'), 401, { msg: MSG.noTokenProvided });
  });
});
