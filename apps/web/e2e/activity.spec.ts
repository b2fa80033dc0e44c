import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { api, appReady, signIn, type Team, teamWithEveryRole } from './helpers';

/**
 * The activity log: filters applied to the address, Reset, paging with rows per page, "/" for its
 * search, Open to a record's panel, the CSV export (and its failure), and cards on phones.
 */

let team: Team;
let acme: { _id: string };

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  team = await teamWithEveryRole(request, 'Activity Screens Co');
  acme = await api(request, 'POST', '/clients', { token: team.admin.token, data: { name: 'Acme Corp' } });
  for (let n = 1; n <= 24; n += 1) {
    await api(request, 'POST', '/clients', { token: team.manager.token, data: { name: `Client ${n}` } });
  }
  await api(request, 'POST', '/projects', {
    token: team.admin.token,
    data: { title: 'Website redesign', client: acme._id },
  });
  await request.dispose();
});

const rows = (page: Page) => page.getByRole('table', { name: 'Activity' }).locator('tbody tr');

async function openActivity(page: Page, path = '/activity') {
  await signIn(page, team.admin);
  await page.goto(path);
  await appReady(page);
}

test('pages with Prev/Next and rows per page, all kept in the address', async ({ page }) => {
  await openActivity(page);
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prev' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/activity\?page=2$/);
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  await page.getByRole('button', { name: 'Prev' }).click();
  await expect(page).toHaveURL(/\/activity$/);

  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(page).toHaveURL(/\/activity\?limit=10$/);
  await expect(rows(page)).toHaveCount(10);
});

test('filters apply on Apply, Reset clears them, and "/" focuses the search', async ({ page }) => {
  await openActivity(page);
  await expect(rows(page).first()).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search activity' })).toBeFocused();

  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Project' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/activity\?type=project$/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Ada Admin created project Website redesign');

  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'All types' }).click();
  await page.getByRole('combobox', { name: 'User' }).click();
  await page.getByRole('option', { name: 'Mona Manager' }).click();
  await page.getByRole('searchbox', { name: 'Search activity' }).fill('Client 2');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/userId=[0-9a-f-]{36}/);
  await expect(page).toHaveURL(/q=Client\+2/);
  // "Client 2" and "Client 20" … "Client 24", all created by the manager.
  await expect(rows(page)).toHaveCount(6);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Filters reset' })).toBeVisible();
  await expect(page).toHaveURL(/\/activity$/);
  await expect(page.getByRole('searchbox', { name: 'Search activity' })).toHaveValue('');
  await expect(rows(page)).toHaveCount(20);

  // A later filter change empties the status line, so a second Reset is announced again.
  const resetStatus = page.getByRole('status').filter({ hasText: 'Filters reset' });
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Client' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/activity\?type=client$/);
  await expect(resetStatus).toHaveCount(0);
  // The status line is the page's only paragraph that is a polite status region.
  await expect(page.locator('p[role="status"][aria-live="polite"]')).toHaveText('');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(resetStatus).toBeVisible();
  await expect(page).toHaveURL(/\/activity$/);
});

test('Open shows the record’s panel', async ({ page }) => {
  await openActivity(page, '/activity?type=project');
  await rows(page).first().getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/projects\?open=/);
  await expect(page.getByRole('dialog', { name: 'Website redesign' })).toBeVisible();
});

test('exports the filtered log as CSV under the server’s file name, and says when it fails', async ({
  page,
}) => {
  await openActivity(page, '/activity?type=project');
  await expect(rows(page)).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\n');
  // The header and the one project entry the table shows.
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain('Website redesign');
  await expect(page.getByRole('status').filter({ hasText: 'CSV exported' })).toBeVisible();

  await page.route('**/api/activity/export*', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Export failed' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to export CSV.' })).toBeVisible();
});

test('on a phone the entries are cards', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await openActivity(page, '/activity?limit=10');
  const list = page.getByRole('list', { name: 'Activity' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('table')).toHaveCount(0);
  await context.close();
});
