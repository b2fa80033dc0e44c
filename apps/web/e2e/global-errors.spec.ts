import { expect, test } from '@playwright/test';
import { api, PASSWORD, registerAccount, registerVerified, signIn, uniqueEmail } from './helpers';

test.describe('server 403 codes (SPEC §6, §2.13)', () => {
  test('INSUFFICIENT_ROLE shows the permission toast, wherever the call came from', async ({
    page,
    request,
  }) => {
    const admin = await registerVerified(request, { orgName: 'Strict Org' });
    // A member who belongs to this organization only (joined from an invitation).
    const email = uniqueEmail('member');
    const invite = await api<{ link: string }>(request, 'POST', '/org/invite', {
      token: admin.token,
      data: { name: 'Soon Removed', email, role: 'viewer' },
    });
    const inviteToken = new URL(invite.link).searchParams.get('invite')!;
    await api(request, 'POST', '/auth/register', {
      data: { name: 'Soon Removed', email, password: PASSWORD, invite: inviteToken },
    });
    const member = { email, password: PASSWORD };

    await signIn(page, member);
    await page.goto('/dashboard');
    await expect(page.getByText('Welcome back, Soon · Strict Org')).toBeVisible();

    const members = await api<{ members: { user: { _id: string; email: string } }[] }>(
      request,
      'GET',
      '/org/members',
      { token: admin.token },
    );
    const target = members.members.find((entry) => entry.user.email === member.email)!;
    await api(request, 'DELETE', `/org/members/${target.user._id}`, { token: admin.token });

    await page.reload();
    await expect(page.getByText('You do not have permission for that action.')).toBeVisible();
  });
});

/**
 * No screen of this release can hit the plan limits or a verified-email rule yet, so the server's
 * answer is substituted for one call: the dialog must follow from the 403 code alone, whichever
 * call it came from. (The server's own rules are covered by the API tests.)
 */
async function answerDashboardWith(page: import('@playwright/test').Page, error: object) {
  await page.route('**/trpc/**', async (route) => {
    const url = new URL(route.request().url());
    const paths = url.pathname.replace(/^\/trpc\//, '').split(',');
    if (!paths.includes('dashboard.summary')) return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as unknown[];
    const index = paths.indexOf('dashboard.summary');
    body[index] = { error };
    await route.fulfill({ response, json: body, status: paths.length > 1 ? 207 : 403 });
  });
}

const forbidden = (message: string, appCode: string, details: object | null = null) => ({
  message,
  code: -32603,
  data: { code: 'FORBIDDEN', httpStatus: 403, path: 'dashboard.summary', appCode, errors: null, details },
});

test('PLAN_UPGRADE_REQUIRED opens the upgrade dialog, and "Go to billing" goes to /settings/billing', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, { orgName: 'Limited Org' });
  await signIn(page, account);
  await answerDashboardWith(
    page,
    forbidden('The free plan allows 50 clients. Upgrade to add more.', 'PLAN_UPGRADE_REQUIRED', {
      requiredPlan: 'pro',
      currentPlan: 'free',
      subscriptionStatus: 'weird_status',
    }),
  );
  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog', { name: 'Upgrade required' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('The free plan allows 50 clients. Upgrade to add more.')).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Pro' })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Free' })).toBeVisible();
  // SPEC §4: an unknown subscription status shows as inactive.
  await expect(dialog.getByRole('cell', { name: 'Inactive' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Go to billing' }).click();
  await expect(page).toHaveURL(/\/settings\/billing$/);
});

test('EMAIL_NOT_VERIFIED opens the verify-email prompt, which can resend the link', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, { orgName: 'Unverified Org' });
  await signIn(page, account);
  await answerDashboardWith(page, forbidden('Please verify your email address first.', 'EMAIL_NOT_VERIFIED'));
  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog', { name: 'Verify your email address' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Verification email sent.');
});
