import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Account, api, openAs, refuseWith422, seedWith, type Team, teamWithEveryRole } from './helpers';

/**
 * Getting paid: Pay on the client's invoice page in test mode (no Stripe keys on the e2e server),
 * in full and in part, a refused amount, the thanks once back; Settings → Payments (mock Connect,
 * reminder rules and repeat, a refused rule, read-only for a manager); the client form's reminder
 * switch; and Send reminder from the invoice panel, once an hour.
 */

type Invoice = { _id: string; displayNumber: string };
type Settings = {
  mockMode: boolean;
  allowPartialPayments: boolean;
  stripe: { status: string; accountId: string | null };
  reminders: { rules: number[]; repeat: { everyDays: number; times: number } | null };
};

const ORG = 'Paid Online Studio';
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };

let team: Team;
let client: { _id: string };
let project: { _id: string };

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(90_000);
  ({ team, client, project } = await seedWith(playwright, testInfo, async (request) => {
    const members = await teamWithEveryRole(request, ORG);
    const buyer = await api<{ _id: string }>(request, 'POST', '/clients', {
      token: members.admin.token,
      data: { name: 'Acme Buyer', email: 'pay@acme.example' },
    });
    const site = await api<{ _id: string }>(request, 'POST', '/projects', {
      token: members.admin.token,
      data: { title: 'Website', client: buyer._id },
    });
    return { team: members, client: buyer, project: site };
  }));
});

const admin = (): Account => team.admin;

/** A sent invoice of 2 × $300.00: $600.00 due on 2099-01-31. */
async function sentInvoice(request: APIRequestContext): Promise<Invoice> {
  const invoice = await api<Invoice>(request, 'POST', '/invoices', {
    token: admin().token,
    data: {
      client: client._id,
      project: [project._id],
      items: [{ description: 'Design work', quantity: 2, unitPrice: 300 }],
      currency: 'USD',
      dueDate: '2099-01-31',
    },
  });
  await api(request, 'PUT', `/invoices/${invoice._id}`, { token: admin().token, data: { status: 'sent' } });
  return invoice;
}

/** The path of an invoice's client page. */
async function pageOf(request: APIRequestContext, invoice: Invoice): Promise<string> {
  const { url } = await api<{ url: string }>(request, 'GET', `/invoices/${invoice._id}/share-link`, {
    token: admin().token,
  });
  return new URL(url).pathname;
}

const setPartialPayments = (request: APIRequestContext, allow: boolean) =>
  api(request, 'PUT', '/org/payment-settings', {
    token: admin().token,
    data: { allowPartialPayments: allow },
  });

const balanceOf = async (request: APIRequestContext, invoice: Invoice) =>
  (await api<{ balanceDue: number; status: string }>(request, 'GET', `/invoices/${invoice._id}`, {
    token: admin().token,
  })) as { balanceDue: number; status: string };

/** Nothing scrolls sideways (asked again until the layout has followed a change of width). */
const noSideScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

for (const [width, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`a client pays the whole balance on the test payment page (${width})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await setPartialPayments(request, false);
    const invoice = await sentInvoice(request);
    const path = await pageOf(request, invoice);

    await page.goto(path);
    const pay = page.getByRole('button', { name: 'Pay $600.00' });
    await expect(pay).toBeVisible();
    // Partial payments are off: no amount to type.
    await expect(page.getByRole('textbox', { name: 'Amount to pay' })).toHaveCount(0);
    await noSideScroll(page);
    await page.screenshot({ path: test.info().outputPath(`client-page-pay-${width}.png`), fullPage: true });
    await pay.click();

    await expect(page).toHaveURL(new RegExp(`${path}/pay/[^/]+$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible();
    const checkout = page.getByTestId('mock-checkout');
    await expect(checkout).toContainText('no money moves');
    await expect(checkout).toContainText(ORG);
    await expect(checkout).toContainText(invoice.displayNumber);
    await expect(page.getByTestId('mock-amount')).toHaveText('$600.00');
    await noSideScroll(page);
    await page.screenshot({ path: test.info().outputPath(`mock-payment-${width}.png`), fullPage: true });
    const mockPage = page.url();
    await page.getByRole('button', { name: 'Pay $600.00' }).click();

    await expect(page).toHaveURL(new RegExp(`${path}\\?payment=success$`));
    await expect(page.getByTestId('payment-received')).toHaveText('Payment received. Thank you!');
    await expect(page.getByTestId('paid-in-full')).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText('$0.00');
    await expect(page.getByTestId('pay')).toHaveCount(0);
    expect(await balanceOf(request, invoice)).toMatchObject({ balanceDue: 0, status: 'paid' });

    // The test payment page, opened again, says it is done and takes no second payment.
    await page.goto(mockPage);
    await expect(page.getByTestId('mock-completed')).toHaveText('This payment was already made');
    await expect(page.getByTestId('mock-pay')).toHaveCount(0);

    // The team sees it paid, with the payment in the activity.
    await openAs(page, admin(), `/invoices?open=${invoice._id}`);
    const panel = page.getByRole('dialog', { name: `Invoice #${invoice.displayNumber}` });
    await expect(panel.getByText('Paid', { exact: true }).first()).toBeVisible();
    await expect(panel).toContainText(`Payment received online for invoice #${invoice.displayNumber}`);
  });
}

