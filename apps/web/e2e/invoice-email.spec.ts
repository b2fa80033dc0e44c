import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { type Account, api, openAs, type Team, teamWithEveryRole, uniqueEmail, waitForMail } from './helpers';

/**
 * Sending an invoice by email from its panel, through the server's job queue to the test SMTP
 * server (e2e/support/smtp-sink.mjs): the draft in the dialog, the delivery followed in the Emails
 * section until the mail server accepts it and the invoice shows Sent; a refused address failing
 * with the server's reason and delivered on Retry; and the action kept from members and viewers.
 */

type Invoice = { _id: string; displayNumber: string };

const ORG = 'Invoice Email Co';
let team: Team;
let project: { _id: string };
let clientEmail: string;
let client: { _id: string };

test.beforeAll(async ({ playwright }, testInfo) => {
  // Four verified accounts, each waiting for its verification mail through the queue.
  testInfo.setTimeout(60_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  team = await teamWithEveryRole(request, ORG);
  clientEmail = uniqueEmail('billing');
  client = await api(request, 'POST', '/clients', {
    token: team.admin.token,
    data: { name: 'Acme Corp', email: clientEmail },
  });
  project = await api(request, 'POST', '/projects', {
    token: team.admin.token,
    data: { title: 'Website', client: client._id },
  });
  await request.dispose();
});

async function newInvoice(page: Page): Promise<Invoice> {
  return api<Invoice>(page.request, 'POST', '/invoices', {
    token: team.admin.token,
    data: {
      client: client._id,
      project: [project._id],
      items: [{ description: 'Design work', quantity: 2, unitPrice: 300 }],
      currency: 'USD',
      dueDate: '2099-01-31',
    },
  });
}

async function openPanel(page: Page, account: Account, invoice: Invoice) {
  await openAs(page, account, `/invoices?open=${invoice._id}`);
  const panel = page.getByRole('dialog', { name: `Invoice #${invoice.displayNumber}` });
  await expect(panel.getByRole('button', { name: 'View PDF' })).toBeVisible();
  return panel;
}

const statusBadge = (panel: ReturnType<Page['getByRole']>) => panel.locator('.mantine-Badge-root').first();

test('an admin sends the invoice; the delivery is delivered and the invoice is sent', async ({ page }) => {
  const invoice = await newInvoice(page);
  const panel = await openPanel(page, team.admin, invoice);
  const emails = panel.getByRole('region', { name: 'Emails' });
  await expect(emails).toContainText('No emails sent yet.');
  await expect(statusBadge(panel)).toHaveText('Draft');

  await panel.getByRole('button', { name: 'Send by email' }).click();
  const dialog = page.getByRole('dialog', { name: `Send invoice #${invoice.displayNumber}` });
  const subject = `Invoice ${invoice.displayNumber} from ${ORG}`;
  await expect(dialog.getByText(clientEmail, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(subject);
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(/\$600\.00, due 31 Jan 2099/);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Invoice email queued')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = emails.getByRole('listitem', { name: `Email to ${clientEmail}` });
  await expect(row).toContainText('Delivered', { timeout: 15_000 });
  await expect(row).toContainText('by Ada Admin');
  await expect(statusBadge(panel)).toHaveText('Sent');
  await expect(panel.getByRole('region', { name: 'Activity' })).toContainText(
    `Ada Admin emailed invoice #${invoice.displayNumber}`,
  );

  const mail = await waitForMail(clientEmail, new RegExp(subject));
  const raw = readFileSync(mail.file, 'utf8');
  expect(raw).toMatch(/^Subject: Invoice \d+ from Invoice Email Co$/m);
  expect(raw).toMatch(/Content-Type: application\/pdf/i);
});

test('a refused address fails with the server’s reason and is delivered on Retry', async ({ page }) => {
  const invoice = await newInvoice(page);
  const panel = await openPanel(page, team.admin, invoice);
  const bounce = uniqueEmail('bounce-once');

  await panel.getByRole('button', { name: 'Send by email' }).click();
  const dialog = page.getByRole('dialog', { name: `Send invoice #${invoice.displayNumber}` });
  const recipients = dialog.getByRole('combobox', { name: 'Recipients' });
  await expect(dialog.getByText(clientEmail, { exact: true })).toBeVisible();
  await expect(recipients).toBeFocused();
  // The client's address goes; a pasted list is split into its addresses, and each is checked.
  await recipients.press('Backspace');
  await recipients.evaluate((input, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, `${bounce}; not-an-address`);
  await expect(dialog.getByText(bounce, { exact: true })).toBeVisible();
  await expect(dialog.getByText('not-an-address', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toContainText('Enter a valid email address');
  await recipients.press('Backspace');
  await expect(dialog.getByText('not-an-address', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();

  const row = panel.getByRole('listitem', { name: `Email to ${bounce}` });
  await expect(row).toContainText('Failed', { timeout: 15_000 });
  await expect(row).toContainText('550');
  await expect(statusBadge(panel)).toHaveText('Draft');

  await row.getByRole('button', { name: 'Retry' }).click();
  await expect(row).toContainText('Delivered', { timeout: 15_000 });
  await expect(row.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(statusBadge(panel)).toHaveText('Sent');
  await waitForMail(bounce, /Invoice \d+ from Invoice Email Co/);
});

for (const role of ['member', 'viewer'] as const) {
  test(`a ${role} sees the emails but cannot send`, async ({ page }) => {
    const invoice = await newInvoice(page);
    const panel = await openPanel(page, team[role], invoice);
    await expect(panel.getByRole('region', { name: 'Emails' })).toContainText('No emails sent yet.');
    await expect(panel.getByRole('button', { name: 'Send by email' })).toHaveCount(0);
  });
}
