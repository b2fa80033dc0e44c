import { expect, test } from '@playwright/test';
import { api, appReady, registerVerified, signIn, type Team, teamWithEveryRole } from './helpers';

/**
 * /orgs: the account's organizations with their role, counts and the current one, Switch (to
 * /dashboard, with nothing of the previous organization shown), and creating one (which switches).
 */

let team: Team;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  team = await teamWithEveryRole(request, 'Orgs Screens Co');
  const client = await api<{ _id: string }>(request, 'POST', '/clients', {
    token: team.admin.token,
    data: { name: 'Shared Client' },
  });
  await api(request, 'POST', '/projects', {
    token: team.admin.token,
    data: { title: 'Shared work', client: client._id },
  });
  await request.dispose();
});

test('lists the organizations, switches back and forth with no stale data, and creates one', async ({
  page,
}) => {
  // The manager belongs to its own organization and, through the invitation, to the team's.
  await signIn(page, team.manager);
  await page.goto('/orgs');
  await appReady(page);
  const list = page.getByRole('list', { name: 'Your organizations' });
  const teamOrg = list.getByRole('listitem', { name: 'Orgs Screens Co' });
  const ownOrg = list.getByRole('listitem', { name: 'Mona Manager Solo' });
  await expect(teamOrg).toContainText('Manager');
  await expect(teamOrg).toContainText('Current');
  await expect(teamOrg).toContainText('4 members · 1 project');
  await expect(ownOrg).toContainText('Admin');
  await expect(ownOrg).not.toContainText('Current');

  await ownOrg.getByRole('button', { name: 'Switch to Mona Manager Solo' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back, Mona · Mona Manager Solo')).toBeVisible();
  await page.goto('/clients');
  await expect(page.getByText('No clients found.')).toBeVisible();

  await page.goto('/orgs');
  await list.getByRole('button', { name: 'Switch to Orgs Screens Co' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back, Mona · Orgs Screens Co')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('link', { name: 'Shared Client' })).toBeVisible();
});

test('creating an organization checks the name, then switches to it', async ({ page }) => {
  // The team's organization is on the pro plan, so its admin may create another.
  await signIn(page, team.admin);
  await page.goto('/orgs');
  await appReady(page);
  const name = page.getByRole('textbox', { name: 'Organization name' });
  await page.getByRole('button', { name: 'Create and switch' }).click();
  await expect(page.getByText('Organization name is required')).toBeVisible();
  await name.fill('x'.repeat(81));
  await page.getByRole('button', { name: 'Create and switch' }).click();
  await expect(page.getByText('Organization name must be at most 80 characters')).toBeVisible();
  await name.fill('  Second Studio  ');
  await page.getByRole('button', { name: 'Create and switch' }).click();
  await expect(page.getByText('Organization created and switched!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back, Ada · Second Studio')).toBeVisible();
});

test('a free account that already has its organization is offered the upgrade', async ({ page, request }) => {
  const owner = await registerVerified(request, { name: 'Fay Free', orgName: 'Only Studio' });
  await signIn(page, owner);
  await page.goto('/orgs');
  await appReady(page);
  await page.getByRole('textbox', { name: 'Organization name' }).fill('Second Try');
  await page.getByRole('button', { name: 'Create and switch' }).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade required' })).toContainText(
    'The free plan includes 1 organization. Upgrade to create more.',
  );
});

test('a switch the server refuses says "Failed to switch organization"', async ({ page }) => {
  await signIn(page, team.manager);
  await page.goto('/orgs');
  await appReady(page);
  await page.route('**/trpc/*organizations.switch*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify([{ error: { message: 'boom', code: -32603, data: { httpStatus: 500 } } }]),
    }),
  );
  await page.getByRole('button', { name: 'Switch to Mona Manager Solo' }).click();
  await expect(page.getByText('Failed to switch organization')).toBeVisible();
  await expect(page).toHaveURL(/\/orgs$/);
});
