import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import {
  type Account,
  api,
  openAs,
  registerAccount,
  seedWith,
  type Team,
  teamWithEveryRole,
} from './helpers';

/**
 * Settings → Webhooks (/settings/webhooks): an admin adds an endpoint that a local receiver
 * serves, sees its signing secret once, sends a test and reads the deliveries, rotates the
 * secret, disables and enables it and deletes it; every message the receiver gets is verified
 * with the Standard Webhooks reference library. Everyone else reads a notice.
 */

type Received = { path: string; headers: Record<string, string>; body: string };
type Event = { type: string; timestamp: string; data: Record<string, unknown> };

/** A receiver on 127.0.0.1 (allowed outside production) that keeps every request it gets. */
let receiver: Server;
const received: Received[] = [];
let receiverBase: string;
let team: Team;

test.beforeAll(async ({ playwright }, testInfo) => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) headers[name] = String(value);
      received.push({ path: req.url ?? '', headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverBase = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  team = await seedWith(playwright, testInfo, (request) => teamWithEveryRole(request, 'Webhooks Co'));
});

test.afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

const PHONE = { width: 390, height: 844 };
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const endpointRow = (page: Page, url: string) =>
  page.getByTestId('webhook-endpoint').filter({ has: page.getByText(url, { exact: true }) });
const deliveryRow = (page: Page, type: string) =>
  page.getByTestId('webhook-delivery').filter({ has: page.getByText(type, { exact: true }) });

