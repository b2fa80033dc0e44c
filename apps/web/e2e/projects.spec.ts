import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  type Account,
  api,
  cardIn,
  expectPanelClosingRules,
  openAs,
  seedWith,
  type Team,
  teamWithEveryRole,
} from './helpers';

/**
 * The projects screens: filters (status, client picked by a server-side search, text, tags), cards
 * and their menu, the panel with the status buttons, and the project form with its budget preview,
 * draft, Reset draft, Back and Ctrl/Cmd+S.
 */

type Project = {
  _id: string;
  title: string;
  status: string;
  priceCents: number;
  dueDate: string | null;
  tags: string[];
  description: string;
};

let team: Team;
let acme: { _id: string };
let globex: { _id: string };
let redesign: Project;
let late: Project;

test.beforeAll(async ({ playwright }, testInfo) => {
  await seedWith(playwright, testInfo, seedProjectsScreens);
});

/** A team; Acme Corp and Globex; Website redesign (active), Late migration (overdue), Logo refresh (done). */
async function seedProjectsScreens(request: APIRequestContext) {
  team = await teamWithEveryRole(request, 'Projects Screens Co');
  const token = team.admin.token;
  acme = await api(request, 'POST', '/clients', { token, data: { name: 'Acme Corp' } });
  globex = await api(request, 'POST', '/clients', { token, data: { name: 'Globex' } });
  redesign = await api<Project>(request, 'POST', '/projects', {
    token,
    data: {
      title: 'Website redesign',
      client: acme._id,
      priceCents: 250_000,
      currency: 'EUR',
      dueDate: '2099-06-30',
      description: 'New marketing site.',
      tags: ['Design', 'web'],
    },
  });
  late = await api<Project>(request, 'POST', '/projects', {
    token,
    data: { title: 'Late migration', client: globex._id, dueDate: '2020-01-15', tags: ['ops'] },
  });
  const done = await api<Project>(request, 'POST', '/projects', {
    token,
    data: { title: 'Logo refresh', client: acme._id, tags: ['design'] },
  });
  await api(request, 'PATCH', `/projects/${done._id}/status`, { token, data: { status: 'completed' } });
}

const projectCard = (page: Page, title: string) => cardIn(page, 'Projects', title);

const openProjects = (page: Page, account: Account, path = '/projects') => openAs(page, account, path);

