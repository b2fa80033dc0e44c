import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Account, api, registerVerified, seedWith, signIn } from './helpers';

/**
 * The client's invoice page (<APP_URL>/i/{token}): a sent invoice's link opens without signing in
 * and shows the seller, the client, the lines, the totals, what is paid and what is due, and its PDF,
 * at phone and desktop width; a rotated or unknown link, an archived invoice and a draft have no
 * page; and the first opening by someone who is not a member records viewedAt, a member's does not.
 */

type Invoice = { _id: string; displayNumber: string; viewedAt?: string | null };

const ORG = 'Client Page Studio';
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };

let owner: Account;
let client: { _id: string };
let project: { _id: string };
let vat: { _id: string };

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(60_000);
  ({ owner, client, project, vat } = await seedWith(playwright, testInfo, async (request) => {
    const account = await registerVerified(request, { name: 'Paula Page', orgName: ORG });
    const token = account.token;
    // Tax rates are a paid plan's.
    await api(request, 'POST', '/billing/checkout', { token, data: { tier: 'pro' } });
    const rate = await api<{ _id: string }>(request, 'POST', '/org/tax-rates', {
      token,
      data: { name: 'VAT', percent: 20 },
    });
    const acme = await api<{ _id: string }>(request, 'POST', '/clients', {
      token,
      data: { name: 'Acme Buyer', address: '1 Market Street\nSpringfield' },
    });
    const site = await api<{ _id: string }>(request, 'POST', '/projects', {
      token,
      data: { title: 'Website', client: acme._id },
    });
    return { owner: account, client: acme, project: site, vat: rate };
  }));
});

/**
 * A sent invoice of 2 × $300.00 less 10% (540.00) with VAT 20% (108.00): $648.00 in all; with
 * `draft`, the same invoice left a draft.
 */
async function sentInvoice(request: APIRequestContext, status: 'sent' | 'draft' = 'sent'): Promise<Invoice> {
  const invoice = await api<Invoice>(request, 'POST', '/invoices', {
    token: owner.token,
    data: {
      client: client._id,
      project: [project._id],
      items: [
        {
          description: 'Design work',
          quantity: 2,
          unitPrice: 300,
          discountPercent: 10,
          taxRateIds: [vat._id],
        },
      ],
      currency: 'USD',
      dueDate: '2099-01-31',
    },
  });
  if (status === 'sent')
    await api(request, 'PUT', `/invoices/${invoice._id}`, { token: owner.token, data: { status: 'sent' } });
  return invoice;
}

/** The page's address (path) of an invoice's link, from GET /api/invoices/{id}/share-link. */
async function pageOf(request: APIRequestContext, invoice: Invoice): Promise<string> {
  const { url } = await api<{ url: string }>(request, 'GET', `/invoices/${invoice._id}/share-link`, {
    token: owner.token,
  });
  const path = new URL(url).pathname;
  expect(path).toMatch(/^\/i\/[A-Za-z0-9_-]{22,}$/);
  return path;
}

/** The totals block's rows as the client reads them: "label amount". */
const totalsOf = (page: Page) =>
  page
    .getByTestId('totals-row')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim()).join(' ')),
    );

for (const [width, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`a sent invoice's link shows the invoice without signing in (${width})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const invoice = await sentInvoice(request);
    const path = await pageOf(request, invoice);

    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: `Invoice #${invoice.displayNumber}` }),
    ).toBeVisible();
    await expect(page.getByTestId('seller')).toContainText(ORG);
    await expect(page.getByTestId('client')).toContainText('Acme Buyer');
    await expect(page.getByTestId('client')).toContainText('1 Market Street');
    await expect(page.getByTestId('date-due')).toHaveText('Jan 31, 2099');

    const lines = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText('Design work');
    await expect(lines.first()).toContainText('2 × $300.00 · −10% · VAT');
    await expect(lines.first()).toContainText('$540.00');

    expect(await totalsOf(page)).toEqual([
      'Subtotal $540.00',
      'VAT 20% $108.00',
      'Total $648.00',
      'Balance due $648.00',
    ]);
    // With no Stripe keys on the server (test mode), Pay is offered for the balance due.
    await expect(page.getByRole('button', { name: 'Pay $648.00' })).toBeVisible();

    // Nothing is cut off or scrolls sideways at phone width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const pdfLink = page.getByRole('link', { name: 'Download PDF' });
    const pdfPath = `/api/public/invoices/${path.slice(3)}/pdf`;
    await expect(pdfLink).toHaveAttribute('href', pdfPath);
    const download = page.waitForEvent('download');
    await pdfLink.click();
    await download;
    // The PDF needs no session either.
    const pdf = await request.get(pdfPath);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
  });
}

