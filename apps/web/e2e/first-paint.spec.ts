import { MSG } from '@folio/contracts';
import { expect, test } from '@playwright/test';
import { holdRequests, registerAccount, seedWorkspace, signIn } from './helpers';

test.describe('first paint', () => {
  test('public pages arrive rendered, with their own title, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, title, heading] of [
      ['/', 'Folio — CRM and invoicing for freelancers and small teams', null],
      ['/login', 'Log in · Folio', 'Log in to Folio'],
      ['/register', 'Create account · Folio', null],
      ['/forgot-password', 'Forgot password · Folio', 'Reset your password'],
      ['/legal/terms', 'Terms of Service · Folio', 'Terms of Service'],
      ['/legal/privacy', 'Privacy Policy · Folio', 'Privacy Policy'],
    ] as const) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1, path).toBeVisible();
      if (heading) await expect(h1, path).toHaveText(heading);
    }
    await context.close();
  });

  test('the dashboard arrives as the shell skeleton with its heading, then comes to life', async ({
    page,
  }) => {
    const html = await (await page.request.get('/dashboard')).text();
    expect(html).toContain('<title>Dashboard · Folio</title>');
    expect(html).toContain('Loading your workspace…');
    const account = await registerAccount(page.request);
    await signIn(page, account);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('link', { name: 'Clients', exact: true }).first()).toBeVisible();
    await expect(page.getByText('Loading your workspace…')).toHaveCount(0);
  });

  test('the main signed-in screens arrive as the shell skeleton with their own heading and title', async ({
    page,
  }) => {
    for (const [path, heading] of [
      ['/clients', 'Clients'],
      ['/projects', 'Projects'],
      ['/invoices', 'Invoices'],
      ['/invoices/new', 'New Invoice'],
      ['/activity', 'Activity'],
      ['/org', 'Team'],
      ['/settings/billing', 'Billing'],
    ] as const) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain(`<title>${heading} · Folio</title>`);
      expect(html, path).toContain('Loading your workspace…');
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    }
    // A list's filters keep the copy; a record's own address gets the app, which renders it.
    expect(await (await page.request.get('/clients?status=archived&q=acme')).text()).toContain(
      '<title>Clients · Folio</title>',
    );
    expect(await (await page.request.get('/invoices/abc123')).text()).toContain('<div id="root"></div>');
  });

  test('a query that changes the page gets it rendered from the address, not a prerendered copy', async ({
    page,
  }) => {
    const html = async (url: string) => (await page.request.get(url)).text();
    // An invitation turns the sign-up form into "join this organization".
    expect(await html('/register?invite=abc')).toContain('<div id="root"></div>');
    expect(await html('/?verified=1')).toContain('<div id="root"></div>');
    // Where to go after logging in, or a link's token, changes nothing on the first screen.
    expect(await html('/login?next=/clients')).toContain('Log in to Folio');
    expect(await html('/verify-email?token=abc')).toContain('Verifying your email…');
  });

  test('the saved dark theme is painted before the app code runs', async ({ page }) => {
    await page.goto('/legal/terms');
    await page.evaluate(() => localStorage.setItem('pref-theme', 'dark'));
    // Without the app's scripts only index.html's inline script and the stylesheet apply.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(36, 36, 36)');
  });

  test('a signed-in page shows the shell skeleton while its code and data load', async ({ page }) => {
    const account = await registerAccount(page.request);
    await signIn(page, account);
    const release = await holdRequests(page, '**/assets/_app-*.js');
    await page.goto('/profile');
    await expect(page.getByRole('status').filter({ hasText: 'Loading your workspace…' })).toBeAttached();
    await expect(page.getByRole('banner')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Your Profile', level: 1 })).toBeVisible();
    await expect(page.getByText('Loading your workspace…')).toHaveCount(0);
  });

  test('a prerendered screen starts loading every chunk of its code before the app starts', async ({
    page,
  }) => {
    const account = await registerAccount(page.request);
    await signIn(page, account);
    // The app's own script is held back: whatever is preloaded meanwhile was started by the page
    // itself, not by the app's router loading the screen.
    const release = await holdRequests(page, '**/assets/index-*.js');
    // The new invoice form loads the most chunks of any screen.
    await page.goto('/invoices/new', { waitUntil: 'commit' });
    await expect(page.locator('h1', { hasText: 'New Invoice' })).toBeVisible();
    const missing = () =>
      page.evaluate(() => {
        const boot = document.querySelector<HTMLScriptElement>('script[data-entry]');
        const named = [boot?.dataset.entry ?? '', ...(boot?.dataset.preload ?? '').split(' ')].filter(
          Boolean,
        );
        const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
        const preloaded = new Set(links.map((link) => link.href));
        return {
          named: named.length,
          missing: named.filter((href) => !preloaded.has(new URL(href, location.href).href)),
        };
      });
    expect((await missing()).named).toBeGreaterThan(20);
    await expect.poll(async () => (await missing()).missing).toEqual([]);
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
  });

  test('a prerendered screen sets up the locale data on another thread while its code loads', async ({
    page,
  }) => {
    const account = await registerAccount(page.request);
    await signIn(page, account);
    // What the page's workers say to it, and their errors, recorded as they arrive.
    await page.addInitScript(() => {
      const heard: string[] = [];
      Object.assign(window, { heardFromWorkers: heard });
      const NativeWorker = window.Worker;
      window.Worker = class extends NativeWorker {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          this.addEventListener('message', (event) => heard.push(`${url}: ${String(event.data)}`));
          this.addEventListener('error', (event) => heard.push(`${url} failed: ${event.message}`));
        }
      };
    });
    const heard = () =>
      page.evaluate(() => (window as unknown as { heardFromWorkers: string[] }).heardFromWorkers);
    const release = await holdRequests(page, '**/assets/index-*.js');
    // Listened for as the worker starts, so that a quick worker's end is not missed.
    let ended: Promise<void> | undefined;
    const started = page.waitForEvent('worker', (worker) => {
      if (!worker.url().endsWith('/intl-warmup.js')) return false;
      ended = new Promise((resolve) => worker.once('close', () => resolve()));
      return true;
    });
    await page.goto('/invoices', { waitUntil: 'commit' });
    // The worker formats numbers and dates, says it is done and is ended, all before the app's
    // script has arrived: the page's own first formatting then finds the data set up.
    await started;
    await ended;
    expect(await heard()).toEqual(['/intl-warmup.js: ready']);
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  });

  test('a signed-in screen adds no stylesheet once it runs, when its chart or the toasts load', async ({
    page,
  }) => {
    // A stylesheet added to <head> while the page runs, ahead of the <style> elements in <body>,
    // makes Chromium set up the page's fonts again and lay the whole page out anew.
    const account = await registerAccount(page.request);
    // Paid revenue: the dashboard draws its chart, whose code loads on its own.
    await seedWorkspace(page.request, account);
    await signIn(page, account);
    await page.addInitScript(() => {
      const added: string[] = [];
      Object.assign(window, { stylesheetsAdded: added });
      // The page's own stylesheets are parsed before DOMContentLoaded: only later ones are recorded.
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') added.push(node.href);
        }).observe(document.head, { childList: true });
      });
    });
    const added = () =>
      page.evaluate(() => (window as unknown as { stylesheetsAdded: string[] }).stylesheetsAdded);
    for (const [path, lateChunks] of [
      ['/dashboard', ['revenue-bars', 'notifications']],
      ['/clients', ['notifications']],
    ] as const) {
      // A chunk's stylesheets are added before its code is requested (the build's preload helper),
      // so once these chunks have arrived, anything they would add is in the page.
      const arrived = lateChunks.map((chunk) =>
        page.waitForResponse((response) => new RegExp(`/assets/${chunk}-[^/]*\\.js$`).test(response.url())),
      );
      await page.goto(path);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await Promise.all(arrived);
      expect(await added(), path).toEqual([]);
    }
  });

  test('the dashboard draws its revenue bars without measuring text in the page', async ({ page }) => {
    const account = await registerAccount(page.request);
    await seedWorkspace(page.request, account);
    await signIn(page, account);
    await page.goto('/dashboard');
    // The chart library measures a text by writing it into a hidden element it adds to the page and
    // reading its size back: a layout of the page each time, while the chart draws.
    await expect(page.locator('path.recharts-rectangle').first()).toBeVisible();
    await expect(page.locator('#recharts_measurement_span')).toHaveCount(0);
  });

  test('a prerendered form cannot be used until the app has taken over, then works', async ({ page }) => {
    const account = await registerAccount(page.request);
    const release = await holdRequests(page, '**/assets/index-*.js');
    await page.goto('/login', { waitUntil: 'commit' });
    // Typing into the copy React is about to replace would be lost; submitting it would put the
    // password in the address. The copy is inert until the app has taken over.
    await expect(page.getByRole('heading', { name: 'Log in to Folio' })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Log in' }).click();
    // The form's rules load after the first paint; they still answer the first submit.
    await expect(page.getByText(MSG.emailInvalid)).toBeVisible();
    await expect(page.getByText(MSG.passwordRequired)).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
