import { expect, test } from '@playwright/test';
import { appReady, registerAccount, registerVerified, signIn, teamWithEveryRole } from './helpers';

/**
 * /settings/billing in mock mode (no payment provider configured): the plan, status and period,
 * the plan cards with their prices, upgrading, the portal, the checkout return flags, and the
 * global dialogs and toast that the server's 403 codes open.
 */

test('a free organization upgrades to Pro; the portal is unavailable in mock mode', async ({
  page,
  request,
}) => {
  const owner = await registerVerified(request, { name: 'Bea Billing', orgName: 'Billing Studio' });
  await signIn(page, owner);
  await page.goto('/settings/billing');
  await appReady(page);
  await expect(page.getByText('Billing is in mock mode')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Current plan: Free' })).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toHaveText('Inactive');
  const pro = page.getByRole('region', { name: 'Pro plan' });
  await expect(pro).toContainText(/\$\d+\.\d{2} per month/);
  await expect(page.getByRole('region', { name: 'Business plan' })).toContainText('Priority support');
  await expect(page.getByRole('button', { name: 'Manage subscription' })).toHaveCount(0);

  await pro.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page.getByText('Plan activated')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Current plan: Pro' })).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await expect(page.getByRole('button', { name: /Upgrade to/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page.getByText('Portal unavailable in mock mode')).toBeVisible();
});

test('the checkout return flags show their message, refetch on success, and leave the address', async ({
  page,
  request,
}) => {
  const owner = await registerVerified(request, { name: 'Ray Return', orgName: 'Return Studio' });
  await signIn(page, owner);
  let overviews = 0;
  page.on('request', (req) => {
    if (req.url().includes('billing.overview')) overviews += 1;
  });
  await page.goto('/settings/billing?success=1');
  await expect(page.getByText('Subscription updated')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/billing$/);
  // The first load, then five more a second apart.
  await expect.poll(() => overviews, { timeout: 10_000 }).toBeGreaterThanOrEqual(6);

  await page.goto('/settings/billing?canceled=1');
  await expect(page.getByText('Checkout canceled')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/billing$/);
});

test('a viewer gets the permission toast; an unverified admin the verify-email prompt', async ({
  page,
  request,
}) => {
  const team = await teamWithEveryRole(request, 'Billing Roles Co');
  // The team is on Pro already: a viewer asks for the portal.
  await signIn(page, team.viewer);
  await page.goto('/settings/billing');
  await appReady(page);
  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page.getByText('You do not have permission for that action.')).toBeVisible();

  const unverified = await registerAccount(request, { name: 'Uma Unverified', orgName: 'Unverified Studio' });
  await signIn(page, unverified);
  await page.goto('/settings/billing');
  await appReady(page);
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify your email address' })).toBeVisible();
});
