import { expect, test } from '@playwright/test';
import { api, registerAccount, signIn } from './helpers';

test.describe('theme', () => {
  test('kept across reloads under pref-theme, saved to the profile and loaded from it', async ({
    page,
    request,
    browser,
  }) => {
    const account = await registerAccount(request);
    await signIn(page, account);
    await page.goto('/dashboard');
    const html = page.locator('html');
    const toggle = page.getByRole('button', { name: /^Theme: / });
    await expect(toggle).toHaveAttribute('data-theme', 'system');

    const saved = page.waitForResponse((res) => res.url().includes('users.updatePreferences') && res.ok());
    await toggle.click(); // light
    await toggle.click(); // dark
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await saved;
    expect(await page.evaluate(() => localStorage.getItem('pref-theme'))).toBe('dark');
    await expect
      .poll(async () => {
        const me = await api<{ user: { preferences: { theme: string } } }>(request, 'GET', '/users/me', {
          token: account.token,
        });
        return me.user.preferences.theme;
      })
      .toBe('dark');

    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

    // A browser that never saw this user: the theme comes from the profile once signed in.
    const fresh = await browser.newContext({ colorScheme: 'light' });
    const other = await fresh.newPage();
    await signIn(other, account);
    await expect(other.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await other.goto('/dashboard');
    await expect(other.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await other.evaluate(() => localStorage.getItem('pref-theme'))).toBe('dark');
    await fresh.close();
  });
});

test.describe('profile', () => {
  test('status tiles and account details', async ({ page, request }) => {
    const account = await registerAccount(request, { name: 'Profile Person', orgName: 'Profile Org' });
    await signIn(page, account);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Your Profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Verification' })).toContainText('Not verified');
    await expect(page.getByRole('group', { name: 'Current org' })).toContainText('Profile Org');
    await expect(page.getByRole('group', { name: 'Role' })).toContainText('Admin');
    await expect(page.getByRole('group', { name: 'Last login' })).toContainText('2 logins in total');
    // The tile names read as written (docs/product.md#profile): not restyled to capitals.
    for (const name of ['Verification', 'Current org', 'Role', 'Last login']) {
      const label = page.getByRole('group', { name, exact: true }).getByText(name, { exact: true });
      await expect(label).toHaveCSS('text-transform', 'none');
    }

    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill('Renamed Person');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await page.reload();
    await expect(name).toHaveValue('Renamed Person');

    await name.fill('   ');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
  });

  test('change password: the server field error, then success', async ({ page, request }) => {
    const account = await registerAccount(request);
    await signIn(page, account);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Change password' });
    await section.getByLabel('Current password').fill('not-my-password');
    await section.getByLabel('New password').fill('BrandNew123');
    await section.getByRole('button', { name: 'Update password' }).click();
    await expect(section.getByText('Current password is incorrect')).toBeVisible();

    await section.getByLabel('Current password').fill(account.password);
    await section.getByLabel('New password').fill('short');
    await section.getByRole('button', { name: 'Update password' }).click();
    await expect(section.getByText('Password must be at least 8 characters.')).toBeVisible();

    await section.getByLabel('New password').fill('BrandNew123');
    await section.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();
    await expect(section.getByLabel('Current password')).toHaveValue('');
    const login = await request.post('/api/auth/login', {
      data: { email: account.email, password: 'BrandNew123' },
    });
    expect(login.status()).toBe(200);
  });

  test('email change is requested and shown as pending; verification can be resent', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    await signIn(page, account);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(page.getByText('Verification email sent.')).toBeVisible();

    const section = page.getByRole('region', { name: 'Change email' });
    const newEmailField = section.getByLabel('New email');
    const password = section.getByRole('textbox', { name: 'Current password' });
    const submit = section.getByRole('button', { name: 'Request change' });
    const newEmail = `changed-${account.email}`;

    // The current password is required, and checked by the server.
    await newEmailField.fill(newEmail);
    await submit.click();
    await expect(section.getByText('Current password is required')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await password.fill('not-my-password');
    await submit.click();
    await expect(section.getByText('Current password is incorrect')).toBeVisible();
    await expect(page.getByTestId('pending-email')).toHaveCount(0);

    await newEmailField.fill(account.email);
    await password.fill(account.password);
    await submit.click();
    await expect(section.getByText('This is already your email address')).toBeVisible();

    await newEmailField.fill(newEmail);
    await submit.click();
    await expect(page.getByText('Email change requested.')).toBeVisible();
    await expect(page.getByTestId('pending-email')).toContainText(newEmail);
    await expect(password).toHaveValue('');
  });
});
