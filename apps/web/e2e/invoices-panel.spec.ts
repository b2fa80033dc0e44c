import { expect, test } from '@playwright/test';
import { api, expectPanelClosingRules, seedWith, type Team } from './helpers';
import { createInvoice, type Invoice, invoiceCard, openInvoices, seedInvoicesScreens } from './screen-data';

/**
 * An invoice's panel: Mark Sent, payments (a partial one, then one capped at the balance, and one
 * the server refuses), archive and the PDF, and its closing rules.
 */

let team: Team;
let acme: { _id: string };
let website: { _id: string };
let hosting: { _id: string };

test.beforeAll(async ({ playwright }, testInfo) => {
  ({ team, acme, website, hosting } = await seedWith(playwright, testInfo, (request) =>
    seedInvoicesScreens(request, 'Invoice Panel Co'),
  ));
});

test.describe('invoice panel', () => {
  test('marks sent, records a partial payment, then a second one capped at the balance', async ({
    page,
    request,
  }) => {
    const invoice = await createInvoice(request, team.admin.token, {
      client: acme._id,
      project: [website._id],
      items: [{ description: 'Consulting', quantity: 4, unitPrice: 250 }],
    });
    await openInvoices(page, team.admin, `/invoices/${invoice._id}`);
    await expect(page).toHaveURL(new RegExp(`/invoices\\?open=${invoice._id}$`));
    const panel = page.getByRole('dialog', { name: `Invoice #${invoice.displayNumber}` });
    await expect(panel).toContainText('Acme Corp');
    await expect(panel.getByRole('region', { name: 'Projects' })).toContainText('Website');
    await expect(panel.getByText('Balance due').locator('..')).toContainText('$1,000.00');

    await panel.getByRole('button', { name: 'Mark Sent' }).click();
    await expect(page.getByText('Invoice marked sent')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Mark Sent' })).toHaveCount(0);
    await expect(panel).toContainText('Sent');

    const amount = panel.getByRole('textbox', { name: 'Payment amount' });
    await expect(amount).toHaveValue('1,000');
    await amount.fill('0');
    await panel.getByRole('button', { name: 'Mark Paid' }).click();
    await expect(panel.getByText('Enter a valid amount.')).toBeVisible();

    await amount.fill('300');
    await panel.getByRole('button', { name: 'Mark Paid' }).click();
    await expect(page.getByText('Marked paid: $300.00')).toBeVisible();
    await expect(panel.getByText('Balance due').locator('..')).toContainText('$700.00');
    await expect(panel.getByText('Paid', { exact: true }).locator('..')).toContainText('$300.00');
    await expect(amount).toHaveValue('700');

    // More than the balance is capped at it.
    await amount.fill('5000');
    await panel.getByRole('button', { name: 'Mark Paid' }).click();
    await expect(page.getByText('Marked paid: $700.00')).toBeVisible();
    await expect(panel.getByText('Balance due').locator('..')).toContainText('$0.00');
    await expect(panel.getByRole('button', { name: 'Mark Paid' })).toHaveCount(0);
    const saved = await api<Invoice & { paidAmount: number }>(request, 'GET', `/invoices/${invoice._id}`, {
      token: team.admin.token,
    });
    expect(saved).toMatchObject({ status: 'paid', paidAmount: 1000, balanceDue: 0 });
    await expect(panel.getByRole('region', { name: 'Activity' })).toContainText('recorded a payment on');
  });

  test('a payment the server refuses is undone with "Failed to mark paid"', async ({ page, request }) => {
    const invoice = await createInvoice(request, team.admin.token, {
      client: acme._id,
      project: [website._id],
      items: [{ description: 'Audit', quantity: 1, unitPrice: 400 }],
    });
    await openInvoices(page, team.admin, `/invoices?open=${invoice._id}`);
    const panel = page.getByRole('dialog', { name: `Invoice #${invoice.displayNumber}` });
    await page.route('**/trpc/*invoices.markPaid*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify([{ error: { message: 'boom', code: -32603, data: { httpStatus: 500 } } }]),
      });
    });
    await panel.getByRole('textbox', { name: 'Payment amount' }).fill('100');
    await panel.getByRole('button', { name: 'Mark Paid' }).click();
    await expect(panel.getByText('Balance due').locator('..')).toContainText('$300.00');
    await expect(page.getByText('Failed to mark paid')).toBeVisible();
    await expect(panel.getByText('Balance due').locator('..')).toContainText('$400.00');
  });

  test('archives (and unarchives to draft) and opens the PDF', async ({ page, request }) => {
    const invoice = await createInvoice(request, team.admin.token, {
      client: acme._id,
      project: [hosting._id],
      items: [{ description: 'Support', quantity: 2, unitPrice: 75 }],
    });
    await openInvoices(page, team.admin, `/invoices?open=${invoice._id}`);
    const panel = page.getByRole('dialog', { name: `Invoice #${invoice.displayNumber}` });
    await panel.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Invoice set to archived')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Mark Paid' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Unarchive' }).click();
    await expect(page.getByText('Invoice set to draft')).toBeVisible();
    await expect(panel).toContainText('Draft');

    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      panel.getByRole('button', { name: 'View PDF' }).click(),
    ]);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();
  });

  test('closes on Escape, Back, the backdrop, window blur and a hidden tab', async ({ page }) => {
    await openInvoices(page, team.admin);
    const panel = page.getByRole('dialog', { name: 'Invoice #0001' });
    const open = async () => {
      await invoiceCard(page, '0001').getByRole('link', { name: 'Invoice #0001' }).click();
      await expect(panel).toBeVisible();
    };
    const closed = async () => {
      await expect(panel).toBeHidden();
      await expect(page).toHaveURL(/\/invoices$/);
    };
    await expectPanelClosingRules(page, open, closed);
  });
});
