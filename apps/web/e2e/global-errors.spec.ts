import { expect, test } from '@playwright/test';
import {
  answerDashboardWith,
  api,
  forbidden,
  PASSWORD,
  registerAccount,
  registerVerified,
  signIn,
  uniqueEmail,
} from './helpers';

test.describe('server 403 codes', () => {
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
  // An unknown subscription status shows as inactive.
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
