import { expect, test } from '@playwright/test';
import {
  api,
  appLink,
  registerAccount,
  runClockUntilSeen,
  signIn,
  stopPageClock,
  waitForMail,
} from './helpers';

test.describe('emailed links', () => {
  // The page's clock stands still in these tests (stopPageClock): each message stays on screen until
  // the test moves time past its redirect, however busy the machine. The delays themselves are
  // checked in the third test.
  test('verification: the link verifies and redirects; used again it fails', async ({ page, request }) => {
    const account = await registerAccount(request);
    const mail = await waitForMail(account.email, /verify your email/i);
    const link = appLink(mail, '/verify-email');
    await stopPageClock(page);
    const banner = page.getByTestId('landing-banner');

    await page.goto(link);
    await runClockUntilSeen(
      page,
      page.getByText('Your email is verified. Welcome to the product! Redirecting…'),
    );
    await page.clock.runFor(2_000);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await runClockUntilSeen(page, banner);
    await expect(banner).toContainText('Your email is verified. Welcome to the product!');

    await page.goto(link);
    await runClockUntilSeen(page, page.getByRole('alert').filter({ hasText: 'Verification failed.' }));
    await page.clock.runFor(2_000);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await runClockUntilSeen(page, banner);
    await expect(banner).toContainText('Verification failed.');
  });

  test('verification without a token fails and goes back to the landing page', async ({ page }) => {
    await stopPageClock(page);
    await page.goto('/verify-email');
    await runClockUntilSeen(page, page.getByText('Invalid or missing verification link.'));
    await page.clock.runFor(2_000);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    const banner = page.getByTestId('landing-banner');
    await runClockUntilSeen(page, banner);
    await expect(banner).toContainText('Verification failed.');
  });

  test('the verify redirects wait 1.2 s after success and 1.8 s after failure', async ({ page, request }) => {
    await stopPageClock(page);
    await page.goto('/verify-email');
    await runClockUntilSeen(page, page.getByText('Invalid or missing verification link.'));
    // Still there at 1.3 s (a success would have left at 1.2 s), gone by 1.9 s.
    await page.clock.runFor(1_300);
    await expect(page).toHaveURL(/\/verify-email$/);
    await page.clock.runFor(600);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

    const account = await registerAccount(request);
    const link = appLink(await waitForMail(account.email, /verify your email/i), '/verify-email');
    await page.goto(link);
    await runClockUntilSeen(page, page.getByText(/Redirecting/));
    // Still there at 0.7 s, gone by 1.3 s (a failure would stay until 1.8 s).
    await page.clock.runFor(700);
    await expect(page).toHaveURL(/\/verify-email\?token=/);
    await page.clock.runFor(600);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await runClockUntilSeen(page, page.getByTestId('landing-banner'));
    await expect(page.getByTestId('landing-banner')).toContainText(
      'Your email is verified. Welcome to the product!',
    );
  });

  test('password reset: request, rules, new password, then log in with it', async ({ page, request }) => {
    const account = await registerAccount(request);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // Wait for the new page, or the fill can land in the login form's Email field on its way out.
    await expect(page.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('If an account exists, a reset email has been sent.')).toBeVisible();

    // The same answer for an address nobody has.
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('If an account exists, a reset email has been sent.')).toBeVisible();

    const link = appLink(await waitForMail(account.email, /reset your password/i), '/reset-password');
    await page.goto(link);
    const newPassword = page.getByRole('textbox', { name: 'New password', exact: true });
    const confirm = page.getByLabel('Confirm new password');
    const submit = page.getByRole('button', { name: 'Update Password' });
    await newPassword.fill('short');
    await confirm.fill('short');
    await submit.click();
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
    await newPassword.fill('An0therPassword');
    await confirm.fill('Different123');
    await submit.click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await confirm.fill('An0therPassword');
    await submit.click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByTestId('landing-banner')).toContainText(
      'Your password has been updated. You can log in now.',
    );

    // The link works once.
    await page.goto(link);
    await newPassword.fill('YetAn0therOne');
    await confirm.fill('YetAn0therOne');
    await submit.click();
    await expect(page.getByText('Reset failed. The link may have expired.')).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('An0therPassword');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('reset without a token says so', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('Invalid or missing token.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update Password' })).toBeDisabled();
  });

  test('undo of an email change: the link mailed to the previous address restores it', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    const newEmail = `moved-${account.email}`;
    await api(request, 'POST', '/auth/request-email-change', {
      token: account.token,
      data: { newEmail, currentPassword: account.password },
    });
    const confirm = appLink(await waitForMail(newEmail, /confirm|verify/i), '/verify-email');
    await api(request, 'GET', `/auth/${confirm.slice(1)}`);
    // Its own subject: the address's earlier mails (verify, and the new address's confirmation,
    // whose file name contains it) are already there while this one is still queued.
    const undo = appLink(await waitForMail(account.email, /was changed/i), '/undo-email-change');

    await page.goto(undo);
    await expect(page.getByRole('heading', { name: 'Undo email change', level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'Your previous email address is restored. Reset your password to secure your account.',
    );
    await expect(page.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );

    // The previous address signs in again; the new one no longer does.
    await signIn(page, account);
    const moved = await request.post('/api/auth/login', {
      data: { email: newEmail, password: account.password },
    });
    expect(moved.status()).toBe(401);

    // The link works once.
    await page.goto(undo);
    await expect(
      page.getByRole('alert').filter({ hasText: 'The email change could not be undone.' }),
    ).toBeVisible();
  });

  test('undo of an email change with a bad or missing token says so', async ({ page }) => {
    await page.goto('/undo-email-change?token=not-a-real-token');
    const failed = page.getByRole('alert').filter({ hasText: 'The email change could not be undone.' });
    await expect(failed).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reset your password' })).toBeVisible();
    await expect(page).toHaveURL(/\/undo-email-change\?token=not-a-real-token$/);

    await page.goto('/undo-email-change');
    await expect(failed).toContainText('Invalid or missing verification link.');
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
