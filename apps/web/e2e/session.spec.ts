import { expect, test } from '@playwright/test';
import { registerAccount, signIn, storedToken } from './helpers';

test.describe('session', () => {
  test('a rejected token is refreshed once for all concurrent calls, then the calls are retried', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, { name: 'Refresh Tester' });
    await signIn(page, account);
    // An access token the server will refuse (as an expired one would be).
    await page.evaluate(() => localStorage.setItem('token', 'expired.or.garbage'));

    const refreshes: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/auth/refresh')) refreshes.push(req.method());
    });

    // The dashboard makes several calls at once (user, summary, members): all fail with 401.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Welcome back, Refresh')).toBeVisible();
    await expect(page.getByTestId('summary-Clients')).toHaveText('0');
    expect(refreshes).toEqual(['POST']);
    const token = await storedToken(page);
    expect(token).not.toBe('expired.or.garbage');

    // The new token is used from now on: another page needs no refresh.
    await page.goto('/profile');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Refresh Tester');
    expect(refreshes).toHaveLength(1);
  });

  test('when the refresh fails, the session is cleared and the user goes to /login', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    await signIn(page, account);
    await page.evaluate(() => {
      localStorage.setItem('token', 'garbage');
      localStorage.setItem('role', 'admin');
    });
    // No refresh cookie any more.
    await page.context().clearCookies();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBeNull();

    // Signing in again returns to the page that was asked for.
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('the session is restored on load and survives a reload', async ({ page, request }) => {
    const account = await registerAccount(request, { name: 'Reload Person' });
    await signIn(page, account);
    await page.goto('/dashboard');
    await expect(page.getByText('Welcome back, Reload')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Welcome back, Reload')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('admin');
  });
});
