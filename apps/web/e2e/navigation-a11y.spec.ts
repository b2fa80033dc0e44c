import { expect, type Page, test } from '@playwright/test';
import { api, registerAccount, signIn } from './helpers';

const mainHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const announcer = (page: Page) => page.getByTestId('route-announcer');

test.describe('page titles, focus and announcements', () => {
  test('every screen has its own document title', async ({ page, request }) => {
    // Twenty full page loads, each a cold start of the app: about 20 s on an idle machine, and over
    // the default minute on a busy one. What is checked is the titles, not the time.
    test.slow();
    const screens: [string, string][] = [
      ['/', 'Folio — CRM and invoicing for freelancers and small teams'],
      ['/login', 'Log in · Folio'],
      ['/register', 'Create account · Folio'],
      ['/register?invite=some-token', 'Join organization · Folio'],
      ['/forgot-password', 'Forgot password · Folio'],
      ['/reset-password?token=some-token', 'Choose a new password · Folio'],
      ['/undo-email-change', 'Undo email change · Folio'],
      ['/legal/terms', 'Terms of Service · Folio'],
      ['/legal/privacy', 'Privacy Policy · Folio'],
    ];
    for (const [path, title] of screens) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }

    await signIn(page, await registerAccount(request));
    const signedIn: [string, string][] = [
      ['/dashboard', 'Dashboard · Folio'],
      ['/profile', 'Profile · Folio'],
      ['/clients', 'Clients · Folio'],
      ['/clients/new', 'New Client · Folio'],
      ['/projects/new', 'New Project · Folio'],
      ['/projects', 'Projects · Folio'],
      ['/invoices', 'Invoices · Folio'],
      ['/activity', 'Activity · Folio'],
      ['/orgs', 'Organizations · Folio'],
      ['/org', 'Team · Folio'],
      ['/settings/billing', 'Billing · Folio'],
    ];
    for (const [path, title] of signedIn) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
  });

  test('"Skip to content" is the first Tab stop, shows when focused and moves focus to the page', async ({
    page,
    request,
  }) => {
    for (const path of ['/login', '/']) {
      await page.goto(path);
      await expect(mainHeading(page, /./)).toBeVisible();
      // A prerendered page takes keyboard focus once the app has taken it over.
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip, path).toBeFocused();
      await expect(skip, path).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main').locator(':focus'), path).toHaveCount(1);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }

    await signIn(page, await registerAccount(request));
    await page.goto('/dashboard');
    await expect(mainHeading(page, 'Dashboard')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(mainHeading(page, 'Dashboard')).toBeFocused();
    // The next Tab stop is inside the page, past the header and the sidebar.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
  });

  test('after logging in and after each navigation, focus is on the new page heading and its title is announced', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(mainHeading(page, 'Dashboard')).toBeFocused();
    await expect(announcer(page)).toHaveText('Dashboard · Folio');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
    await expect(mainHeading(page, 'Clients')).toBeFocused();
    await expect(announcer(page)).toHaveText('Clients · Folio');

    await page.goBack();
    await expect(mainHeading(page, 'Dashboard')).toBeFocused();
    await expect(announcer(page)).toHaveText('Dashboard · Folio');
  });

  test('a page opened directly keeps focus where the browser puts it and announces nothing', async ({
    page,
    request,
  }) => {
    await signIn(page, await registerAccount(request));
    await page.goto('/clients');
    await expect(mainHeading(page, 'Clients')).toBeVisible();
    await expect(mainHeading(page, 'Clients')).not.toBeFocused();
    await expect(announcer(page)).toHaveText('');
  });

  test('Escape in the global search clears it and keeps focus there; a picked result moves focus to its page', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    await api(request, 'POST', '/clients', { token: account.token, data: { name: 'Zephyr Analytics' } });
    await signIn(page, account);
    await page.goto('/clients');
    const search = page.getByRole('searchbox', { name: 'Search clients, projects and invoices' });
    await search.fill('zeph');
    await expect(page.getByRole('option', { name: 'Client Zephyr Analytics' })).toBeVisible();
    await search.press('Escape');
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(page.getByRole('option')).toHaveCount(0);

    // Already on the list: only the query changes, and focus leaves the search box for the record's
    // panel, which opens over the list.
    await search.fill('zeph');
    await page.getByRole('option', { name: 'Client Zephyr Analytics' }).click();
    await expect(page).toHaveURL(/\/clients\?open=/);
    const panel = page.getByRole('dialog', { name: 'Zephyr Analytics' });
    await expect(panel).toBeVisible();
    await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });

  test('phone width: the hidden sidebar is out of the Tab order, and the drawer is a named dialog', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, await registerAccount(request));
    await page.goto('/dashboard');
    await expect(mainHeading(page, 'Dashboard')).toBeVisible();
    const stops: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() => {
          const active = document.activeElement;
          return active?.closest('nav') ? `nav: ${active.textContent}` : (active?.tagName ?? '');
        }),
      );
    }
    expect(stops.filter((stop) => stop.startsWith('nav:'))).toEqual([]);

    const burger = page.getByRole('button', { name: 'Open navigation' });
    await burger.click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'Dashboard',
      'Clients',
      'Projects',
      'Invoices',
      'Quotes',
      'Activity',
      'Organizations',
      'Team',
      'Billing',
    ]);
    await drawer.getByRole('button', { name: 'Close navigation' }).click();
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();
  });
});