/** The messages of `type` the receiver got at `path`, once there are at least `count`. */
async function messagesOf(path: string, type: string, count = 1): Promise<Received[]> {
  const matching = () =>
    received.filter((message) => message.path === path && (JSON.parse(message.body) as Event).type === type);
  await expect
    .poll(() => matching().length, { message: `${count} ${type} message(s) at ${path}`, timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return matching();
}

/** Verifies a message with the Standard Webhooks reference library (throws when no signature matches). */
const verify = (message: Received, secret: string) =>
  new Webhook(secret).verify(message.body, message.headers) as Event;

async function addEndpoint(page: Page, url: string): Promise<string> {
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  await dialog.getByRole('textbox', { name: 'URL' }).fill(url);
  await expect(
    dialog.getByRole('checkbox', { name: 'All events, including those added later' }),
  ).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Description (optional)' }).fill('Local receiver');
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(toast(page, 'Webhook endpoint added')).toBeVisible();
  const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
  await expect(secretDialog).toContainText('it will not be shown again');
  const secret = (await secretDialog.getByTestId('webhook-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
  return secret;
}

/** Opens the endpoint's deliveries until `type` shows `status` (the log is read when it opens). */
async function expectDelivery(page: Page, url: string, type: string, status: string) {
  const dialog = page.getByRole('dialog', { name: `Deliveries to ${url}` });
  await expect(async () => {
    if (await dialog.isVisible()) {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await endpointRow(page, url).getByRole('button', { name: 'Deliveries' }).click();
    await expect(deliveryRow(page, type).first()).toContainText(status, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return dialog;
}

test('an admin adds an endpoint from the account menu, tests it, rotates its secret, disables, enables and deletes it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const path = '/folio/admin';
  const url = `${receiverBase}${path}`;
  await openAs(page, team.admin, '/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(/\/settings\/webhooks$/);
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  await expect(page.getByText('No webhook endpoints yet.')).toBeVisible();

  const secret = await addEndpoint(page, url);
  const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
  await secretDialog.getByRole('button', { name: 'Copy' }).click();
  await expect(secretDialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await expect(secretDialog).toBeHidden();

  const row = endpointRow(page, url);
  await expect(row).toContainText('Enabled');
  await expect(row).toContainText('All events');
  await expect(row).toContainText('Local receiver');
  await expect(page.getByText(secret)).toHaveCount(0);

  // A test event arrives signed with the secret shown once.
  await row.getByRole('button', { name: 'Send test' }).click();
  await expect(toast(page, 'Test event sent')).toBeVisible();
  const [testMessage] = await messagesOf(path, 'webhook.test');
  const testEvent = verify(testMessage!, secret);
  expect(testEvent.data).toMatchObject({ url, org: { name: team.admin.orgName } });
  expect(testMessage!.headers['webhook-id']).toMatch(/^msg_/);
  const deliveries = await expectDelivery(page, url, 'webhook.test', 'Succeeded');
  await expect(deliveryRow(page, 'webhook.test')).toContainText(/1 attempt.*: 204, \d+ ms/);
  await expect(deliveryRow(page, 'webhook.test')).toContainText(testMessage!.headers['webhook-id']!.slice(4));
  // Redelivering sends the same message again, with the same webhook-id.
  await deliveryRow(page, 'webhook.test').getByRole('button', { name: 'Redeliver' }).click();
  await expect(toast(page, 'Delivery queued again')).toBeVisible();
  const again = (await messagesOf(path, 'webhook.test', 2))[1]!;
  expect(again.headers['webhook-id']).toBe(testMessage!.headers['webhook-id']);
  expect(verify(again, secret).data).toEqual(testEvent.data);
  await expect(deliveryRow(page, 'webhook.test')).toContainText('2 attempts', { timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(deliveries).toBeHidden();

  // A client made over REST is sent as client.created, with the client as GET answers it.
  const client = await api<{ _id: string }>(request, 'POST', '/clients', {
    token: team.admin.token,
    data: { name: 'Hooked Client' },
  });
  const [created] = await messagesOf(path, 'client.created');
  expect(verify(created!, secret).data).toMatchObject({ _id: client._id, name: 'Hooked Client' });
  await expectDelivery(page, url, 'client.created', 'Succeeded');
  await page.keyboard.press('Escape');

  // Rotating asks first; for 24 hours both secrets sign.
  await row.getByRole('button', { name: 'Rotate secret' }).click();
  const question = page.getByRole('dialog').filter({ hasText: 'keeps signing for 24 hours' });
  await question.getByRole('button', { name: 'Rotate secret' }).click();
  await expect(secretDialog).toContainText('signed with both the old and the new secret');
  const rotated = (await secretDialog.getByTestId('webhook-secret').textContent())?.trim() ?? '';
  expect(rotated).toMatch(/^whsec_/);
  expect(rotated).not.toBe(secret);
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await row.getByRole('button', { name: 'Send test' }).click();
  const tests = await messagesOf(path, 'webhook.test', 3);
  const second = tests[2]!;
  expect(second.headers['webhook-signature']!.split(' ')).toHaveLength(2);
  expect(verify(second, rotated).type).toBe('webhook.test');
  expect(verify(second, secret).type).toBe('webhook.test');

  // Disabled, it cannot be tested and gets nothing; enabled again, it does.
  await page.getByRole('button', { name: `Edit ${url}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit webhook endpoint' });
  await expect(edit.getByRole('textbox', { name: 'URL' })).toHaveValue(url);
  await edit.getByRole('switch', { name: 'Enabled' }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Webhook endpoint saved')).toBeVisible();
  await expect(row).toContainText('Disabled');
  await expect(row.getByRole('button', { name: 'Send test' })).toBeDisabled();
  await api(request, 'POST', '/clients', { token: team.admin.token, data: { name: 'Unheard Client' } });

  await page.getByRole('button', { name: `Edit ${url}` }).click();
  await edit.getByRole('switch', { name: 'Enabled' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Enabled');
  await api(request, 'POST', '/clients', { token: team.admin.token, data: { name: 'Heard Client' } });
  // Only the client made while it was enabled arrives (the first was sent before the rotation).
  const clients = await messagesOf(path, 'client.created', 2);
  expect(clients.map((message) => (JSON.parse(message.body) as Event).data.name)).toEqual([
    'Hooked Client',
    'Heard Client',
  ]);
  expect(verify(clients[1]!, rotated).data).toMatchObject({ name: 'Heard Client' });
  expect(verify(clients[1]!, secret).data).toMatchObject({ name: 'Heard Client' });

  // Deleting asks first; Cancel keeps it.
  await page.getByRole('button', { name: `Delete ${url}` }).click();
  const deleteQuestion = page.getByRole('dialog').filter({ hasText: 'and its delivery log?' });
  await deleteQuestion.getByRole('button', { name: 'Cancel' }).click();
  await expect(deleteQuestion).toBeHidden();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: `Delete ${url}` }).click();
  await deleteQuestion.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Webhook endpoint deleted')).toBeVisible();
  await expect(page.getByText('No webhook endpoints yet.')).toBeVisible();
  await api(request, 'GET', '/org/webhooks', { token: team.admin.token }).then((body) =>
    expect(body).toEqual([]),
  );
});

test('an endpoint needs a URL and some events', async ({ page }) => {
  await openAs(page, team.admin, '/settings/webhooks');
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  await dialog.getByRole('checkbox', { name: 'All events, including those added later' }).uncheck();
  await expect(dialog.getByRole('checkbox', { name: 'invoice.paid' })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'webhook.test' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog.getByRole('textbox', { name: 'URL' })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

for (const [role, width] of [
  ['manager', 'phone'],
  ['member', 'desktop'],
  ['viewer', 'desktop'],
] as const) {
  test(`a ${role} at ${width} width reads the notice and cannot manage endpoints`, async ({
    page,
    request,
  }) => {
    if (width === 'phone') await page.setViewportSize(PHONE);
    await openAs(page, team[role], '/settings/webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText('Only admins can see and manage webhooks.');
    await expect(page.getByRole('button', { name: 'Add endpoint' })).toHaveCount(0);
    await api(request, 'GET', '/org/webhooks', { token: team[role].token, expectStatus: 403 });
  });
}

for (const [locale, heading, deliveriesOf] of [
  ['en', 'Webhooks', 'Deliveries to'],
  ['fr', 'Webhooks', 'Livraisons vers'],
] as const) {
  test(`the screen in ${locale} with a working, a failing and a disabled endpoint, at desktop and phone width`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const account: Account = await registerAccount(request, {
      name: 'Camille Martin',
      orgName: `Atelier Webhooks ${locale}`,
    });
    const token = account.token;
    await api(request, 'PATCH', '/users/me/preferences', { token, data: { locale } });
    const add = (data: Record<string, unknown>) =>
      api<{ _id: string; url: string }>(request, 'POST', '/org/webhooks', { token, data, expectStatus: 201 });
    const path = `/folio/${locale}/a-rather-long-path-that-an-integrator-might-use/with/several/parts?token=abcdef0123456789`;
    const working = await add({ url: `${receiverBase}${path}`, events: ['*'], description: 'Comptabilité' });
    // Nothing listens on port 9: each attempt fails before an answer.
    await add({ url: 'http://127.0.0.1:9/hooks', events: ['client.created', 'invoice.paid'] });
    await add({ url: `${receiverBase}/folio/${locale}/off`, events: ['invoice.sent'], enabled: false });
    await api(request, 'POST', '/clients', { token, data: { name: 'Acme Corp' } });
    await api(request, 'POST', `/org/webhooks/${working._id}/test`, { token, expectStatus: 202 });
    await messagesOf(path, 'webhook.test');

    await openAs(page, account, '/settings/webhooks');
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByTestId('webhook-endpoint')).toHaveCount(3);
    await page.screenshot({ path: `/tmp/shots/webhooks-${locale}-desktop.png`, fullPage: true });

    const failing = page.getByTestId('webhook-endpoint').filter({ hasText: '127.0.0.1:9/hooks' });
    const dialog = page.getByRole('dialog', { name: `${deliveriesOf} http://127.0.0.1:9/hooks` });
    await expect(async () => {
      if (await dialog.isVisible()) {
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      await failing.getByRole('button').first().click();
      await expect(dialog.getByTestId('webhook-delivery').first()).toContainText('1', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/webhooks-${locale}-desktop-deliveries.png`, fullPage: true });
    await page.keyboard.press('Escape');

    await page.setViewportSize(PHONE);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `/tmp/shots/webhooks-${locale}-phone.png`, fullPage: true });
    await failing.getByRole('button').first().click();
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/webhooks-${locale}-phone-deliveries.png`, fullPage: true });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await failing.getByRole('button').nth(2).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/webhooks-${locale}-phone-form.png`, fullPage: true });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    // A rotation's secret, shown once.
    await failing.getByRole('button').nth(3).click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByTestId('webhook-secret')).toContainText('whsec_');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/webhooks-${locale}-phone-secret.png`, fullPage: true });
  });
}
