import { expect, test } from '@playwright/test';
import {
  api,
  PASSWORD,
  registerAccount,
  registerVerified,
  signIn,
  storedToken,
  uniqueEmail,
} from './helpers';

test.describe('register', () => {
  test("validates in Folio's words, hints at password strength, cycles the theme", async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByLabel('Organization name')).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByText('Organization name is required')).toBeVisible();
    // The password input with its error is marked invalid, like the other fields.
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await page.getByLabel('Email').fill('not-an-email');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('short');
    await expect(page.getByTestId('password-hint')).toHaveText('Too short');
    await password.fill('longenough');
    await expect(page.getByTestId('password-hint')).toHaveText('Add upper/lowercase and a number');
    await password.fill('Longenough1');
    await expect(page.getByTestId('password-hint')).toHaveText('Looks good');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Enter a valid email')).toBeVisible();

    // Show/hide toggle: named, pressed state, and usable by mouse, keyboard and screen reader.
    const toggle = page.getByRole('button', { name: 'Show password' });
    await expect(password).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', (await password.getAttribute('id'))!);
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Tab from the field reaches the toggle; Space and Enter each flip it once.
    await password.focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'password');
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'text');
    // A screen reader activates a button with a bare click event (no pointer before it).
    await toggle.evaluate((button) => (button as HTMLButtonElement).click());
    await expect(password).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    // Theme cycle: system → light → dark → system.
    const theme = page.getByRole('button', { name: /^Theme: / });
    await expect(theme).toHaveText('Theme: System');
    await theme.click();
    await expect(theme).toHaveText('Theme: Light');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await theme.click();
    await expect(theme).toHaveText('Theme: Dark');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await theme.click();
    await expect(theme).toHaveText('Theme: System');
  });

  test('creates an account (email trimmed and lowercased) and lands on the dashboard', async ({ page }) => {
    const email = uniqueEmail('new');
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(`  ${email.toUpperCase()}  `);
    await page.getByLabel('Organization name').fill('Analytical Engines');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();

    // The address was stored lowercased: logging in with it works.
    const res = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
    expect(res.status()).toBe(200);
  });

  test('an address already registered is reported on the email field', async ({ page, request }) => {
    const existing = await registerAccount(request);
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Someone Else');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Organization name').fill('Other Org');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('An account with this email already exists')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('joins an organization from an invitation link', async ({ page, request }) => {
    const admin = await registerVerified(request, { orgName: 'Invite Test Org' });
    const inviteeEmail = uniqueEmail('invitee');
    const invite = await api<{ invited: boolean; link: string }>(request, 'POST', '/org/invite', {
      token: admin.token,
      data: { name: 'Katherine Johnson', email: inviteeEmail, role: 'manager' },
    });
    expect(invite.invited).toBe(true);
    const link = new URL(invite.link);

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Join Invite Test Org' })).toBeVisible();
    const email = page.getByLabel('Email');
    await expect(email).toHaveValue(inviteeEmail);
    await expect(email).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Organization name')).toHaveCount(0);
    const join = page.getByRole('button', { name: 'Join Organization' });
    await expect(join).toBeEnabled();

    await page.getByLabel('Full name').fill('Katherine Johnson');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await join.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Invite Test Org')).toBeVisible();
  });

  test('an invitation for an address that has an account leads to logging in and accepting on /orgs', async ({
    page,
    request,
  }) => {
    const admin = await registerVerified(request, { orgName: 'Existing Invitee Org' });
    const existing = await registerAccount(request, { name: 'Already Here', orgName: 'Own Org' });
    // The answer does not tell whether the address has an account: a sign-up link either way.
    const invite = await api<{ link: string }>(request, 'POST', '/org/invite', {
      token: admin.token,
      data: { name: existing.name, email: existing.email, role: 'viewer' },
    });
    const link = new URL(invite.link);

    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('Full name').fill('Somebody Else');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Join Organization' }).click();
    const notice = page.getByTestId('invite-account-exists');
    await expect(notice).toContainText('An account with this email already exists');
    await expect(page).toHaveURL(/\/register\?invite=/);
    const login = notice.getByRole('link', { name: 'Log in to accept the invitation' });
    await expect(login).toHaveAttribute('href', '/login?next=%2Forgs');

    await login.click();
    await page.getByLabel('Email').fill(existing.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(existing.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/orgs$/);
    await expect(
      page
        .getByRole('region', { name: 'Pending invitations' })
        .getByRole('listitem', { name: 'Existing Invitee Org' }),
    ).toBeVisible();
  });

  test('an invalid invitation shows why and keeps the button disabled', async ({ page }) => {
    await page.goto('/register?invite=not-a-real-token');
    await expect(page.getByText('Invalid or expired invite token')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join Organization' })).toBeDisabled();
    await expect(page.getByLabel('Organization name')).toHaveCount(0);
  });
});

test.describe('login', () => {
  test('wrong password shows the server message; right one signs in', async ({ page, request }) => {
    const account = await registerAccount(request);
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Create one' })).toHaveAttribute(
      'href',
      '/register',
    );
    await page.getByLabel('Email').fill(account.email);
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

    await password.fill(account.password);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('sign out ends the session on the server and in the browser', async ({ page, request }) => {
    const account = await registerAccount(request);
    await signIn(page, account);
    await page.goto('/dashboard');
    const logout = page.waitForRequest(
      (req) => req.url().endsWith('/api/auth/logout') && req.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await logout;
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    // The refresh cookie was revoked: a refresh now fails.
    const refresh = await page.request.post('/api/auth/refresh');
    expect(refresh.status()).toBe(401);
  });
});
