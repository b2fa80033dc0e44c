import { TIME_ZONES } from '@folio/contracts';
import { expect, type Page, test } from '@playwright/test';
import { api, appReady, registerAccount, seedWorkspace, signIn } from './helpers';

/**
 * The pseudo-locale (docs/decisions.md §23) shows every catalog text accented and in ⟦brackets⟧, so
 * a text that does not come from a catalog is the one left readable: no screen may show one.
 */
const PUBLIC_SCREENS = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/legal/terms',
  '/legal/privacy',
  '/unsubscribe',
];

/** The signed-in screens, each list with its panel and its forms. */
const SIGNED_IN_SCREENS = (ids: {
  client: string;
  project: string;
  invoice: string;
  series: string;
  quote: string;
}) => [
  '/dashboard',
  '/clients',
  `/clients/${ids.client}`,
  '/clients/new',
  `/clients/${ids.client}/edit`,
  '/projects',
  `/projects/${ids.project}`,
  '/projects/new',
  `/projects/${ids.project}/edit`,
  '/invoices',
  `/invoices/${ids.invoice}`,
  '/invoices/new',
  `/invoices/${ids.invoice}/edit`,
  '/invoices/recurring',
  `/invoices/recurring?open=${ids.series}`,
  '/invoices/recurring/new',
  `/invoices/recurring/${ids.series}/edit`,
  '/quotes',
  `/quotes/${ids.quote}`,
  '/quotes/new',
  `/quotes/${ids.quote}/edit`,
  '/activity',
  '/orgs',
  '/org',
  '/settings/billing',
  '/settings/business',
  '/settings/payments',
  '/settings/taxes',
  '/settings/api-keys',
  '/settings/webhooks',
];

/**
 * The words a user reads on the page that are not marked: visible text and the names and
 * placeholders of controls, with the marked texts, the user's own data and formatted values
 * (numbers, dates) taken out.
 */