test.describe('projects list', () => {
  test('filters by status, client, text and tags, all kept in the address', async ({ page }) => {
    await openProjects(page, team.admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Projects (2)' })).toBeVisible();
    const card = projectCard(page, 'Website redesign');
    await expect(card).toContainText('Acme Corp');
    await expect(card.getByRole('list', { name: 'Tags' })).toHaveText(/Design\s*web/);
    await expect(card).toContainText('Active');
    await expect(projectCard(page, 'Late migration')).toContainText('Overdue');
    await expect(projectCard(page, 'Logo refresh')).toHaveCount(0);

    await page.getByRole('radiogroup', { name: 'Status' }).getByText('Completed').click();
    await expect(page).toHaveURL(/\/projects\?status=completed$/);
    await expect(projectCard(page, 'Logo refresh')).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Status' }).getByText('All').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects (3)' })).toBeVisible();

    // The client picker searches on the server as one types.
    const picker = page.getByRole('combobox', { name: 'Client' });
    await picker.click();
    await picker.fill('glo');
    await page.getByRole('option', { name: 'Globex' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects\\?status=all&client=${globex._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Projects (1)' })).toBeVisible();
    await expect(projectCard(page, 'Late migration')).toBeVisible();

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/projects$/);

    // Tags: comma-separated, any of them, ignoring case.
    const tags = page.getByRole('textbox', { name: 'Tags' });
    await tags.fill('DESIGN, Ops');
    await tags.press('Enter');
    await expect(page).toHaveURL(/\/projects\?tag=DESIGN%2C\+Ops$/);
    await expect(projectCard(page, 'Website redesign')).toBeVisible();
    await expect(projectCard(page, 'Late migration')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search projects', exact: true }).fill('migration');
    await expect(page).toHaveURL(/q=migration/);
    await expect(projectCard(page, 'Website redesign')).toHaveCount(0);
    await expect(projectCard(page, 'Late migration')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search projects', exact: true }).fill('no such project');
    await expect(page.getByText('No projects found.')).toBeVisible();
  });

  test('a tag on a card lists the projects with that tag', async ({ page }) => {
    await openProjects(page, team.viewer);
    await projectCard(page, 'Website redesign').getByRole('link', { name: 'web', exact: true }).click();
    await expect(page).toHaveURL(/\/projects\?tag=web$/);
    await expect(page.getByRole('textbox', { name: 'Tags' })).toHaveValue('web');
  });

  test('the card menu archives, unarchives and deletes after "Delete this project?"', async ({
    page,
    request,
  }) => {
    const temp = await api<Project>(request, 'POST', '/projects', {
      token: team.admin.token,
      data: { title: 'Throwaway prototype', client: acme._id },
    });
    await openProjects(page, team.manager);
    const menu = () => page.getByRole('button', { name: 'Actions for Throwaway prototype' });
    await menu().click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await expect(page.getByText('Project set to archived')).toBeVisible();
    await expect(projectCard(page, 'Throwaway prototype')).toHaveCount(0);

    await page.getByRole('radiogroup', { name: 'Status' }).getByText('Archived').click();
    await menu().click();
    await page.getByRole('menuitem', { name: 'Unarchive' }).click();
    await expect(page.getByText('Project set to active')).toBeVisible();

    await page.getByRole('radiogroup', { name: 'Status' }).getByText('Active').click();
    await menu().click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Delete this project?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Project deleted')).toBeVisible();
    await expect(projectCard(page, 'Throwaway prototype')).toHaveCount(0);
    await api(request, 'GET', `/projects/${temp._id}`, { token: team.admin.token, expectStatus: 404 });
  });

  test('"n" opens the new project page', async ({ page }) => {
    await openProjects(page, team.admin);
    await expect(projectCard(page, 'Website redesign')).toBeVisible();
    await page.keyboard.press('n');
    await expect(page).toHaveURL(/\/projects\/new$/);
  });

  test('a viewer sees no New button, only Edit in the menu and no status buttons', async ({ page }) => {
    await openProjects(page, team.viewer, `/projects?open=${redesign._id}`);
    const panel = page.getByRole('dialog', { name: 'Website redesign' });
    await expect(panel).toContainText('Acme Corp');
    await expect(panel.getByRole('button', { name: /Complete|Archive|Activate/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: '+ New Project' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Actions for Website redesign' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Edit']);
  });
});

test.describe('project panel', () => {
  test('shows the project and changes its status at once, reverting when the server fails', async ({
    page,
  }) => {
    await openProjects(page, team.admin, `/projects?open=${late._id}`);
    const panel = page.getByRole('dialog', { name: 'Late migration' });
    await expect(panel).toContainText('Globex');
    await expect(panel).toContainText('$0.00');
    await expect(panel).toContainText('Jan 15, 2020');
    await expect(panel.getByText('Overdue', { exact: true })).toBeVisible();
    // Scrolling the page is locked while the panel is open.
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await expect(panel.getByRole('button', { name: 'Activate' })).toHaveCount(0);

    await page.route('**/trpc/*projects.setStatus*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify([{ error: { message: 'boom', code: -32603, data: { httpStatus: 500 } } }]),
      });
    });
    await panel.getByRole('button', { name: 'Complete' }).click();
    // Shown before the server answers …
    await expect(panel.getByRole('button', { name: 'Activate' })).toBeVisible();
    await expect(panel.getByText('Overdue', { exact: true })).toHaveCount(0);
    // … and undone when it fails.
    await expect(page.getByText('Failed to update status')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Complete' })).toBeVisible();
    await expect(panel.getByText('Overdue', { exact: true })).toBeVisible();

    await page.unroute('**/trpc/*projects.setStatus*');
    await panel.getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByText('Project set to completed')).toBeVisible();
    await panel.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByText('Project set to active')).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Activity' })).toContainText('changed the status of');
  });

  test('shows the budget with its currency symbol, the description, tags that filter, and Edit', async ({
    page,
  }) => {
    await openProjects(page, team.manager, `/projects/${redesign._id}`);
    await expect(page).toHaveURL(new RegExp(`/projects\\?open=${redesign._id}$`));
    const panel = page.getByRole('dialog', { name: 'Website redesign' });
    await expect(panel).toContainText('€2,500.00');
    await expect(panel).toContainText('New marketing site.');
    await expect(panel).toContainText('Jun 30, 2099');
    await expect(panel.getByText('Overdue', { exact: true })).toHaveCount(0);
    await expect(panel.getByRole('region', { name: 'Invoices' })).toContainText('No invoices found.');
    await panel.getByRole('link', { name: 'Design' }).click();
    await expect(page).toHaveURL(/\/projects\?tag=Design$/);
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.goto(`/projects?open=${redesign._id}`);
    await page.getByRole('dialog').getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${redesign._id}/edit$`));
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Website redesign');
  });

  test('closes on Escape, Back, the backdrop, window blur and a hidden tab', async ({ page }) => {
    await openProjects(page, team.admin);
    const panel = page.getByRole('dialog', { name: 'Website redesign' });
    const open = async () => {
      await projectCard(page, 'Website redesign').getByRole('link', { name: 'Website redesign' }).click();
      await expect(panel).toBeVisible();
    };
    const closed = async () => {
      await expect(panel).toBeHidden();
      await expect(page).toHaveURL(/\/projects$/);
      await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    };
    await expectPanelClosingRules(page, open, closed);
  });
});

test.describe('project form', () => {
  test('shows the budget preview, sends an empty budget as 0 and an empty due date as none, splits tags, saves with Ctrl+S', async ({
    page,
    request,
  }) => {
    await openProjects(page, team.admin, '/projects/new');
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Client is required')).toBeVisible();

    await page.getByRole('textbox', { name: 'Title' }).fill('Mobile app');
    const client = page.getByRole('combobox', { name: 'Client' });
    await client.click();
    await client.fill('acm');
    await page.getByRole('option', { name: 'Acme Corp' }).click();

    const budget = page.getByRole('textbox', { name: 'Budget (cents)' });
    await budget.fill('-5');
    await page.keyboard.press('Control+s');
    await expect(page.getByText('Budget must be ≥ 0')).toBeVisible();
    await budget.fill('123456');
    await expect(page.getByText('= $1,234.56')).toBeVisible();
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: 'GBP' }).click();
    await expect(page.getByText('= £1,234.56')).toBeVisible();
    await budget.fill('');

    await page.getByRole('textbox', { name: 'Tags' }).fill('iOS, android\nios,  ');
    await page.getByRole('textbox', { name: 'Title' }).press('Control+s');
    await expect(page.getByText('Project created')).toBeVisible();
    await expect(page).toHaveURL(/\/projects\?open=/);
    const id = new URL(page.url()).searchParams.get('open');
    const saved = await api<Project>(request, 'GET', `/projects/${id}`, { token: team.admin.token });
    expect(saved).toMatchObject({
      title: 'Mobile app',
      priceCents: 0,
      dueDate: null,
      tags: ['iOS', 'android'],
    });
    expect(await page.evaluate(() => localStorage.getItem('projectFormDraft_v2'))).toBeNull();
  });

  test('keeps a draft, restores it, and Reset draft and Back clear it', async ({ page }) => {
    await openProjects(page, team.admin, `/projects/${redesign._id}/edit`);
    await page.getByRole('textbox', { name: 'Title' }).fill('Website redesign, phase 2');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('projectFormDraft_v2')))
      .toContain('phase 2');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Website redesign, phase 2');

    await page.getByRole('button', { name: 'Reset draft' }).click();
    await expect(page.getByText('Draft cleared')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Website redesign');
    expect(await page.evaluate(() => localStorage.getItem('projectFormDraft_v2'))).toBeNull();

    await page.getByRole('textbox', { name: 'Description' }).fill('Changed my mind');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('projectFormDraft_v2')))
      .toContain('mind');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects\\?open=${redesign._id}$`));
    expect(await page.evaluate(() => localStorage.getItem('projectFormDraft_v2'))).toBeNull();
  });

  test('edits a project and moves it to another client', async ({ page, request }) => {
    const project = await api<Project>(request, 'POST', '/projects', {
      token: team.admin.token,
      data: { title: 'Support retainer', client: acme._id, priceCents: 1000 },
    });
    await openProjects(page, team.manager, `/projects/${project._id}/edit`);
    await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue('Acme Corp');
    await page.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('combobox', { name: 'Client' }).fill('Globex');
    await page.getByRole('option', { name: 'Globex' }).click();
    await page.getByRole('textbox', { name: 'Due date' }).fill('2030-05-01');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Project updated')).toBeVisible();
    const panel = page.getByRole('dialog', { name: 'Support retainer' });
    await expect(panel).toContainText('Globex');
    await expect(panel).toContainText('May 1, 2030');
  });
});
