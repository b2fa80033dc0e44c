/**
 * The contract session's steps on the organization's records: clients, projects, invoices (with
 * their PDF and their sending by email), notes, search, the dashboard and the activity log.
 */
import { expect, vi } from 'vitest';
import { JPEG, PNG } from '../helpers/org-profile';
import { as } from '../helpers/rest';
import { type ContractSession, expectStatus, inDays } from './contract-session';

/** Creates, pages, reads, updates, summarises and deletes clients. */
export async function workWithClients(s: ContractSession) {
  const { api, ids } = s;
  ids.globex = expectStatus(
    await api.post(
      '/api/clients',
      { name: 'Globex', email: 'ap@globex.example', phone: '+1 555 0100', tags: ['vip'] },
      as(s.owner),
    ),
    200,
  )._id;
  ids.initech = expectStatus(await api.post('/api/clients', { name: 'Initech' }, as(s.owner)), 200)._id;
  ids.umbrella = expectStatus(await api.post('/api/clients', { name: 'Umbrella' }, as(s.owner)), 200)._id;

  const first = await api.get('/api/clients?limit=2', as(s.owner));
  expect(expectStatus(first, 200)).toHaveLength(2);
  expect(first.headers.get('x-total-count')).toBe('3');
  const cursor = first.headers.get('x-next-cursor');
  expect(cursor).toBeTruthy();
  const second = await api.get(`/api/clients?limit=2&after=${encodeURIComponent(cursor ?? '')}`, as(s.owner));
  expect(expectStatus(second, 200)).toHaveLength(1);
  expect(second.headers.get('x-next-cursor')).toBeNull();
  expect(expectStatus(await api.get('/api/clients?status=all&q=glob', as(s.owner)), 200)).toHaveLength(1);

  expectStatus(await api.get(`/api/clients/${ids.globex}`, as(s.owner)), 200);
  expectStatus(
    await api.put(
      `/api/clients/${ids.globex}`,
      { address: '1 Globex Way', taxId: 'DE123456789' },
      as(s.owner),
    ),
    200,
  );
  expectStatus(await api.get(`/api/clients/${ids.globex}/summary`, as(s.owner)), 200);
  expectStatus(await api.delete(`/api/clients/${ids.umbrella}`, as(s.owner)), 200);
}

/** Creates, pages, reads, updates and closes projects. */
export async function workWithProjects(s: ContractSession) {
  const { api, ids } = s;
  ids.website = expectStatus(
    await api.post(
      '/api/projects',
      {
        title: 'Website',
        client: ids.globex,
        priceCents: 250_000,
        currency: 'USD',
        dueDate: inDays(30),
        tags: ['web'],
      },
      as(s.owner),
    ),
    200,
  )._id;
  const extra = expectStatus(
    await api.post('/api/projects', { title: 'Audit', client: ids.initech }, as(s.owner)),
    200,
  );
  const page = await api.get('/api/projects?limit=1', as(s.owner));
  expect(expectStatus(page, 200)).toHaveLength(1);
  expect(page.headers.get('x-total-count')).toBe('2');
  expectStatus(await api.get(`/api/projects/${ids.website}`, as(s.owner)), 200);
  expectStatus(
    await api.put(`/api/projects/${ids.website}`, { description: 'The new site' }, as(s.owner)),
    200,
  );
  expectStatus(await api.get(`/api/clients/${ids.globex}/projects?limit=5`, as(s.owner)), 200);
  expectStatus(
    await api.patch(`/api/projects/${extra._id}/status`, { status: 'completed' }, as(s.owner)),
    200,
  );
  expectStatus(await api.delete(`/api/projects/${extra._id}`, as(s.owner)), 200);
}

