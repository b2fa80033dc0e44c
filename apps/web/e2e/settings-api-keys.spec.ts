import { expect, type Page, test } from '@playwright/test';
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
 * Settings → API keys (/settings/api-keys): an admin makes a key, sees its secret once, uses it
 * over REST and revokes it; everyone else reads a notice. The account menu leads there.
 */

let team: Team;

test.beforeAll(async ({ playwright }, testInfo) => {
  team = await seedWith(playwright, testInfo, (request) => teamWithEveryRole(request, 'API Keys Co'));
});

const PHONE = { width: 390, height: 844 };
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const keyRow = (page: Page, name: string) =>
  page.getByTestId('api-key').filter({ has: page.getByText(name, { exact: true }) });

/** Opens the create dialog, fills it and answers the secret shown once. */
async function createKey(page: Page, name: string, role: string, expiresOn?: string): Promise<string> {
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  if (expiresOn) await dialog.getByLabel('Expires on (optional)').fill(expiresOn);
  await dialog.getByRole('button', { name: 'Create API key' }).click();
  await expect(toast(page, 'API key created')).toBeVisible();
  const secretDialog = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(secretDialog).toContainText('it will not be shown again');
  const secret = (await secretDialog.getByTestId('api-key-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^folio_[A-Za-z0-9]{32,}$/);
  return secret;
}

const withKey = (secret: string) => ({ headers: { authorization: `Bearer ${secret}` } });

test('an admin creates a key from the account menu, copies it once, uses it and revokes it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAs(page, team.admin, '/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/\/settings\/api-keys$/);
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();

  const secret = await createKey(page, 'Accounting sync', 'Manager', '2099-12-31');
  const secretDialog = page.getByRole('dialog', { name: 'Your new API key' });
  await secretDialog.getByRole('button', { name: 'Copy' }).click();
  await expect(secretDialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await expect(secretDialog).toBeHidden();

  // The list shows its name, prefix and role, never the secret.
  const row = keyRow(page, 'Accounting sync');
  await expect(row).toContainText(`${secret.slice(0, 10)}…`);
  await expect(row).toContainText('Manager');
  await expect(row).toContainText('Created by Ada Admin');
  await expect(row).toContainText('Never used');
  await expect(row).toContainText('Expires');
  await expect(row).toContainText('2099');
  await expect(page.getByText(secret)).toHaveCount(0);

  // The key works over REST, as a manager of this organization.
  const created = await page.request.post('/api/clients', {
    ...withKey(secret),
    data: { name: 'Key Client' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const list = await page.request.get('/api/clients', withKey(secret));
  expect(list.status()).toBe(200);

  await page.reload();
  await expect(keyRow(page, 'Accounting sync')).toContainText('Last used');

  // Revoking asks first; Cancel keeps the key.
  await page.getByRole('button', { name: 'Revoke Accounting sync' }).click();
  const question = page.getByRole('dialog').filter({ hasText: 'This cannot be undone' });
  await expect(question).toContainText('Revoke Accounting sync?');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  expect((await page.request.get('/api/clients', withKey(secret))).status()).toBe(200);

  await page.getByRole('button', { name: 'Revoke Accounting sync' }).click();
  await question.getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, 'API key revoked')).toBeVisible();
  await expect(keyRow(page, 'Accounting sync')).toContainText('Revoked');
  await expect(page.getByRole('button', { name: 'Revoke Accounting sync' })).toHaveCount(0);

  const refused = await page.request.get('/api/clients', withKey(secret));
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { msg: string }).msg).toBe('This API key has been revoked');
});

test('a viewer key reads but cannot write', async ({ page }) => {
  await openAs(page, team.admin, '/settings/api-keys');
  const secret = await createKey(page, 'Read-only export', 'Viewer');
  await page.getByRole('dialog', { name: 'Your new API key' }).getByRole('button', { name: 'Done' }).click();
  await expect(keyRow(page, 'Read-only export')).toContainText('Viewer');
  expect((await page.request.get('/api/clients', withKey(secret))).status()).toBe(200);
  const write = await page.request.post('/api/clients', { ...withKey(secret), data: { name: 'Nope' } });
  expect(write.status()).toBe(403);
});

test('at phone width an admin creates a key and the screen fits the width', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openAs(page, team.admin, '/settings/api-keys');
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
  const secret = await createKey(page, 'Phone integration with a rather long name', 'Member');
  const secretDialog = page.getByRole('dialog', { name: 'Your new API key' });
  // The secret wraps inside the dialog instead of widening it.
  const box = await secretDialog.getByTestId('api-key-secret').boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: '/tmp/shots/api-keys-en-phone-secret.png', fullPage: true });
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  const row = keyRow(page, 'Phone integration with a rather long name');
  await expect(row).toContainText(`${secret.slice(0, 10)}…`);
  await expect(row).toContainText('Member');
  await expect(
    page.getByRole('button', { name: 'Revoke Phone integration with a rather long name' }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('the name is checked before sending', async ({ page }) => {
  await openAs(page, team.admin, '/settings/api-keys');
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByRole('button', { name: 'Create API key' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

for (const [role, width] of [
  ['manager', 'desktop'],
  ['member', 'phone'],
  ['viewer', 'desktop'],
] as const) {
  test(`a ${role} at ${width} width reads the notice and cannot create a key`, async ({ page, request }) => {
    if (width === 'phone') await page.setViewportSize(PHONE);
    await openAs(page, team[role], '/settings/api-keys');
    await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText('Only admins can see and manage API keys.');
    await expect(page.getByRole('button', { name: 'Create API key' })).toHaveCount(0);
    await expect(page.getByTestId('api-key')).toHaveCount(0);
    // The server refuses them too.
    await api(request, 'GET', '/org/api-keys', { token: team[role].token, expectStatus: 403 });
  });
}

for (const [locale, heading] of [
  ['en', 'API keys'],
  ['fr', 'Clés d’API'],
] as const) {
  test(`the screen in ${locale} with an active, a used, an expiring and a revoked key, at desktop and phone width`, async ({
    page,
    request,
  }) => {
    const account: Account = await registerAccount(request, {
      name: 'Camille Martin',
      orgName: `Atelier ${locale}`,
    });
    const token = account.token;
    await api(request, 'PATCH', '/users/me/preferences', { token, data: { locale } });
    const key = (name: string, role: string, expiresAt?: string) =>
      api<{ _id: string; secret: string }>(request, 'POST', '/org/api-keys', {
        token,
        data: { name, role, ...(expiresAt ? { expiresAt } : {}) },
        expectStatus: 201,
      });
    const used = await key('Comptabilité (synchronisation nocturne)', 'manager');
    await request.get('/api/clients', { headers: { authorization: `Bearer ${used.secret}` } });
    await key('Export', 'viewer', '2099-06-30T12:00:00.000Z');
    const revoked = await key('Ancien connecteur', 'member');
    await api(request, 'DELETE', `/org/api-keys/${revoked._id}`, { token });

    await openAs(page, account, '/settings/api-keys');
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByTestId('api-key')).toHaveCount(3);
    await page.screenshot({ path: `/tmp/shots/api-keys-${locale}-desktop.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await expect(page.getByTestId('api-key')).toHaveCount(3);
    // The shell's navigation slides away when the width changes.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `/tmp/shots/api-keys-${locale}-phone.png`, fullPage: true });
    await page
      .getByRole('button', { name: locale === 'en' ? 'Create API key' : 'Créer une clé d’API' })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/api-keys-${locale}-phone-form.png`, fullPage: true });
  });
}