async function unmarkedWords(page: Page, data: string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: only what is rendered visibly counts.
    const out = [document.body.innerText];
    for (const element of document.querySelectorAll<HTMLElement>('[aria-label], [placeholder], [title]')) {
      if (element.closest('[hidden], [aria-hidden="true"]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out;
  });
  let rest = texts.join('\n');
  rest = rest.replace(/⟦[^⟧]*⟧/g, ' ');
  // Longest first, so that "America/Bahia Banderas" goes whole before "America/Bahia".
  for (const value of [...data].sort((a, b) => b.length - a.length)) rest = rest.split(value).join(' ');
  // Formatted dates and times in the pseudo-locale's Intl formats.
  rest = rest.replace(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b|\b[AP]M\b/g, ' ');
  // Relative times as Intl writes them ("3 minutes ago", "yesterday").
  rest = rest.replace(
    /\b\d+ (second|minute|hour|day|week|month|year)s? ago\b|\b(yesterday|today|now)\b/g,
    ' ',
  );
  return [...new Set(rest.match(/[A-Za-z]{2,}/g) ?? [])];
}

test.describe('pseudo-locale', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('pseudo-locale', 'on'));
  });

  for (const path of PUBLIC_SCREENS) {
    test(`${path} shows no text outside the catalogs`, async ({ page }) => {
      await page.goto(path);
      await appReady(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
      // The product's name and the support address are the same in every language.
      expect(await unmarkedWords(page, ['Folio', 'support@folio.app'])).toEqual([]);
    });
  }

  test('the signed-in shell and the profile show no text outside the catalogs', async ({ page, request }) => {
    const account = await registerAccount(request, { name: 'Pseudo Person', orgName: 'Pseudo Org' });
    await signIn(page, account);
    await page.goto('/profile');
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
    await expect(page.getByTestId('profile-email')).toHaveText(account.email);
    // The time zone choices are city and IANA names, written the same in every language.
    const cities = await page
      .locator('select:has(option[value="Pacific/Kiritimati"]) option')
      .allTextContents();
    expect(cities).toEqual(expect.arrayContaining(TIME_ZONES.map((zone) => zone.label)));
    expect(
      await unmarkedWords(page, [account.name, account.email, account.orgName, 'PP', 'PO', ...cities]),
    ).toEqual([]);
  });

  test('every signed-in screen, panel and form shows no text outside the catalogs', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const account = await registerAccount(request, { name: 'Pseudo Person', orgName: 'Pseudo Org' });
    const { client, project, invoice } = await seedWorkspace(request, account);
    await api(request, 'POST', '/org/tax-rates', {
      token: account.token,
      data: { name: 'VAT', percent: 20 },
    });
    await api(request, 'POST', '/notes', {
      token: account.token,
      data: { entityType: 'client', objectId: client._id, body: 'Call Monday' },
    });
    const key = await api<{ prefix: string }>(request, 'POST', '/org/api-keys', {
      token: account.token,
      data: { name: 'Pseudo sync', role: 'member' },
      expectStatus: 201,
    });
    await api(request, 'POST', '/org/webhooks', {
      token: account.token,
      data: { url: 'http://127.0.0.1:9/pseudo', events: ['client.created'] },
      expectStatus: 201,
    });
    // A monthly series (weekday names would be Intl's, not the catalogs') started in the past.
    const series = await api<{ _id: string }>(request, 'POST', '/recurring-invoices', {
      token: account.token,
      data: {
        client: client._id,
        project: [project._id],
        currency: 'USD',
        items: [{ description: 'Hosting', quantity: 1, unitPrice: 80 }],
        frequency: 'monthly',
        startDate: new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10),
      },
    });
    // A draft quote (its form and panel), sent later for its client page.
    const quote = await api<{ _id: string }>(request, 'POST', '/quotes', {
      token: account.token,
      data: {
        client: client._id,
        project: [project._id],
        currency: 'USD',
        validUntil: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
        items: [{ description: 'Discovery', quantity: 1, unitPrice: 500 }],
      },
    });
    await signIn(page, account);
    const data = [
      'Discovery',
      'Pseudo sync',
      key.prefix,
      'http://127.0.0.1:9/pseudo',
      'client.created',
      account.name,
      account.email,
      account.orgName,
      'PP',
      'PO',
      'Acme Corp',
      'billing@acme.test',
      'Website redesign',
      'Design work',
      'Hosting',
      'VAT',
      'Call Monday',
      'Folio',
      'USD',
    ];
    const found: Record<string, string[]> = {};
    for (const path of SIGNED_IN_SCREENS({
      client: client._id,
      project: project._id,
      invoice: invoice._id,
      series: series._id,
      quote: quote._id,
    })) {
      await page.goto(path);
      await appReady(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('⟦');
      await page.waitForLoadState('networkidle');
      // Select options that are data: time zones (city and IANA names) and currency codes.
      const options = await page.locator('select option').allTextContents();
      const words = await unmarkedWords(page, [
        ...data,
        ...options.filter((option) => !option.includes('⟦')),
      ]);
      if (words.length > 0) found[path] = words;
    }

    // The client's pages of the invoice once sent: its page with Pay, and the test payment page.
    await api(request, 'PUT', `/invoices/${invoice._id}`, { token: account.token, data: { status: 'sent' } });
    const link = await api<{ url: string }>(request, 'GET', `/invoices/${invoice._id}/share-link`, {
      token: account.token,
    });
    const invoicePage = new URL(link.url).pathname;
    const checkout = await api<{ url: string }>(
      request,
      'POST',
      `/public/invoices/${invoicePage.slice('/i/'.length)}/checkout`,
      { data: {} },
    );
    for (const [path, testId] of [
      [invoicePage, 'pay'],
      [new URL(checkout.url).pathname, 'mock-pay'],
    ] as const) {
      await page.goto(path);
      await appReady(page);
      await expect(page.getByTestId(testId)).toContainText('⟦');
      const words = await unmarkedWords(page, data);
      if (words.length > 0) found[path] = words;
    }

    // The client's page of the quote once sent, with Accept open.
    await api(request, 'PATCH', `/quotes/${quote._id}/mark-sent`, { token: account.token });
    const quoteLink = await api<{ url: string }>(request, 'GET', `/quotes/${quote._id}/share-link`, {
      token: account.token,
    });
    const quotePage = new URL(quoteLink.url).pathname;
    await page.goto(quotePage);
    await appReady(page);
    await page.getByTestId('quote-answer').getByRole('button').first().click();
    await expect(page.getByTestId('accept-form')).toContainText('⟦');
    const quoteWords = await unmarkedWords(page, data);
    if (quoteWords.length > 0) found[quotePage] = quoteWords;
    expect(found).toEqual({});
  });
});
