import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, api, cardIn, openAs, teamWithEveryRole } from './helpers';

/**
 * The data, cards and page openers of the clients and invoices screens, each shared by the two
 * spec files of its screen. Each file seeds its own organization (`orgName`) in its test.beforeAll.
 */

export type Client = { _id: string; name: string; status: string };

/**
 * The clients screens' data (the specs clients and clients-panel): a team, Acme Corp with contact
 * details, tags, an active and a completed project, a partly paid invoice and a note; Globex; and
 * an archived client.
 */
export async function seedClientsScreens(request: APIRequestContext, orgName: string) {
  const team = await teamWithEveryRole(request, orgName);
  const token = team.admin.token;
  const acme = await api<Client>(request, 'POST', '/clients', {
    token,
    data: {
      name: 'Acme Corp',
      email: 'billing@acme.test',
      phone: '+1 555 0100',
      address: '1 Market Street\nSpringfield',
      tags: ['retainer', 'design'],
    },
  });
  const globex = await api<Client>(request, 'POST', '/clients', {
    token,
    data: { name: 'Globex', email: 'ap@globex.test', tags: ['web'] },
  });
  await api(request, 'POST', '/clients', { token, data: { name: 'Old Initech', status: 'archived' } });
  const active = await api<{ _id: string }>(request, 'POST', '/projects', {
    token,
    data: { title: 'Website redesign', client: acme._id, priceCents: 250_000 },
  });
  const done = await api<{ _id: string }>(request, 'POST', '/projects', {
    token,
    data: { title: 'Logo refresh', client: acme._id },
  });
  await api(request, 'PATCH', `/projects/${done._id}/status`, { token, data: { status: 'completed' } });
  const invoice = await api<{ _id: string }>(request, 'POST', '/invoices', {
    token,
    data: {
      client: acme._id,
      project: [active._id],
      items: [{ description: 'Design work', quantity: 10, unitPrice: 120.5 }],
      currency: 'USD',
    },
  });
  await api(request, 'PATCH', `/invoices/${invoice._id}/mark-paid`, { token, data: { amount: 500.25 } });
  await api(request, 'POST', '/notes', {
    token,
    data: { entityType: 'client', objectId: acme._id, body: 'Prefers calls on Monday.' },
  });
  return { team, acme, globex };
}

export const clientCard = (page: Page, name: string) => cardIn(page, 'Clients', name);

export const openClients = (page: Page, account: Account, path = '/clients') => openAs(page, account, path);

export type Invoice = {
  _id: string;
  displayNumber: string;
  total: number;
  balanceDue: number;
  status: string;
};

export const createInvoice = (request: APIRequestContext, token: string, data: Record<string, unknown>) =>
  api<Invoice>(request, 'POST', '/invoices', { token, data: { currency: 'USD', ...data } });

/**
 * The invoices screens' data (the specs invoices and invoices-panel): a team; Acme Corp with the
 * projects Website, Hosting and a completed Old logo; Globex with Globex portal; invoice 0001 (Acme,
 * two lines, due in 2099), 0002 (Globex, paid) and 0003 (Globex, archived).
 */
export async function seedInvoicesScreens(request: APIRequestContext, orgName: string) {
  const team = await teamWithEveryRole(request, orgName);
  const token = team.admin.token;
  const acme = await api<{ _id: string }>(request, 'POST', '/clients', {
    token,
    data: { name: 'Acme Corp' },
  });
  const globex = await api<{ _id: string }>(request, 'POST', '/clients', { token, data: { name: 'Globex' } });
  const website = await api<{ _id: string }>(request, 'POST', '/projects', {
    token,
    data: { title: 'Website', client: acme._id },
  });
  const hosting = await api<{ _id: string }>(request, 'POST', '/projects', {
    token,
    data: { title: 'Hosting', client: acme._id },
  });
  const old = await api<{ _id: string }>(request, 'POST', '/projects', {
    token,
    data: { title: 'Old logo', client: acme._id },
  });
  await api(request, 'PATCH', `/projects/${old._id}/status`, { token, data: { status: 'completed' } });
  const globexSite = await api<{ _id: string }>(request, 'POST', '/projects', {
    token,
    data: { title: 'Globex portal', client: globex._id },
  });
  const first = await createInvoice(request, token, {
    client: acme._id,
    project: [website._id, hosting._id],
    items: [
      { description: 'Design work', quantity: 10, unitPrice: 120.5 },
      { description: 'Hosting (year)', quantity: 1, unitPrice: 240 },
    ],
    dueDate: '2099-01-31',
  });
  const paid = await createInvoice(request, token, {
    client: globex._id,
    project: [globexSite._id],
    items: [{ description: 'Portal', quantity: 1, unitPrice: 1000 }],
  });
  await api(request, 'PATCH', `/invoices/${paid._id}/mark-paid`, { token, data: {} });
  const archived = await createInvoice(request, token, {
    client: globex._id,
    project: [globexSite._id],
    items: [{ description: 'Old work', quantity: 1, unitPrice: 50 }],
  });
  await api(request, 'PUT', `/invoices/${archived._id}`, { token, data: { status: 'archived' } });
  return { team, acme, globex, website, hosting, first };
}

export const invoiceCard = (page: Page, number: string) =>
  page
    .getByRole('list', { name: 'Invoices' })
    .locator('[role="listitem"][aria-posinset]')
    .filter({ has: page.getByRole('link', { name: `Invoice #${number}` }) });

export const openInvoices = (page: Page, account: Account, path = '/invoices') => openAs(page, account, path);
