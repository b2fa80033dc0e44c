import { expect, test } from '@playwright/test';
import {
  api,
  holdRequests,
  refuseWith422,
  seedWith,
  signIn,
  type Team,
  teamWithEveryRole,
  trpcPattern,
} from './helpers';
import { type Client, clientCard, openClients, seedClientsScreens } from './screen-data';

/**
 * The clients screens as each role uses them: the list and its filters in the address, the card
 * menu, and the client form with its tags and draft. The detail panel: clients-panel.spec.ts.
 */

let team: Team;
let globex: Client;

test.beforeAll(async ({ playwright }, testInfo) => {
  ({ team, globex } = await seedWith(playwright, testInfo, (request) =>
    seedClientsScreens(request, 'Clients Screens Co'),
  ));
});

test.describe('clients list', () => {
  test('shows the title with the count, the cards with their details, and filters kept in the address', async ({
    page,
  }) => {
    await openClients(page, team.admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Clients (2)' })).toBeVisible();
    await expect(page.getByRole('link', { name: '+ New Client' })).toBeVisible();

    const card = clientCard(page, 'Acme Corp');
    await expect(card).toContainText('billing@acme.test');
    await expect(card).toContainText('+1 555 0100');
    await expect(card).toContainText('1 Market Street');
    await expect(card.getByRole('list', { name: 'Tags' })).toHaveText(/retainer\s*design/);
    await expect(card).toContainText('Active');
    await expect(clientCard(page, 'Old Initech')).toHaveCount(0);

    // Search narrows on the server; the address says so in plain text.
    await page.getByRole('searchbox', { name: 'Search clients', exact: true }).fill('glob');
    await expect(page).toHaveURL(/\/clients\?q=glob$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Clients (1)' })).toBeVisible();
    await expect(clientCard(page, 'Globex')).toBeVisible();
    await expect(clientCard(page, 'Acme Corp')).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/clients$/);
    await expect(page.getByRole('searchbox', { name: 'Search clients', exact: true })).toHaveValue('');

    const status = page.getByRole('radiogroup', { name: 'Status' });
    await status.getByText('Archived').click();
    await expect(page).toHaveURL(/\/clients\?status=archived$/);
    await expect(clientCard(page, 'Old Initech')).toBeVisible();
    await expect(clientCard(page, 'Acme Corp')).toHaveCount(0);
    await status.getByText('All').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Clients (3)' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search clients', exact: true }).fill('nobody by that name');
    await expect(page.getByText('No clients found.')).toBeVisible();
  });

  test('on a phone the cards stack in one column and the New button and filters stay reachable', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await openClients(page, team.admin, '/clients?status=all');
    const cards = page.getByRole('list', { name: 'Clients' }).locator('[role="listitem"][aria-posinset]');
    await expect(cards).toHaveCount(3);
    const boxes = await Promise.all([0, 1, 2].map((index) => cards.nth(index).boundingBox()));
    expect(new Set(boxes.map((box) => Math.round(box?.x ?? -1))).size).toBe(1);
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y);
    await expect(page.getByRole('link', { name: '+ New Client' })).toBeInViewport();
    await expect(page.getByRole('searchbox', { name: 'Search clients', exact: true })).toBeInViewport();
    await context.close();
  });

  test('reads its filters from a link, sanitising an unknown status to active', async ({ page }) => {
    await openClients(page, team.admin, '/clients?status=archived&q=initech');
    await expect(clientCard(page, 'Old Initech')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search clients', exact: true })).toHaveValue('initech');
    await page.goto('/clients?status=bogus');
    await expect(page.getByRole('radio', { name: 'Active' })).toBeChecked();
    await expect(clientCard(page, 'Acme Corp')).toBeVisible();
  });

  test('shows 6 skeleton cards while the first page loads', async ({ page }) => {
    await signIn(page, team.admin);
    const release = await holdRequests(page, '**/trpc/*clients.page*');
    await page.goto('/clients');
    await expect(page.getByTestId('card-skeleton')).toHaveCount(6);
    release();
    await expect(clientCard(page, 'Acme Corp')).toBeVisible();
    await expect(page.getByTestId('card-skeleton')).toHaveCount(0);
  });

  test('"n" opens the new client page', async ({ page }) => {
    await openClients(page, team.admin);
    await expect(clientCard(page, 'Acme Corp')).toBeVisible();
    await page.keyboard.press('n');
    await expect(page).toHaveURL(/\/clients\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Client' })).toBeVisible();
  });

  test('the card menu archives, unarchives and deletes after the confirmation', async ({ page, request }) => {
    const temp = await api<Client>(request, 'POST', '/clients', {
      token: team.admin.token,
      data: { name: 'Short Lived LLC' },
    });
    await openClients(page, team.manager);
    const menu = (name: string) => page.getByRole('button', { name: `Actions for ${name}` });

    await menu('Short Lived LLC').click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await expect(page.getByText('Client archived')).toBeVisible();
    await expect(clientCard(page, 'Short Lived LLC')).toHaveCount(0);

    await page.getByRole('radiogroup', { name: 'Status' }).getByText('Archived').click();
    await menu('Short Lived LLC').click();
    await page.getByRole('menuitem', { name: 'Unarchive' }).click();
    await expect(page.getByText('Client unarchived')).toBeVisible();
    await expect(clientCard(page, 'Short Lived LLC')).toHaveCount(0);

    await page.getByRole('radiogroup', { name: 'Status' }).getByText('Active').click();
    await menu('Short Lived LLC').click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Delete this client and related items?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(clientCard(page, 'Short Lived LLC')).toBeVisible();

    await menu('Short Lived LLC').click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Client deleted')).toBeVisible();
    await expect(clientCard(page, 'Short Lived LLC')).toHaveCount(0);
    await api(request, 'GET', `/clients/${temp._id}`, { token: team.admin.token, expectStatus: 404 });
  });

  for (const role of ['member', 'viewer'] as const) {
    test(`a ${role} sees no New button and only Edit in the card menu`, async ({ page }) => {
      await openClients(page, team[role]);
      await expect(clientCard(page, 'Acme Corp')).toBeVisible();
      await expect(page.getByRole('link', { name: '+ New Client' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Actions for Acme Corp' }).click();
      await expect(page.getByRole('menuitem')).toHaveText(['Edit']);
    });
  }

  test('an organization with many clients loads them a page at a time and keeps the grid light', async ({
    page,
    request,
  }) => {
    const owner = await teamWithEveryRole(request, 'Many Clients Co');
    for (let batch = 0; batch < 5; batch += 1) {
      await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          api(request, 'POST', '/clients', {
            token: owner.admin.token,
            data: { name: `Client ${String(batch * 20 + index).padStart(3, '0')}` },
          }),
        ),
      );
    }
    const pages: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('clients.page')) pages.push(req.url());
    });
    await openClients(page, owner.admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Clients (100)' })).toBeVisible();
    const items = page.getByRole('list', { name: 'Clients' }).locator('[role="listitem"][aria-posinset]');
    await expect(items.first()).toHaveAttribute('aria-setsize', '100');
    await expect(items.first()).toHaveAttribute('aria-posinset', '1');
    const firstPage = pages.length;

    // Reading on: each time the reader nears the end, the next page comes.
    await expect(async () => {
      await page.mouse.wheel(0, 5_000);
      await expect(page.getByRole('link', { name: 'Client 099' })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText('All 100 shown.')).toBeVisible();
    expect(pages.length).toBeGreaterThan(firstPage);
    // Only the rows near the viewport are in the page: the first cards have left it.
    await expect(page.getByRole('link', { name: 'Client 000' })).toHaveCount(0);
    expect(await items.count()).toBeLessThan(60);
    await expect(items.last()).toHaveAttribute('aria-posinset', '100');
  });
});

test.describe('client form', () => {
  test('adds tags with Enter, comma and blur, drops duplicates, removes the last with Backspace, and saves', async ({
    page,
    request,
  }) => {
    await openClients(page, team.admin, '/clients/new');
    await page.getByRole('button', { name: 'Create client' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Fix form errors before saving.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Name' }).fill('  Umbrella Health  ');
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
    const tags = page.getByRole('combobox', { name: 'Tags' });
    await tags.fill('vip');
    await tags.press('Enter');
    await tags.pressSequentially('VIP,');
    await tags.pressSequentially('health,');
    await tags.fill('temp');
    await tags.press('Enter');
    await tags.press('Backspace');
    await tags.fill('north');
    await page.getByRole('textbox', { name: 'Phone' }).click();
    // Enter in a field submits the form too.
    await page.getByRole('textbox', { name: 'Email' }).press('Enter');
    await expect(page.getByText('Enter a valid email address')).toBeVisible();

    await page.getByRole('textbox', { name: 'Email' }).fill('care@umbrella.test');
    await page.getByRole('textbox', { name: 'Email' }).press('Enter');
    await expect(page.getByText('Client created')).toBeVisible();
    await expect(page).toHaveURL(/\/clients\?open=/);
    const id = new URL(page.url()).searchParams.get('open');
    const saved = await api<{ name: string; tags: string[]; email: string }>(
      request,
      'GET',
      `/clients/${id}`,
      {
        token: team.admin.token,
      },
    );
    expect(saved).toMatchObject({
      name: 'Umbrella Health',
      email: 'care@umbrella.test',
      tags: ['vip', 'health', 'north'],
    });
  });

  test('keeps a draft 500 ms after a change, restores it, and clears it on cancel and when another form loads', async ({
    page,
  }) => {
    await openClients(page, team.admin, '/clients/new');
    await page.getByRole('textbox', { name: 'Name' }).fill('Draft Industries');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('clientFormDraft_v2')))
      .toContain('Draft Industries');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Draft Industries');
    await expect(page.getByText('Your unsaved changes were restored.')).toBeVisible();

    // The edit form of a client is another form: the new-client draft is cleared, not shown there.
    await page.goto(`/clients/${globex._id}/edit`);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Globex');
    expect(await page.evaluate(() => localStorage.getItem('clientFormDraft_v2'))).toBeNull();

    await page.getByRole('textbox', { name: 'Phone' }).fill('+1 555 0199');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('clientFormDraft_v2')))
      .toContain('0199');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`/clients\\?open=${globex._id}$`));
    expect(await page.evaluate(() => localStorage.getItem('clientFormDraft_v2'))).toBeNull();
  });

  test('edits a client and shows the server’s field errors on their fields', async ({ page }) => {
    await openClients(page, team.admin, `/clients/${globex._id}/edit`);
    await refuseWith422(page, 'clients.update', [{ field: 'phone', msg: 'Phone is not reachable' }]);
    await page.getByRole('textbox', { name: 'Phone' }).fill('12');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Phone is not reachable')).toBeVisible();
    await page.unroute(trpcPattern('clients.update'));
    await page.getByRole('textbox', { name: 'Phone' }).fill('+1 555 0142');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Client updated')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Globex' })).toContainText('+1 555 0142');
  });

  test("chooses a client's document language, shows it in the panel, and goes back to the organization's", async ({
    page,
    request,
  }) => {
    await openClients(page, team.admin, '/clients/new');
    const language = page.getByRole('combobox', { name: 'Document language' });
    await expect(language).toHaveValue('');
    await expect(language.locator('option:checked')).toHaveText('Organization default');
    await page.getByRole('textbox', { name: 'Name' }).fill('Zürich Bau AG');
    await language.selectOption({ label: 'Deutsch' });
    await page.getByRole('button', { name: 'Create client' }).click();
    await expect(page.getByText('Client created')).toBeVisible();
    const id = new URL(page.url()).searchParams.get('open');
    const panel = page.getByRole('dialog', { name: 'Zürich Bau AG' });
    await expect(panel.getByTestId('client-locale')).toHaveText('Document language: Deutsch');
    const saved = await api<{ locale: string | null }>(request, 'GET', `/clients/${id}`, {
      token: team.admin.token,
    });
    expect(saved.locale).toBe('de');

    await page.goto(`/clients/${id}/edit`);
    await expect(language).toHaveValue('de');
    await language.selectOption({ label: 'Organization default' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Client updated')).toBeVisible();
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('client-locale')).toHaveCount(0);
    const reset = await api<{ locale: string | null }>(request, 'GET', `/clients/${id}`, {
      token: team.admin.token,
    });
    expect(reset.locale).toBeNull();
  });

  test('a viewer can open the form from Edit, but saving needs a manager', async ({ page }) => {
    await openClients(page, team.viewer, `/clients/${globex._id}/edit`);
    await expect(page.getByText('Only admins and managers can save changes to clients.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });
});
