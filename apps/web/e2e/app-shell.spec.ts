import { expect, test } from '@playwright/test';
import { api, appReady, holdRequests, registerAccount, signIn } from './helpers';

const NAV = [
  ['Dashboard', '/dashboard'],
  ['Clients', '/clients'],
  ['Projects', '/projects'],
  ['Invoices', '/invoices'],
  ['Quotes', '/quotes'],
  ['Activity', '/activity'],
  ['Organizations', '/orgs'],
  ['Team', '/org'],
  ['Billing', '/settings/billing'],
] as const;

test.describe('signed-in layout', () => {
  test('sidebar links and the account menu', async ({ page, request }) => {
    const account = await registerAccount(request);
    await signIn(page, account);
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of NAV) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await nav.getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/org$/);
    await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
    // Every screen of the navigation is built: none says it is still to come.
    await expect(page.getByText('Coming soon')).toHaveCount(0);

    for (const [item, path] of [
      ['Profile', '/profile'],
      ['Organizations', '/orgs'],
      ['Team', '/org'],
    ] as const) {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: item }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('a press on the account button while its menu is still loading opens the menu', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    await signIn(page, account);
    await page.goto('/dashboard');
    await appReady(page);
    // The menu's code arrives between the pointer going down and coming up: the button is replaced
    // mid-press, so no click reaches either of them, and the press must still open the menu.
    const release = await holdRequests(page, '**/assets/shell-extras-*.js');
    const box = await page.getByRole('button', { name: 'Account menu' }).boundingBox();
    if (!box) throw new Error('the account button has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await page.mouse.up();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('keyboard shortcuts outside text inputs', async ({ page, request }) => {
    const account = await registerAccount(request);
    await signIn(page, account);
    await page.goto('/dashboard');
    const search = page.getByRole('searchbox', { name: 'Search clients, projects and invoices' });
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('');
    // Typing "n" in the search box is text, not a shortcut.
    await page.keyboard.type('n');
    await expect(search).toHaveValue('n');
    await expect(page).toHaveURL(/\/dashboard$/);
    await search.press('Escape');

    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('ControlOrMeta+k');
    await expect(search).toBeFocused();
    await page.locator('body').click({ position: { x: 5, y: 300 } });

    await page.keyboard.press('n');
    await expect(page).toHaveURL(/\/clients\/new$/);
    await page.goto('/projects');
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
    await page.keyboard.press('n');
    await expect(page).toHaveURL(/\/projects\/new$/);
    await page.goto('/invoices');
    await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
    await page.keyboard.press('n');
    await expect(page).toHaveURL(/\/invoices\/new$/);
    await page.goto('/quotes');
    await expect(page.getByRole('heading', { name: 'Quotes', level: 1 })).toBeVisible();
    await page.keyboard.press('n');
    await expect(page).toHaveURL(/\/quotes\/new$/);

    // On /activity "/" belongs to the page, not to the global search.
    await page.goto('/activity');
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    await page.keyboard.press('/');
    await expect(search).not.toBeFocused();

    await page.goto('/profile');
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toBeVisible();
    await page.keyboard.press('ControlOrMeta+e');
    await expect(name).toBeFocused();
  });

  test('global search finds records and opens them in their list', async ({ page, request }) => {
    const account = await registerAccount(request);
    const client = await api<{ _id: string }>(request, 'POST', '/clients', {
      token: account.token,
      data: { name: 'Zephyr Analytics' },
      expectStatus: 200,
    });
    await page.clock.install();
    await signIn(page, account);
    await page.goto('/dashboard');
    const searches: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('search.search')) searches.push(req.url());
    });
    const search = page.getByRole('searchbox', { name: 'Search clients, projects and invoices' });
    await expect(search).toBeVisible();
    // The page's clock stands still while the word is typed, as it would for a quick typist: on a
    // busy machine the keys could otherwise come further apart than the debounce's wait.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
    await search.pressSequentially('zeph', { delay: 20 });
    await page.clock.resume();
    const option = page.getByRole('option', { name: /Zephyr Analytics/ });
    await expect(option).toBeVisible();
    // Debounced: one request for the whole word, not one per key.
    expect(searches).toHaveLength(1);
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/clients\\?open=${client._id}$`));
  });

  test('phone width: the navigation lives in a drawer', async ({ page, request }) => {
    const account = await registerAccount(request);
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, account);
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(/\/invoices$/);
    await expect(drawer).toBeHidden();
    // Nothing overflows the phone's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("a tab opened before a deploy reloads once to get the current build when a screen's code is gone", async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await signIn(page, account);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // Code the tab has not loaded yet is missing, as after a deploy replaced the build; once the page
  // has reloaded, the current build is served.
  let reloaded = false;
  let refused = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) reloaded = true;
  });
  await page.route('**/assets/*.js', async (route) => {
    if (reloaded) return route.continue();
    refused += 1;
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{"msg":"Not found"}' });
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('heading', { name: /^Projects/, level: 1 })).toBeVisible();
  expect(refused).toBeGreaterThan(0);
  expect(reloaded).toBe(true);
});