/** Invoices with line items, sends, records payments and downloads the PDF. */
export async function invoiceSendAndPay(s: ContractSession) {
  const { api, ids } = s;
  const invoice = expectStatus(
    await api.post(
      '/api/invoices',
      {
        client: ids.globex,
        project: [ids.website],
        items: [
          { description: 'Design', quantity: 10, unitPrice: 80 },
          { description: 'Hosting', quantity: 1, unitPrice: 200 },
        ],
        currency: 'USD',
        dueDate: inDays(14),
      },
      as(s.owner),
    ),
    200,
  );
  ids.invoice = invoice._id;
  ids.draft = expectStatus(
    await api.post(
      '/api/invoices',
      {
        client: ids.globex,
        project: ids.website,
        items: [{ description: 'Extra', quantity: 1, unitPrice: 5 }],
      },
      as(s.owner),
    ),
    200,
  )._id;
  const page = await api.get('/api/invoices?status=all&limit=1', as(s.owner));
  expect(expectStatus(page, 200)).toHaveLength(1);
  expect(page.headers.get('x-total-count')).toBe('2');
  expect(page.headers.get('link')).toMatch(/rel="next"/);
  expectStatus(await api.get(`/api/invoices/${ids.invoice}`, as(s.owner)), 200);
  expectStatus(await api.put(`/api/invoices/${ids.invoice}`, { dueDate: inDays(21) }, as(s.owner)), 200);
  expectStatus(await api.get(`/api/clients/${ids.globex}/invoices?status=all&limit=5`, as(s.owner)), 200);

  expectStatus(await api.patch(`/api/invoices/${ids.invoice}/mark-sent`, undefined, as(s.owner)), 200);
  // A payment reminder now: 202 with its delivery, then 429 with Retry-After within the hour; a draft gets none (409).
  const reminder = expectStatus(
    await api.post(`/api/invoices/${ids.invoice}/send-reminder`, undefined, as(s.owner)),
    202,
  );
  expect(reminder.kind).toBe('reminder');
  const tooSoon = await api.post(`/api/invoices/${ids.invoice}/send-reminder`, undefined, as(s.owner));
  expectStatus(tooSoon, 429);
  expect(tooSoon.headers.get('retry-after')).toMatch(/^\d+$/);
  expectStatus(await api.post(`/api/invoices/${ids.draft}/send-reminder`, undefined, as(s.owner)), 409);
  expectStatus(await api.patch(`/api/invoices/${ids.invoice}/mark-paid`, { amount: 250 }, as(s.owner)), 200);
  const paid = expectStatus(await api.patch(`/api/invoices/${ids.invoice}/mark-paid`, {}, as(s.owner)), 200);
  expect(paid.status).toBe('paid');
  expectStatus(await api.get('/api/invoices/summary', as(s.owner)), 200);
  expectStatus(await api.get(`/api/invoices/summary?client=${ids.globex}`, as(s.owner)), 200);

  const pdf = await api.get(`/api/invoices/${ids.invoice}/pdf`, as(s.owner));
  expectStatus(pdf, 200);
  expect(pdf.contentType).toBe('application/pdf');
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Sending by email: the draft, a 202 with the queued delivery, then the delivery delivered.
  const draft = expectStatus(await api.get(`/api/invoices/${ids.invoice}/email-draft`, as(s.owner)), 200);
  const queued = expectStatus(
    await api.post(
      `/api/invoices/${ids.invoice}/send`,
      { recipients: ['accounts@globex.example'], subject: draft.subject },
      as(s.owner),
    ),
    202,
  );
  expect(queued.status).toBe('queued');
  await vi.waitFor(
    async () => {
      const list = expectStatus(await api.get(`/api/invoices/${ids.invoice}/deliveries`, as(s.owner)), 200);
      expect(list.items[0]).toMatchObject({ _id: queued._id, status: 'delivered' });
    },
    { timeout: 15_000, interval: 250 },
  );
  expectStatus(
    await api.post(`/api/invoices/${ids.invoice}/deliveries/${queued._id}/retry`, undefined, as(s.owner)),
    409,
  );

  expectStatus(await api.put(`/api/invoices/${ids.draft}`, { status: 'archived' }, as(s.owner)), 200);
  expectStatus(await api.delete(`/api/invoices/${ids.draft}`, as(s.owner)), 200);
}

/** Notes, search, the dashboard, the activity log and its CSV export. */
export async function notesSearchAndActivity(s: ContractSession) {
  const { api, ids } = s;
  ids.note = expectStatus(
    await api.post(
      '/api/notes',
      { entityType: 'client', objectId: ids.globex, body: 'Call back on Monday' },
      as(s.owner),
    ),
    200,
  )._id;
  expectStatus(
    await api.get(`/api/notes?entityType=client&objectId=${ids.globex}&page=1&limit=10`, as(s.owner)),
    200,
  );
  expectStatus(await api.put(`/api/notes/${ids.note}`, { body: 'Call back on Tuesday' }, as(s.owner)), 200);
  expectStatus(await api.delete(`/api/notes/${ids.note}`, as(s.owner)), 200);

  const found = expectStatus(await api.get('/api/search?q=Globex', as(s.owner)), 200);
  expect(found.items.length).toBeGreaterThan(0);
  expectStatus(await api.get('/api/dashboard/summary', as(s.owner)), 200);

  expectStatus(await api.get('/api/activity?page=1&limit=20', as(s.owner)), 200);
  expectStatus(
    await api.get(`/api/activity?type=invoice&userId=${s.owner.userId}&q=Globex`, as(s.owner)),
    200,
  );
  expectStatus(await api.get(`/api/activity/${ids.globex}/client`, as(s.owner)), 200);
  expectStatus(await api.get(`/api/activity/${ids.website}/project`, as(s.owner)), 200);
  expectStatus(await api.get(`/api/activity/${ids.invoice}/invoice`, as(s.owner)), 200);
  expectStatus(await api.get('/api/org/activity-summary', as(s.owner)), 200);

  const csv = await api.get('/api/activity/export?type=client', as(s.owner));
  expectStatus(csv, 200);
  expect(csv.contentType).toMatch(/^text\/csv/);
  expect(csv.bytes.toString('utf8')).toMatch(/^date,user,email,action,type,entity,objectId\r\n/);
}

