import { expect, type Page, test } from '@playwright/test';
import { api, openAs, refuseWith422, seedWith, type Team, teamWithEveryRole } from './helpers';

/**
 * Settings → Business details (/settings/business): admins edit the organization's details and
 * logo, everyone else reads them; the account menu and the Team page lead there; the payment terms
 * set a new invoice's due date.
 */

let team: Team;

test.beforeAll(async ({ playwright }, testInfo) => {
  team = await seedWith(playwright, testInfo, (request) => teamWithEveryRole(request, 'Business Details Co'));
});

const PHONE = { width: 390, height: 844 };
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/kVJXJQAAAABJRU5ErkJggg==',
  'base64',
);

const DETAILS = {
  'Legal name': 'Business Details Co Ltd',
  'Tax number': 'GB123456789',
  Email: 'billing@business.test',
  Phone: '+44 20 7946 0000',
  Website: 'https://business.test',
  Address: '10 Downing Street\nLondon SW1A 2AA',
  'Payment instructions': 'IBAN GB00 0000 0000 0000\nBIC TESTGB22',
  'Invoice footer and terms': 'Thank you for your business.',
  'Payment terms (days)': '30',
};

async function openBusiness(page: Page, role: keyof Team) {
  await openAs(page, team[role], '/settings/business');
  await expect(page.getByRole('heading', { name: 'Business details', level: 1 })).toBeVisible();
}

/** "YYYY-MM-DD" of today (UTC) plus `days`. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('an admin fills every field, saves, reloads and sees them; a new invoice is due after the terms', async ({
  page,
}) => {
  await openBusiness(page, 'admin');
  for (const [label, value] of Object.entries(DETAILS)) await textbox(page, label).fill(value);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Business details saved')).toBeVisible();

  await page.reload();
  for (const [label, value] of Object.entries(DETAILS)) await expect(textbox(page, label)).toHaveValue(value);

  await page.goto('/invoices/new');
  await expect(textbox(page, 'Due date')).toHaveValue(inDays(30));
});

test("an admin chooses the organization's document language and time zone; other roles read them", async ({
  page,
  request,
}) => {
  await openBusiness(page, 'admin');
  const language = page.getByRole('combobox', { name: 'Document language' });
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(
    page.getByText('Invoices and emails to clients are in this language, unless a client has its own.'),
  ).toBeVisible();
  await expect(
    page.getByText("Used where no member's own time zone applies, such as an emailed invoice's PDF."),
  ).toBeVisible();
  await language.selectOption({ label: 'Italiano' });
  await zone.selectOption({ label: 'Tokyo' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Business details saved')).toBeVisible();

  await page.reload();
  await expect(language).toHaveValue('it');
  await expect(zone).toHaveValue('Asia/Tokyo');
  const { logo: _logo, ...saved } = await api<Record<string, string | number | null>>(
    request,
    'GET',
    '/org/profile',
    { token: team.viewer.token },
  );
  expect(saved).toMatchObject({ locale: 'it', timeZone: 'Asia/Tokyo' });

  await openBusiness(page, 'viewer');
  await expect(language).toHaveValue('it');
  await expect(language).toBeDisabled();
  await expect(zone).toHaveValue('Asia/Tokyo');
  await expect(zone).toBeDisabled();

  // Back to the defaults, so the other tests find the organization as it was.
  await api(request, 'PUT', '/org/profile', {
    token: team.admin.token,
    data: { ...saved, locale: 'en', timeZone: 'UTC' },
  });
});

test('an admin at phone width uploads a logo, sees it, and removes it; other files are refused', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openBusiness(page, 'admin');
  const logo = page.getByRole('region', { name: 'Logo' });
  await expect(logo).toContainText('No logo yet.');

  // The browser refuses what the server would, with the server's message.
  const [gifChooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    logo.getByRole('button', { name: 'Upload logo' }).click(),
  ]);
  await gifChooser.setFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(toast(page, 'The logo must be a PNG or JPEG image')).toBeVisible();

  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    logo.getByRole('button', { name: 'Upload logo' }).click(),
  ]);
  await chooser.setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, 'Logo saved')).toBeVisible();
  const preview = logo.getByRole('img', { name: 'Organization logo' });
  await expect(preview).toBeVisible();
  // The image itself arrived (fetched with the token), not only its frame.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(logo.getByRole('button', { name: 'Replace logo' })).toBeVisible();

  await logo.getByRole('button', { name: 'Remove logo' }).click();
  await expect(toast(page, 'Logo removed')).toBeVisible();
  await expect(logo).toContainText('No logo yet.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test("the server's 422 shows on its field", async ({ page }) => {
  await openBusiness(page, 'admin');
  await refuseWith422(page, 'org.updateProfile', [
    { field: 'legalName', msg: 'Legal name must be at most 200 characters' },
  ]);
  await textbox(page, 'Legal name').fill('Renamed Ltd');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(textbox(page, 'Legal name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Legal name must be at most 200 characters')).toBeVisible();
});

test('a too long field is refused before sending, with the message the server gives', async ({ page }) => {
  await openBusiness(page, 'admin');
  await textbox(page, 'Tax number').fill('X'.repeat(51));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tax number must be at most 50 characters')).toBeVisible();
});

for (const [role, width] of [
  ['viewer', 'phone'],
  ['member', 'desktop'],
] as const) {
  test(`a ${role} at ${width} width reads the details without a Save button`, async ({ page, request }) => {
    await api(request, 'PUT', '/org/profile', {
      token: team.admin.token,
      data: { legalName: 'Read Only Ltd', paymentTermsDays: 14 },
    });
    if (width === 'phone') await page.setViewportSize(PHONE);
    await openBusiness(page, role);
    await expect(page.getByText('Only admins can change the business details.')).toBeVisible();
    await expect(textbox(page, 'Legal name')).toHaveValue('Read Only Ltd');
    await expect(textbox(page, 'Legal name')).toHaveAttribute('readonly');
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload logo' })).toHaveCount(0);
  });
}

test('the account menu and the Team page lead to the screen', async ({ page }) => {
  await openAs(page, team.admin, '/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Business details' }).click();
  await expect(page).toHaveURL(/\/settings\/business$/);
  await expect(page.getByRole('heading', { name: 'Business details', level: 1 })).toBeVisible();

  await page.goto('/org');
  await page.getByRole('link', { name: 'Business details' }).click();
  await expect(page).toHaveURL(/\/settings\/business$/);
  await expect(page.getByRole('heading', { name: 'Business details', level: 1 })).toBeVisible();
});
