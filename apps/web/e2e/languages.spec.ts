import { MSG, translateMessage, WORKSPACE_MSG } from '@folio/contracts';
import { expect, type Page, test } from '@playwright/test';
import { api, appReady, registerAccount, seedWorkspace, signIn } from './helpers';

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

  for (const { locale, labels } of [
    {
      locale: 'fr',
      labels: {
        save: 'Créer le client',
        name: 'Nom',
        email: 'E-mail',
        created: 'Client créé',
        draft: 'Brouillon',
      },
    },
    {
      locale: 'de',
      labels: {
        save: 'Kunde anlegen',
        name: 'Name',
        email: 'E-Mail',
        created: 'Kunde angelegt',
        draft: 'Entwurf',
      },
    },
  ] as const) {
    test(`in ${locale}: a form's checks, its toast, and money, dates and statuses in the invoice list`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const account = await registerAccount(request, { name: 'Lina Weber', orgName: 'Weber Studio' });
      const { client, project } = await seedWorkspace(request, account);
      await api(request, 'POST', '/invoices', {
        token: account.token,
        data: {
          client: client._id,
          project: [project._id],
          items: [{ description: 'Workshop', quantity: 1, unitPrice: 1205 }],
          currency: 'USD',
          dueDate: '2027-03-15',
        },
      });
      await api(request, 'PATCH', '/users/me/preferences', { token: account.token, data: { locale } });
      await signIn(page, account);

      // The form's own checks, before anything is sent, in the user's language.
      await page.goto('/clients/new');
      await appReady(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.getByRole('textbox', { name: labels.email }).fill('not-an-address');
      await page.getByRole('button', { name: labels.save }).click();
      await expect(
        page.getByText(translateMessage(WORKSPACE_MSG.clientNameRequired, locale)).first(),
      ).toBeVisible();
      await expect(page.getByText(translateMessage(MSG.emailInvalid, locale)).first()).toBeVisible();
      // Fixed, it saves, and the toast says so in that language.
      await page.getByRole('textbox', { name: labels.email }).fill('bonjour@dupont.test');
      // Enter submits: the earlier "fix the errors" toast may still cover the button at this width.
      const name = page.getByRole('textbox', { name: labels.name, exact: true });
      await name.fill('Boulangerie Dupont');
      await name.press('Enter');
      await expect(page.getByText(labels.created, { exact: true }).first()).toBeVisible();

      // The invoice list: the due date, the amounts and the statuses as the language writes them.
      await page.goto('/invoices');
      await appReady(page);
      const list = page.getByRole('list', { name: locale === 'fr' ? 'Factures' : 'Rechnungen' });
      await expect(list.getByText(dueRegex(locale)).first()).toBeVisible();
      await expect(list.getByText(moneyRegex(locale)).first()).toBeVisible();
      await expect(list.getByText(labels.draft, { exact: true }).first()).toBeVisible();
    });
  }
});

/** 2027-03-15 as Intl writes it in French ("15 mars 2027") and in German ("15.03.2027"). */
const dueRegex = (locale: 'fr' | 'de') => (locale === 'fr' ? /15 mars 2027/ : /15\.03\.2027/);
/** $1,205.00 in French ("1 205,00 $") and in German ("1.205,00 $"). */
const moneyRegex = (locale: 'fr' | 'de') =>
  new RegExp(locale === 'fr' ? `^1${anySpace}205,00${anySpace}\\$$` : `^1\\.205,00${anySpace}\\$$`);
