import { expect, test } from '@playwright/test';
import { runClockUntilSeen, stopPageClock } from './helpers';

test.describe('landing page', () => {
  test('shows features, the three plans and the FAQ, with header and footer links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Go to app' })).toHaveCount(0);

    await expect(page.locator('#features')).toContainText('Team roles');
    const pricing = page.locator('#pricing');
    await expect(pricing.getByTestId('plan-free')).toContainText('$0');
    await expect(pricing.getByTestId('plan-free')).toContainText('1 organization');
    await expect(pricing.getByTestId('plan-free')).toContainText('10 invoices per month');
    await expect(pricing.getByTestId('plan-pro')).toContainText('$19');
    await expect(pricing.getByTestId('plan-pro')).toContainText('Unlimited users and clients');
    await expect(pricing.getByTestId('plan-business')).toContainText('Contact sales');
    await expect(pricing.getByTestId('plan-business')).toContainText('Single sign-on');

    const faq = page.locator('#faq');
    await faq.getByRole('button', { name: /CSV/ }).click();
    await expect(faq.getByText(/CSV import is on our roadmap/)).toBeVisible();

    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Log in', '/login'],
      ['Sign up', '/register'],
      ['Terms', '/legal/terms'],
      ['Privacy', '/legal/privacy'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('link', { name: 'Support' })).toHaveAttribute('href', /^mailto:/);

    await footer.getByRole('link', { name: 'Terms' }).click();
    await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  });

  test('the header offers "Go to app" when a session token exists', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('token', 'some-token'));
    await page.reload();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Go to app' })).toHaveAttribute('href', '/dashboard');
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  });

  const banners = [
    { flag: 'verified=1', text: 'Your email is verified. Welcome to the product!' },
    { flag: 'reset=ok', text: 'Your password has been updated. You can log in now.' },
    { flag: 'invited=1', text: 'Invitation accepted. Finish signup to join your team.' },
    { flag: 'verified=0', text: 'Verification failed.' },
  ];
  for (const { flag, text } of banners) {
    test(`?${flag} shows its banner and leaves the URL without adding history`, async ({ page }) => {
      await page.goto('/legal/terms');
      await page.goto(`/?${flag}`);
      const banner = page.getByTestId('landing-banner');
      await expect(banner).toContainText(text);
      await expect(page).toHaveURL(/\/$/);
      // Replaced, not pushed: Back leaves the landing page.
      await page.goBack();
      await expect(page).toHaveURL(/\/legal\/terms$/);
    });
  }

  test('a banner hides itself after 6 seconds', async ({ page }) => {
    await stopPageClock(page);
    await page.goto('/?reset=ok');
    const banner = page.getByTestId('landing-banner');
    await runClockUntilSeen(page, banner);
    await page.clock.runFor(5_000);
    await expect(banner).toBeVisible();
    await page.clock.runFor(1_100);
    await expect(banner).toBeHidden();
  });

  test('Dismiss hides the banner at once', async ({ page }) => {
    await page.goto('/?invited=1');
    const banner = page.getByTestId('landing-banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toBeHidden();
  });

  test('unknown paths go to the landing page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto('/legal/nothing/here');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});