test('with partial payments, a client pays part and the rest stays due', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await setPartialPayments(request, true);
  const invoice = await sentInvoice(request);
  const path = await pageOf(request, invoice);

  await page.goto(path);
  const amount = page.getByRole('textbox', { name: 'Amount to pay' });
  await expect(amount).toHaveValue('600');
  await expect(page.getByText('Pay all or part of the balance: from $1.00 to $600.00.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('client-page-partial-phone.png'), fullPage: true });

  // More than the balance: the server's message at the field, and nothing is paid.
  await amount.fill('700');
  await page.getByTestId('pay').click();
  await expect(page.getByText('Enter an amount between 1.00 and the balance due')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  expect((await balanceOf(request, invoice)).balanceDue).toBe(600);

  await amount.fill('150');
  await page.getByRole('button', { name: 'Pay $150.00' }).click();
  await expect(page.getByTestId('mock-amount')).toHaveText('$150.00');
  await page.getByRole('button', { name: 'Pay $150.00' }).click();

  await expect(page.getByTestId('payment-received')).toHaveText('Payment received. Thank you!');
  await expect(page.getByTestId('balance')).toHaveText('$450.00');
  await expect(page.getByTestId('paid-in-full')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Amount to pay' })).toHaveValue('450');
  expect(await balanceOf(request, invoice)).toMatchObject({ balanceDue: 450, status: 'sent' });
  await setPartialPayments(request, false);
});

test('an unknown test payment page says the page is not valid', async ({ page, request }) => {
  const invoice = await sentInvoice(request);
  const path = await pageOf(request, invoice);
  await page.goto(`${path}/pay/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByTestId('mock-checkout-failure')).toContainText('This payment page is not valid');
  await expect(page.getByRole('link', { name: 'Back to the invoice' })).toHaveAttribute('href', path);
});

test.describe('Settings → Payments', () => {
  test('an admin connects Stripe in test mode, saves reminder rules and a repeat, and disconnects', async ({
    page,
    request,
  }) => {
    await openAs(page, admin(), '/settings/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(page).toHaveTitle(/Payments/);
    await expect(page.getByText('Test mode: no Stripe keys are configured')).toBeVisible();
    await expect(page.getByTestId('stripe-status')).toHaveText('Not connected');

    await page.getByRole('button', { name: 'Connect Stripe' }).click();
    // In test mode Connect leads straight back, to APP_URL (another host name here than the test's):
    // the same return on the test's host.
    await page.waitForURL(/\/settings\/payments\?stripe=return$/);
    await page.goto('/settings/payments?stripe=return');
    await expect(page.getByTestId('stripe-status')).toHaveText('Connected');
    await expect(page.getByTestId('stripe-account')).toHaveText(/^acct_mock_/);
    // The return flag leaves the address once the account was read.
    await expect(page).toHaveURL(/\/settings\/payments$/);

    // Start from no rules, then 3 days before, on the due date, 7 days after.
    const rules = page.getByTestId('reminder-rule');
    while ((await rules.count()) > 0)
      await page
        .getByRole('button', { name: /^Remove reminder/ })
        .first()
        .click();
    await expect(page.getByText('No reminders are sent.')).toBeVisible();
    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Add a reminder' }).click();
    await expect(page.getByRole('button', { name: 'Add a reminder' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Reminder 1: When' }).selectOption('before');
    await page.getByRole('textbox', { name: 'Reminder 1: Days' }).fill('3');
    await page.getByRole('combobox', { name: 'Reminder 2: When' }).selectOption('on');
    await page.getByRole('combobox', { name: 'Reminder 3: When' }).selectOption('after');
    await page.getByRole('textbox', { name: 'Reminder 3: Days' }).fill('7');
    await page.getByRole('switch', { name: 'Then repeat' }).check({ force: true });
    await page.getByRole('textbox', { name: 'Every (days)' }).fill('5');
    await page.getByRole('textbox', { name: 'At most (times)' }).fill('2');
    await expect(page.getByTestId('repeat-summary')).toHaveText('Repeat every 5 days, at most 2 times.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Payment settings saved' })).toBeVisible();

    const saved = await api<Settings>(request, 'GET', '/org/payment-settings', { token: admin().token });
    expect(saved.reminders).toEqual({ rules: [-3, 0, 7], repeat: { everyDays: 5, times: 2 } });

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Reminder 1: Days' })).toHaveValue('3');
    await expect(page.getByRole('combobox', { name: 'Reminder 2: When' })).toHaveValue('on');
    await expect(page.getByRole('textbox', { name: 'Every (days)' })).toHaveValue('5');
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await noSideScroll(page);
      await page.screenshot({
        path: test.info().outputPath(`settings-payments-${name}.png`),
        fullPage: true,
      });
    }

    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByTestId('stripe-status')).toHaveText('Not connected');
    await expect(page.getByTestId('stripe-account')).toHaveCount(0);
  });

  test('a rule out of range is refused at the rules, and the server’s errors show at their fields', async ({
    page,
    request,
  }) => {
    const before = await api<Settings>(request, 'PUT', '/org/payment-settings', {
      token: admin().token,
      data: { reminders: { rules: [7], repeat: null } },
    });
    await openAs(page, admin(), '/settings/payments');
    await page.getByRole('combobox', { name: 'Reminder 1: When' }).selectOption('after');
    await page.getByRole('textbox', { name: 'Reminder 1: Days' }).fill('90');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('rules-error')).toHaveText(
      'A reminder is between 30 days before and 60 days after the due date',
    );
    const after = await api<Settings>(request, 'GET', '/org/payment-settings', { token: admin().token });
    expect(after.reminders).toEqual(before.reminders);

    // What the server refuses is shown where it belongs.
    await page.getByRole('textbox', { name: 'Reminder 1: Days' }).fill('10');
    await refuseWith422(page, 'paymentSettings.update', [
      { field: 'reminders.repeat', msg: 'Add a reminder rule before a repeat' },
    ]);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('repeat-error')).toHaveText('Add a reminder rule before a repeat');
    await expect(page.getByTestId('rules-error')).toHaveCount(0);
  });

  test('a manager reads the settings without changing them', async ({ page }) => {
    await openAs(page, team.manager, '/settings/payments');
    await expect(page.getByText('Only admins can change the payment settings.')).toBeVisible();
    await expect(page.getByTestId('stripe-status')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Allow partial payments' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Connect Stripe' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add a reminder' })).toHaveCount(0);
  });

  test('the account menu leads there', async ({ page }) => {
    await openAs(page, admin(), '/dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Payments' }).click();
    await expect(page).toHaveURL(/\/settings\/payments$/);
  });
});

test('the client form turns payment reminders off for a client', async ({ page, request }) => {
  await openAs(page, admin(), '/clients/new');
  const reminders = page.getByRole('switch', { name: 'Send payment reminders' });
  await expect(reminders).toBeChecked();
  await page.getByRole('textbox', { name: 'Name' }).fill('Quiet Client');
  await reminders.uncheck({ force: true });
  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(page).toHaveURL(/\/clients(\?|$)/);

  const clients = await api<{ _id: string; name: string; sendReminders: boolean }[]>(
    request,
    'GET',
    '/clients',
    {
      token: admin().token,
    },
  );
  const quiet = clients.find((item) => item.name === 'Quiet Client');
  expect(quiet?.sendReminders).toBe(false);
  await page.goto(`/clients/${quiet?._id}/edit`);
  await expect(page.getByRole('switch', { name: 'Send payment reminders' })).not.toBeChecked();
});

test('Send reminder emails the client once, lists it as a reminder, and refuses a second within the hour', async ({
  page,
  request,
}) => {
  const invoice = await sentInvoice(request);
  await openAs(page, team.manager, `/invoices?open=${invoice._id}`);
  const panel = page.getByRole('dialog', { name: `Invoice #${invoice.displayNumber}` });
  await panel.getByRole('button', { name: 'Send reminder' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Reminder queued' })).toBeVisible();
  const emails = panel.getByRole('region', { name: 'Emails' });
  await expect(emails.getByTestId('delivery-kind')).toHaveText(/Reminder/);
  await expect(emails).toContainText('pay@acme.example');
  await expect(emails.getByText('Delivered')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('panel-reminder-desktop.png') });

  await panel.getByRole('button', { name: 'Send reminder' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'A reminder for this invoice was sent less than an hour ago. Try again later.' }),
  ).toBeVisible();
  await expect(emails.getByTestId('delivery-kind')).toHaveCount(1);
});
