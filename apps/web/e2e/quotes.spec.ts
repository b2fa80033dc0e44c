import { expect, type Page, test } from '@playwright/test';
import { api, openAs, seedWith, type Team, teamWithEveryRole, waitForMail } from './helpers';

/**
 * Quotes: a manager writes one with a discount and a tax and marks it sent; a stranger with the
 * link accepts it on its page; the organization sees who accepted, and converts it to an invoice
 * with the same total, once. A declined quote takes no more answers, on a phone too.
 */

type Quote = { _id: string; displayNumber: string; total: number; status: string };
type Invoice = { _id: string; displayNumber: string; total: number; quoteId: string | null };

let team: Team;
let clientId: string;
let projectId: string;

test.beforeAll(async ({ playwright }, testInfo) => {
  ({ team, clientId, projectId } = await seedWith(playwright, testInfo, async (request) => {
    const seeded = await teamWithEveryRole(request, 'Quotes Co');
    const token = seeded.admin.token;
    const client = await api<{ _id: string }>(request, 'POST', '/clients', {
      token,
      data: { name: 'Quoted Client', email: 'buyer@quoted.test' },
    });
    const project = await api<{ _id: string }>(request, 'POST', '/projects', {
      token,
      data: { title: 'Brand refresh', client: client._id },
    });
    await api(request, 'POST', '/org/tax-rates', { token, data: { name: 'VAT', percent: 20 } });
    return { team: seeded, clientId: client._id, projectId: project._id };
  }));
});

const PHONE = { width: 390, height: 844 };

/** The quote's page as its link names it: /q/{token}, read from the share link (Copy client link's). */
async function pageLinkOf(request: Parameters<typeof api>[0], quoteId: string): Promise<string> {
  const { url } = await api<{ url: string }>(request, 'GET', `/quotes/${quoteId}/share-link`, {
    token: team.manager.token,
  });
  return new URL(url).pathname;
}

/** A draft quote made through the API: one line of 2 × 150.00. */
async function draftQuote(request: Parameters<typeof api>[0]): Promise<Quote> {
  const validUntil = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  return api<Quote>(request, 'POST', '/quotes', {
    token: team.manager.token,
    data: {
      client: clientId,
      project: [projectId],
      currency: 'USD',
      validUntil,
      items: [{ description: 'Workshop', quantity: 2, unitPrice: 150 }],
    },
  });
}

/** The same, marked sent. */
async function sentQuote(request: Parameters<typeof api>[0]): Promise<Quote> {
  const quote = await draftQuote(request);
  await api(request, 'PATCH', `/quotes/${quote._id}/mark-sent`, { token: team.manager.token });
  return quote;
}

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

