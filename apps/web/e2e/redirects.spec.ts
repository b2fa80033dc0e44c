import { expect, test } from '@playwright/test';
import { registerAccount, signIn } from './helpers';

test.describe('access rules', () => {
  test('a signed-out visit to a protected page goes to /login and comes back after signing in', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  });

  test('signed-in visitors of /login and /register are sent on', async ({ page, request }) => {
    const account = await registerAccount(request);
    await signIn(page, account);

    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/dashboard$/);

    // "next" wins when it is an in-app path…
    await page.goto('/login?next=/profile');
    await expect(page).toHaveURL(/\/profile$/);
    // …and is ignored when it is not.
    await page.goto('/login?next=//evil.example.com');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
    await page.goto('/register?next=https://evil.example.com');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
  });

  test('the remembered origin is used when there is no "next"', async ({ page, request }) => {
    const account = await registerAccount(request);
    await page.goto('/settings/billing');
    await expect(page).toHaveURL(/\/login$/);
    // Signed in elsewhere (another tab): visiting /login now goes to the remembered page.
    await signIn(page, account);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/settings\/billing$/);
  });

  test('password pages, verification, undo of an email change and register with an invite stay reachable while signed in', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    await signIn(page, account);
    await page.goto('/forgot-password');
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
    await page.goto('/reset-password?token=abc');
    await expect(page.getByRole('button', { name: 'Update Password' })).toBeVisible();
    await page.goto('/register?invite=abc');
    await expect(page).toHaveURL(/\/register\?invite=abc$/);
    await expect(page.getByRole('button', { name: 'Join Organization' })).toBeVisible();
    await page.goto('/verify-email');
    await expect(page).toHaveURL(/\/verify-email$/);
    // The undo link mailed after an email change is a known public page, not an unknown route.
    await page.goto('/undo-email-change?token=abc');
    await expect(page).toHaveURL(/\/undo-email-change\?token=abc$/);
    await expect(page.getByRole('link', { name: 'Reset your password' })).toBeVisible();
  });
});

test.describe('addresses carry plain query strings', () => {
  test('the verification redirect lands on /?verified=0, not a JSON-quoted value', async ({ page }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.goto('/verify-email?token=not-a-real-token');
    // The landing page shows the flag's banner, then takes the flag out of the address.
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 10_000 });
    expect(visited.some((url) => new URL(url).search === '?verified=0')).toBe(true);
    expect(visited.filter((url) => url.includes('%22'))).toEqual([]);
  });
});
