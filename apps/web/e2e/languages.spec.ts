import { MSG, translateMessage } from '@folio/contracts';
import { expect, type Page, test } from '@playwright/test';
import { appReady, registerAccount, seedWorkspace, signIn } from './helpers';

/** Marks the page so a reload would be noticed: a reload starts a new window object. */
const markNoReload = (page: Page) => page.evaluate(() => Object.assign(window, { stillHere: true }));
const notReloaded = (page: Page) =>
  page.evaluate(() => (window as { stillHere?: boolean }).stillHere === true);

// Intl writes French groups and the space before the currency as no-break spaces.
const anySpace = '[\\s\\u00a0\\u202f]';

test.describe('languages', () => {
  test('the profile switches the app to French, then German, at once: navigation, toasts, <html lang> and money', async ({
    page,
    request,
  }) => {
    // Two languages, each with a save and a page change: longer than one screen's test.
    test.setTimeout(120_000);
    const account = await registerAccount(request, { name: 'Camille Martin', orgName: 'Atelier Martin' });
    await seedWorkspace(request, account);
    await signIn(page, account);
    await page.goto('/dashboard');
    await appReady(page);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.getByRole('link', { name: 'Invoices' })).toBeVisible();
    // The paid amount in English: the symbol first, a comma between thousands.
    await expect(page.getByText(/^\$500\.25$/).first()).toBeVisible();

    await page.goto('/profile');
    await appReady(page);
    await markNoReload(page);

    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const navFr = page.getByRole('navigation', { name: 'Principal' });
    await expect(navFr.getByRole('link', { name: 'Factures' })).toBeVisible();
    await expect(navFr.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
    // Saving again: the toast is in French.
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(translateMessage(MSG.profileUpdated, 'fr')).first()).toBeVisible();
    expect(await notReloaded(page)).toBe(true);

    // Money in French: the amount first, a comma for decimals, the symbol after a space.
    await navFr.getByRole('link', { name: 'Tableau de bord' }).click();
    await expect(page.getByText(new RegExp(`^500,25${anySpace}\\$$`)).first()).toBeVisible();
    await expect(page).toHaveTitle(/· Folio$/);
    expect(await notReloaded(page)).toBe(true);

    // German, from the profile again.
    await page.goto('/profile');
    await appReady(page);
    await markNoReload(page);
    await page.getByLabel('Langue').selectOption('de');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const navDe = page.getByRole('navigation', { name: 'Hauptbereich' });
    await expect(navDe.getByRole('link', { name: 'Rechnungen' })).toBeVisible();
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByText(translateMessage(MSG.profileUpdated, 'de')).first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Rolle' })).toContainText('Admin');
    await navDe.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByText(new RegExp(`^500,25${anySpace}\\$$`)).first()).toBeVisible();
    expect(await notReloaded(page)).toBe(true);

    // The profile's language is kept: a new visit opens in German.
    await page.reload();
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('navigation', { name: 'Hauptbereich' }).getByRole('link', { name: 'Kunden' }),
    ).toBeVisible();
  });

  test('before sign-in, the public pages switch language, keep it in this browser, and the prerendered copy stays English', async ({
    page,
  }) => {
    await page.goto('/login');
    await appReady(page);
    await expect(page.getByRole('heading', { name: 'Log in to Folio', level: 1 })).toBeVisible();
    await markNoReload(page);

    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page.getByRole('heading', { name: 'Bei Folio anmelden', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle('Anmelden · Folio');
    expect(await notReloaded(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('pref-locale'))).toBe('de');

    // The form's checks before sending show the contracts' messages in German too.
    await page.getByLabel('E-Mail').fill('not-an-address');
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('x');
    await page.locator('form').getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText(translateMessage(MSG.emailInvalid, 'de'))).toBeVisible();

    await page.goto('/forgot-password');
    await appReady(page);
    await expect(page.getByRole('heading', { name: 'Passwort zurücksetzen', level: 1 })).toBeVisible();

    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('es');
    await expect(page.getByRole('heading', { name: 'Restablezca su contraseña', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // The HTML the server sends for the page is the English prerendered copy.
    const html = await (await page.request.get('/login')).text();
    expect(html).toContain('Log in to Folio');
  });
});