test('a quote written, sent, accepted by a stranger on its page and converted once to an invoice of the same total', async ({
  page,
  browser,
  request,
}) => {
  await openAs(page, team.manager, '/quotes/new');
  const client = page.getByRole('combobox', { name: 'Client' });
  await client.click();
  await client.fill('Quoted');
  await page.getByRole('option', { name: 'Quoted Client' }).click();
  await page
    .getByRole('group', { name: 'Projects' })
    .getByRole('checkbox', { name: 'Brand refresh' })
    .check();
  await page.getByRole('textbox', { name: 'Description, item 1' }).fill('Design sprint');
  await page.getByRole('textbox', { name: 'Quantity, item 1' }).fill('4');
  await page.getByRole('textbox', { name: 'Unit price, item 1' }).fill('250');
  await page.getByRole('textbox', { name: 'Discount %, item 1' }).fill('10');
  const taxes = page.getByRole('combobox', { name: 'Taxes, item 1' });
  await taxes.click();
  await page.getByRole('option', { name: 'VAT 20%', exact: true }).click();
  await page.keyboard.press('Tab');
  await page
    .getByRole('radiogroup', { name: 'Discount', exact: true })
    .getByText('Amount', { exact: true })
    .click();
  await page.getByRole('textbox', { name: 'Discount amount' }).fill('100');
  // 4 × 250 less 10 % = 900, less 100 = 800, VAT 20 % = 160: 960.
  await expect(page.getByTestId('totals').getByTestId('total')).toHaveText('$960.00');
  await page.getByRole('button', { name: 'Create quote' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Quote created' })).toBeVisible();

  const panel = page.getByRole('dialog', { name: /^Quote Q-\d{4}/ });
  await expect(panel.getByTestId('total')).toHaveText('$960.00');
  await expect(panel.getByText('Send the quote first')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Convert to invoice' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Mark Sent' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Quote marked sent' })).toBeVisible();
  await expect(panel.getByText('No answer yet.')).toBeVisible();
  const quoteId = new URL(page.url()).searchParams.get('open')!;
  const quote = await api<Quote>(request, 'GET', `/quotes/${quoteId}`, { token: team.manager.token });
  expect(quote).toMatchObject({ status: 'sent', total: 960 });

  // Copy client link shows the link (and copies it where the browser allows).
  await panel.getByRole('button', { name: 'Copy client link' }).click();
  const link = await panel.getByTestId('quote-link').inputValue();
  expect(new URL(link).pathname).toBe(await pageLinkOf(request, quoteId));

  // A stranger: no session, only the link.
  const stranger = await browser.newContext();
  const client1 = await stranger.newPage();
  await client1.goto(new URL(link).pathname);
  await expect(
    client1.getByRole('heading', { level: 1, name: `Quote ${quote.displayNumber}` }),
  ).toBeVisible();
  await expect(client1.getByTestId('client-quote').getByTestId('total')).toHaveText('$960.00');
  await client1.getByRole('button', { name: 'Accept' }).click();
  // The name is asked for before anything is recorded.
  await client1.getByRole('button', { name: 'Accept and sign' }).click();
  await expect(client1.getByText('Enter your name to accept the quote')).toBeVisible();
  await client1.getByRole('textbox', { name: 'Full name' }).fill('Jane Doe');
  await client1.getByRole('button', { name: 'Accept and sign' }).click();
  await expect(client1.getByTestId('quote-state')).toContainText('Quote accepted');
  await expect(client1.getByTestId('quote-state')).toContainText('Accepted by Jane Doe');
  await expect(client1.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(client1.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await stranger.close();

  // The organization sees who accepted, then converts.
  await page.reload();
  await expect(panel.getByTestId('quote-acceptance')).toContainText('Jane Doe');
  await expect(panel.getByText(quote.displayNumber).first()).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Convert to invoice' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /Invoice #\d{4} created from the quote/ }),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Convert to invoice' })).toHaveCount(0);
  const converted = await api<{ convertedInvoice: { _id: string; displayNumber: string } }>(
    request,
    'GET',
    `/quotes/${quoteId}`,
    { token: team.manager.token },
  );
  const invoiceLink = panel.getByRole('link', {
    name: `Invoice #${converted.convertedInvoice.displayNumber}`,
  });
  await expect(invoiceLink).toBeVisible();

  const invoice = await api<Invoice>(request, 'GET', `/invoices/${converted.convertedInvoice._id}`, {
    token: team.manager.token,
  });
  expect(invoice).toMatchObject({ total: 960, quoteId });
  // A second conversion is refused.
  await api(request, 'POST', `/quotes/${quoteId}/convert`, { token: team.manager.token, expectStatus: 409 });

  await invoiceLink.click();
  const invoicePanel = page.getByRole('dialog', { name: `Invoice #${invoice.displayNumber}` });
  const origin = invoicePanel.getByTestId('quote-origin');
  await expect(origin).toContainText('Converted from quote');
  await expect(origin.getByRole('link', { name: quote.displayNumber })).toBeVisible();
  await expect(invoicePanel.getByTestId('total')).toHaveText('$960.00');
});

test('a declined quote takes no more answers, on a phone; a viewer sees the quote without write buttons', async ({
  browser,
  page,
  request,
}) => {
  const quote = await sentQuote(request);
  const link = await pageLinkOf(request, quote._id);

  const stranger = await browser.newContext({ viewport: PHONE });
  const phone = await stranger.newPage();
  await phone.goto(link);
  await expect(phone.getByTestId('client-quote').getByTestId('total')).toHaveText('$300.00');
  await noSidewaysScroll(phone);
  await phone.getByRole('button', { name: 'Decline' }).click();
  await phone.getByRole('textbox', { name: 'Reason' }).fill('Over our budget');
  await phone.getByRole('button', { name: 'Decline the quote' }).click();
  await expect(phone.getByTestId('quote-state')).toContainText('Quote declined');
  await phone.reload();
  await expect(phone.getByTestId('quote-state')).toContainText('Quote declined');
  await expect(phone.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await noSidewaysScroll(phone);
  await stranger.close();

  // Accepting afterwards is refused by the server too.
  const token = link.slice('/q/'.length);
  await api(request, 'POST', `/public/quotes/${token}/accept`, { data: { name: 'Late' }, expectStatus: 409 });

  await openAs(page, team.viewer, `/quotes?open=${quote._id}`);
  const panel = page.getByRole('dialog', { name: `Quote ${quote.displayNumber}` });
  await expect(panel.getByTestId('quote-declined')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'View PDF' })).toBeVisible();
  for (const name of ['Convert to invoice', 'Mark Sent', 'Send by email', 'Copy client link', 'Delete'])
    await expect(panel.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '+ New Quote' })).toHaveCount(0);
});

test('Send by email: the client gets the quote with its page link, and the draft becomes sent', async ({
  page,
  request,
}) => {
  const quote = await draftQuote(request);
  await openAs(page, team.manager, `/quotes?open=${quote._id}`);
  const panel = page.getByRole('dialog', { name: `Quote ${quote.displayNumber}` });
  await panel.getByRole('button', { name: 'Send by email' }).click();
  const dialog = page.getByRole('dialog', { name: `Send quote ${quote.displayNumber}` });
  await expect(dialog.getByText('buyer@quoted.test', { exact: true })).toBeVisible();
  await expect(dialog.getByText('The quote PDF is attached')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Quote email queued')).toBeVisible();

  const row = panel.getByRole('listitem', { name: 'Email to buyer@quoted.test' });
  await expect(row).toContainText('Delivered', { timeout: 15_000 });
  // Delivered, the draft is sent: its page exists and Mark Sent is gone.
  await expect(panel.getByRole('button', { name: 'Copy client link' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark Sent' })).toHaveCount(0);
  const mail = await waitForMail('buyer@quoted.test', new RegExp(quote.displayNumber));
  // The text part is quoted-printable inside the multipart mail: its soft line breaks go first.
  expect(mail.body.replace(/=\r?\n/g, '')).toContain(await pageLinkOf(request, quote._id));
});
