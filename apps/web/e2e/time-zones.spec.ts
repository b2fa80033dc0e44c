import { todayIn } from '@folio/contracts';
import { expect, test } from '@playwright/test';
import { api, appReady, PASSWORD, registerAccount, seedWorkspace, signIn, uniqueEmail } from './helpers';
import { invoiceCard } from './screen-data';

/**
 * "Today" is the user's (docs/product.md, Languages, time zones and activity emails): Kiritimati
 * (UTC+14) is a day ahead of most of the world, Pago Pago (UTC−11) a day behind. An invoice due
 * the day before Kiritimati's today is Overdue there, whatever the server's clock, and not yet due
 * in Pago Pago, where that date is today or tomorrow.
 */
const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

test.describe('time zones', () => {
  test('a sent invoice turns Overdue when the profile moves to a time zone whose date is past its due date', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, { name: 'Teuila Tekai', orgName: 'Line Islands Studio' });
    const { client, project } = await seedWorkspace(request, account);
    const token = account.token;
    // Pago Pago's today is never later than the due date: the invoice may be created and is not late.
    await api(request, 'PATCH', '/users/me/preferences', { token, data: { tz: 'Pacific/Pago_Pago' } });
    const dueDate = dayBefore(todayIn('Pacific/Kiritimati'));
    const invoice = await api<{ _id: string; displayNumber: string }>(request, 'POST', '/invoices', {
      token,
      data: {
        client: client._id,
        project: [project._id],
        items: [{ description: 'Reef survey', quantity: 1, unitPrice: 900 }],
        dueDate,
      },
    });
    await api(request, 'PATCH', `/invoices/${invoice._id}/mark-sent`, { token, data: {} });

    await signIn(page, account);
    await page.goto('/invoices');
    await appReady(page);
    const card = invoiceCard(page, invoice.displayNumber);
    await expect(card).toBeVisible();
    await expect(card.getByText('Overdue', { exact: true })).toHaveCount(0);

    // The profile offers every IANA zone, not only the common ones.
    await page.goto('/profile');
    await appReady(page);
    await page.getByLabel('Time zone').selectOption('Pacific/Kiritimati');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated').first()).toBeVisible();

    await page.goto('/invoices');
    await appReady(page);
    await expect(card.getByText('Overdue', { exact: true })).toBeVisible();
    // The server agrees: its overdue flag follows the caller's date.
    const one = await api<{ overdue: boolean }>(request, 'GET', `/invoices/${invoice._id}`, { token });
    expect(one.overdue).toBe(true);
  });

  test.describe('a browser in Kiritimati', () => {
    test.use({ timezoneId: 'Pacific/Kiritimati' });

    test('signs up with its own time zone and the language chosen on the page', async ({ page }) => {
      const email = uniqueEmail('kiri');
      await page.goto('/register');
      await appReady(page);
      await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
      await page.getByLabel('Nom complet').fill('Teuila Tekai');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Nom de l’organisation').fill('Line Islands Studio');
      await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Créer le compte' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);

      const token = await page.evaluate(() => localStorage.getItem('token'));
      const me = await api<{ user: { preferences: { tz: string; locale: string } } }>(
        page.request,
        'GET',
        '/users/me',
        { token: token ?? '' },
      );
      expect(me.user.preferences).toMatchObject({ tz: 'Pacific/Kiritimati', locale: 'fr' });
      await page.goto('/profile');
      await appReady(page);
      await expect(page.getByLabel('Fuseau horaire')).toHaveValue('Pacific/Kiritimati');
    });
  });
});
