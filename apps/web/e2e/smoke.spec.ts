import { expect, test } from '@playwright/test';

test('landing page shows the app name and a healthy API', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Folio', level: 1 })).toBeVisible();
  await expect(page.getByText('API: ok')).toBeVisible();
});

test('an unknown path redirects to the landing page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Folio', level: 1 })).toBeVisible();
});