/** The organization's business details and its logo: set, read, replaced, refused and removed. */
export async function businessDetails(s: ContractSession) {
  const { api } = s;
  expectStatus(await api.get('/api/org/profile', as(s.viewer)), 200);
  const saved = expectStatus(
    await api.put(
      '/api/org/profile',
      { legalName: 'Acme Ltd', address: '1 Main St\nLondon', taxId: 'GB123456789', paymentTermsDays: 30 },
      as(s.owner),
    ),
    200,
  );
  expect(saved.logo).toBeNull();
  expectStatus(await api.put('/api/org/profile', { paymentTermsDays: 400 }, as(s.owner)), 422);
  expectStatus(await api.put('/api/org/profile', {}, as(s.viewer)), 403);
  const png = expectStatus(
    await api.put('/api/org/logo', undefined, {
      ...as(s.owner),
      raw: { contentType: 'image/png', body: PNG },
    }),
    200,
  );
  expectStatus(
    await api.put('/api/org/logo', undefined, {
      ...as(s.owner),
      raw: { contentType: 'image/jpeg', body: JPEG },
    }),
    200,
  );
  expectStatus(
    await api.put('/api/org/logo', undefined, {
      ...as(s.owner),
      raw: { contentType: 'image/gif', body: PNG },
    }),
    415,
  );
  expectStatus(
    await api.put('/api/org/logo', undefined, {
      ...as(s.owner),
      raw: { contentType: 'image/png', body: JPEG },
    }),
    422,
  );
  expectStatus(
    await api.put('/api/org/logo', undefined, {
      ...as(s.owner),
      raw: { contentType: 'image/png', body: Buffer.concat([PNG, Buffer.alloc(1_048_576)]) },
    }),
    413,
  );
  const logo = await api.get(png.logo.url, as(s.viewer));
  expectStatus(logo, 200);
  expect(logo.contentType).toBe('image/jpeg');
  expectStatus(await api.delete('/api/org/logo', as(s.owner)), 200);
  expectStatus(await api.get('/api/org/logo', as(s.viewer)), 404);
  expectStatus(await api.delete('/api/org/logo', as(s.viewer)), 403);
}

/** Tax rates (listed, created, changed, archived) and a taxed invoice with a line and an invoice discount. */
export async function taxRatesAndTaxedInvoice(s: ContractSession) {
  const { api, ids } = s;
  const vat = expectStatus(
    await api.post('/api/org/tax-rates', { name: 'VAT', percent: 20 }, as(s.owner)),
    200,
  );
  const levy = expectStatus(
    await api.post('/api/org/tax-rates', { name: 'Levy', percent: 1.5, compound: true }, as(s.owner)),
    200,
  );
  const old = expectStatus(
    await api.post('/api/org/tax-rates', { name: 'Old', percent: 7 }, as(s.owner)),
    200,
  );
  expectStatus(await api.post('/api/org/tax-rates', { name: 'vat', percent: 5 }, as(s.owner)), 409);
  expectStatus(await api.post('/api/org/tax-rates', { name: 'Bad', percent: 9.9751 }, as(s.owner)), 422);
  expectStatus(await api.post('/api/org/tax-rates', { name: 'Nope', percent: 1 }, as(s.viewer)), 403);
  expect(
    expectStatus(await api.put(`/api/org/tax-rates/${vat._id}`, { percent: 21 }, as(s.owner)), 200),
  ).toMatchObject({
    percent: 21,
  });
  expect(expectStatus(await api.delete(`/api/org/tax-rates/${old._id}`, as(s.owner)), 200).archived).toBe(
    true,
  );
  expectStatus(await api.delete('/api/org/tax-rates/00000000-0000-4000-8000-000000000000', as(s.owner)), 404);
  expect(expectStatus(await api.get('/api/org/tax-rates', as(s.viewer)), 200)).toHaveLength(3);

  const invoice = expectStatus(
    await api.post(
      '/api/invoices',
      {
        client: ids.globex,
        project: [ids.website],
        items: [
          { description: 'Design', quantity: 2, unitPrice: 50, discountPercent: 10, taxRateIds: [vat._id] },
          { description: 'Import', quantity: 1, unitPrice: 100, taxRateIds: [vat._id, levy._id] },
        ],
        discount: { type: 'amount', value: 19 },
      },
      as(s.owner),
    ),
    200,
  );
  // Lines 90 + 100 = 190, less 19 (9 and 10) = 171; VAT 21 % of 171 = 35.91; levy 1.5 % of 90 × 1.21 = 1.63.
  expect(invoice).toMatchObject({ subtotal: 190, discountTotal: 19, taxTotal: 37.54, total: 208.54 });
  expectStatus(
    await api.post(
      '/api/invoices',
      {
        client: ids.globex,
        project: [ids.website],
        items: [{ description: 'X', quantity: 1, unitPrice: 1, taxRateIds: [old._id] }],
      },
      as(s.owner),
    ),
    422,
  );
  expectStatus(await api.delete(`/api/invoices/${invoice._id}`, as(s.owner)), 200);
}
