import { expect, type Page, test } from '@playwright/test';
import { api, openAs, refuseWith422, seedWith, type Team, teamWithEveryRole } from './helpers';

/**
 * Settings → Tax rates (/settings/taxes): managers and admins add, change and archive the
 * organization's rates; everyone else reads them; the account menu and Business details lead there.
 */

let team: Team;

test.beforeAll(async ({ playwright }, testInfo) => {
  team = await seedWith(playwright, testInfo, (request) => teamWithEveryRole(request, 'Tax Rates Co'));
});

const PHONE = { width: 390, height: 844 };
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const rates = (page: Page) => page.getByRole('region', { name: 'Rates', exact: true });
const archivedRates = (page: Page) => page.getByRole('region', { name: 'Archived', exact: true });
const rateRow = (page: Page, name: string) =>
  page.getByTestId('tax-rate').filter({ has: page.getByText(name, { exact: true }) });

async function openTaxes(page: Page, role: keyof Team) {
  await openAs(page, team[role], '/settings/taxes');
  await expect(page.getByRole('heading', { name: 'Tax rates', level: 1 })).toBeVisible();
}

async function addRate(page: Page, name: string, percent: string, compound = false) {
  const form = page.getByRole('region', { name: 'Add a tax rate' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Rate (%)' }).fill(percent);
  if (compound) await form.getByRole('switch', { name: 'Compound' }).check();
  await form.getByRole('button', { name: 'Add tax rate' }).click();
  // The toast of an earlier add may still show.
  await expect(toast(page, 'Tax rate added').last()).toBeVisible();
  await expect(rateRow(page, name)).toBeVisible();
}

for (const [width, size] of [
  ['desktop', null],
  ['phone', PHONE],
] as const) {
  test(`a manager at ${width} width adds 23% VAT and 9.975% QST, edits one and archives one`, async ({
    page,
  }) => {
    if (size) await page.setViewportSize(size);
    await openTaxes(page, 'manager');
    const suffix = width === 'phone' ? ' P' : '';

    await addRate(page, `VAT${suffix}`, '23');
    await addRate(page, `QST${suffix}`, '9.975', true);
    await expect(rateRow(page, `VAT${suffix}`)).toContainText('23%');
    await expect(rateRow(page, `QST${suffix}`)).toContainText('9.975%');
    await expect(rateRow(page, `QST${suffix}`)).toContainText('Compound');

    // The same name again is refused by the server on the name field.
    const form = page.getByRole('region', { name: 'Add a tax rate' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`vat${suffix}`);
    await form.getByRole('textbox', { name: 'Rate (%)' }).fill('5');
    await form.getByRole('button', { name: 'Add tax rate' }).click();
    await expect(form.getByText('A tax rate with this name already exists')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await rates(page)
      .getByRole('button', { name: `Edit QST${suffix}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Edit QST${suffix}` });
    await dialog.getByRole('textbox', { name: 'Rate (%)' }).fill('9.5');
    await dialog.getByRole('switch', { name: 'Compound' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Tax rate saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rateRow(page, `QST${suffix}`)).toContainText('9.5%');
    await expect(rateRow(page, `QST${suffix}`)).not.toContainText('Compound');

    await rates(page)
      .getByRole('button', { name: `Archive VAT${suffix}` })
      .click();
    const question = page.getByRole('dialog');
    await expect(question).toContainText('invoices that already carry it keep it');
    await question.getByRole('button', { name: 'Archive' }).click();
    await expect(toast(page, 'Tax rate archived')).toBeVisible();
    await expect(archivedRates(page).getByText(`VAT${suffix}`, { exact: true })).toBeVisible();
    await expect(archivedRates(page)).toContainText('Archived');
    await expect(rates(page).getByText(`VAT${suffix}`, { exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
  });
}

test('a rate is checked before sending, and the server’s 422 shows on its field', async ({ page }) => {
  await openTaxes(page, 'admin');
  const form = page.getByRole('region', { name: 'Add a tax rate' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Empty rate');
  await form.getByRole('button', { name: 'Add tax rate' }).click();
  await expect(
    form.getByText('Rate must be a percentage from 0 to 100 with at most 3 decimals'),
  ).toBeVisible();

  await refuseWith422(page, 'taxRates.create', [
    { field: 'name', msg: 'Name must be at most 100 characters' },
  ]);
  await form.getByRole('textbox', { name: 'Rate (%)' }).fill('7');
  await form.getByRole('button', { name: 'Add tax rate' }).click();
  await expect(form.getByText('Name must be at most 100 characters')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

for (const [role, width] of [
  ['viewer', 'phone'],
  ['member', 'desktop'],
] as const) {
  test(`a ${role} at ${width} width reads the rates without buttons`, async ({ page, request }) => {
    await api(request, 'POST', '/org/tax-rates', {
      token: team.admin.token,
      data: { name: `GST ${role}`, percent: 5 },
    });
    if (width === 'phone') await page.setViewportSize(PHONE);
    await openTaxes(page, role);
    await expect(page.getByText('Only managers and admins can change tax rates.')).toBeVisible();
    await expect(rateRow(page, `GST ${role}`)).toContainText('5%');
    await expect(page.getByRole('button', { name: 'Add tax rate' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Archive / })).toHaveCount(0);
  });
}

test('the account menu and Business details lead to the screen', async ({ page }) => {
  await openAs(page, team.member, '/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Tax rates' }).click();
  await expect(page).toHaveURL(/\/settings\/taxes$/);
  await expect(page.getByRole('heading', { name: 'Tax rates', level: 1 })).toBeVisible();

  await page.goto('/settings/business');
  await page.getByRole('link', { name: 'Tax rates' }).click();
  await expect(page).toHaveURL(/\/settings\/taxes$/);
  await expect(page.getByRole('heading', { name: 'Tax rates', level: 1 })).toBeVisible();
});