test('a partly paid invoice shows what is paid and the balance due', async ({ page, request }) => {
  const invoice = await sentInvoice(request);
  await api(request, 'PATCH', `/invoices/${invoice._id}/mark-paid`, {
    token: owner.token,
    data: { amount: 100 },
  });
  await page.goto(await pageOf(request, invoice));
  await expect(page.getByTestId('totals')).toBeVisible();
  expect(await totalsOf(page)).toEqual([
    'Subtotal $540.00',
    'VAT 20% $108.00',
    'Total $648.00',
    'Paid $100.00',
    'Balance due $548.00',
  ]);

  await api(request, 'PATCH', `/invoices/${invoice._id}/mark-paid`, { token: owner.token, data: {} });
  await page.reload();
  await expect(page.getByTestId('paid-in-full')).toHaveText('This invoice is paid. Thank you!');
  await expect(page.getByTestId('balance')).toHaveText('$0.00');
});

test('rotating the link kills the old one at once; an unknown link is not valid', async ({
  page,
  request,
}) => {
  const invoice = await sentInvoice(request);
  const old = await pageOf(request, invoice);
  const { url } = await api<{ url: string }>(request, 'POST', `/invoices/${invoice._id}/share-link/rotate`, {
    token: owner.token,
  });
  const rotated = new URL(url).pathname;
  expect(rotated).not.toBe(old);

  await page.goto(old);
  await expect(page.getByRole('heading', { level: 1, name: 'Link not valid' })).toBeVisible();
  await expect(page.getByText('This invoice link is not valid. Ask the sender for a new one.')).toBeVisible();

  await page.goto(rotated);
  await expect(
    page.getByRole('heading', { level: 1, name: `Invoice #${invoice.displayNumber}` }),
  ).toBeVisible();

  await page.goto('/i/not-a-real-token-at-all-00000000000000000');
  await expect(page.getByTestId('client-invoice-failure')).toHaveAttribute('data-failure', 'notFound');
});

test('an archived invoice is no longer available; a draft has no link', async ({ page, request }) => {
  const invoice = await sentInvoice(request);
  const path = await pageOf(request, invoice);
  await api(request, 'PUT', `/invoices/${invoice._id}`, { token: owner.token, data: { status: 'archived' } });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice withdrawn' })).toBeVisible();
  await expect(page.getByText('This invoice is no longer available.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
  const pdf = await request.get(`/api/public/invoices/${path.slice(3)}/pdf`);
  expect(pdf.status()).toBe(410);

  const draft = await sentInvoice(request, 'draft');
  const answer = await request.get(`/api/invoices/${draft._id}/share-link`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(answer.status()).toBeGreaterThanOrEqual(400);
});

test('a member opening the link does not mark it viewed; the client does', async ({
  browser,
  page,
  request,
}) => {
  const invoice = await sentInvoice(request);
  const path = await pageOf(request, invoice);
  const viewedAt = async () =>
    (await api<Invoice>(request, 'GET', `/invoices/${invoice._id}`, { token: owner.token })).viewedAt ?? null;

  await signIn(page, owner);
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: `Invoice #${invoice.displayNumber}` }),
  ).toBeVisible();
  expect(await viewedAt()).toBeNull();

  const stranger = await browser.newContext();
  const clientPage = await stranger.newPage();
  await clientPage.goto(path);
  await expect(
    clientPage.getByRole('heading', { level: 1, name: `Invoice #${invoice.displayNumber}` }),
  ).toBeVisible();
  await expect.poll(viewedAt).not.toBeNull();
  const first = await viewedAt();

  // Only the first opening counts.
  await clientPage.reload();
  await expect(clientPage.getByTestId('client-invoice')).toBeVisible();
  expect(await viewedAt()).toBe(first);
  await stranger.close();
});

test('the page speaks the language the visitor chose', async ({ page, request }) => {
  const invoice = await sentInvoice(request);
  await page.addInitScript(() => localStorage.setItem('pref-locale', 'fr'));
  await page.goto(await pageOf(request, invoice));
  await expect(
    page.getByRole('heading', { level: 1, name: `Facture n° ${invoice.displayNumber}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Télécharger le PDF' })).toBeVisible();
  await expect(page.getByTestId('total')).toHaveText(/648,00\s\$/);
});
