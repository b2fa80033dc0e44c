import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import {
  type Account,
  answerDashboardWith,
  api,
  forbidden,
  inviteExisting,
  registerAccount,
  registerVerified,
  seedWorkspace,
} from './helpers';

/**
 * Every screen the browser suite reaches, in the states a user sees (menus, results, dialogs, form
 * errors), checked with axe at desktop and phone width in both themes. A new screen is one entry in
 * SCREENS; it is then held to the same rules in every variant. Each screen loads once and is checked
 * in each variant in turn (the width and the system theme change under it, as when a window is
 * resized or the system theme switches), so a run stays short.
 */

const VARIANTS = [
  { name: 'desktop, light', width: 'desktop', viewport: { width: 1280, height: 800 }, colorScheme: 'light' },
  { name: 'desktop, dark', width: 'desktop', viewport: { width: 1280, height: 800 }, colorScheme: 'dark' },
  { name: 'phone, light', width: 'phone', viewport: { width: 390, height: 844 }, colorScheme: 'light' },
  { name: 'phone, dark', width: 'phone', viewport: { width: 390, height: 844 }, colorScheme: 'dark' },
] as const;

/** The accounts and links the screens need, made once through the REST API. */
type Seed = {
  /** A new account: its organization has no clients, projects or invoices yet. */
  empty: Account;
  /** An account with a client, a project, invoices and a pending invitation to another organization. */
  full: Account;
  /** The organization that invited `full`. */
  inviterOrg: string;
  /** An invitation of a new address to the organization of `full`. */
  inviteToken: string;
  /** The client and project of `full` (the client has a note). */
  clientId: string;
  projectId: string;
  /** The partly paid invoice of `full`. */
  invoiceId: string;
  /** A monthly recurring invoice series of `full`, starting next week. */
  seriesId: string;
  /** A sent quote of `full`, and its client page. */
  quoteId: string;
  quotePage: string;
  /** A sent invoice's client page (in the inviter's organization) and its test payment page. */
  invoicePage: string;
  payPage: string;
};

type Screen = {
  name: string;
  path: string | ((seed: Seed) => string);
  /** Signed in as this account; signed out when absent. */
  as?: 'empty' | 'full';
  only?: 'desktop' | 'phone';
  /** Before the page loads: answers the page's calls are replaced with. */
  prepare?: (page: Page) => Promise<unknown>;
  /**
   * Waits for the content and opens the state that is checked; returns what shows that state, which
   * must still be visible in every variant.
   */
  ready: (page: Page, seed: Seed) => Promise<Locator>;
};

const visible = async (locator: Locator) => {
  await expect(locator).toBeVisible();
  return locator;
};

const heading = (name: string | RegExp) => (page: Page) =>
  visible(page.getByRole('heading', { level: 1, name }));

const SCREENS: Screen[] = [
  // Public
  { name: 'landing', path: '/', ready: heading(/./) },
  { name: 'log in', path: '/login', ready: heading('Log in to Folio') },
  {
    name: 'log in with validation errors',
    path: '/login',
    ready: async (page) => {
      const email = page.getByRole('textbox', { name: 'Email' });
      // The prerendered form can show before the app takes it over: submit again until it answers.
      await expect(async () => {
        await page.getByRole('button', { name: 'Log in', exact: true }).click();
        await expect(email).toHaveAttribute('aria-invalid', 'true', { timeout: 1_000 });
      }).toPass();
      return email;
    },
  },
  { name: 'register', path: '/register', ready: heading('Create your account') },
  {
    name: 'register with an invitation',
    path: (seed) => `/register?invite=${seed.inviteToken}`,
    ready: async (page, { full }) => {
      await heading(`Join ${full.orgName}`)(page);
      const join = page.getByRole('button', { name: 'Join Organization' });
      await expect(join).toBeEnabled();
      return join;
    },
  },
  { name: 'forgot password', path: '/forgot-password', ready: heading('Reset your password') },
  {
    name: 'reset password',
    path: '/reset-password?token=unused-token',
    ready: heading('Choose a new password'),
  },
  {
    name: 'verify email, in progress',
    path: '/verify-email?token=unused-token',
    // The answer never comes: the page stays on its progress state instead of redirecting.
    prepare: (page) => page.route('**/trpc/*auth.verifyEmail*', () => {}),
    ready: (page) => visible(page.getByText('Verifying your email…')),
  },
  {
    name: 'undo email change, failed',
    path: '/undo-email-change',
    ready: (page) => visible(page.getByRole('alert')),
  },
  { name: 'terms', path: '/legal/terms', ready: heading('Terms of Service') },
  { name: 'privacy', path: '/legal/privacy', ready: heading('Privacy Policy') },

  // Signed in
  {
    name: 'dashboard of a new organization',
    path: '/dashboard',
    as: 'empty',
    ready: async (page) => {
      const clients = page.getByTestId('summary-Clients');
      await expect(clients).toHaveText('0');
      return clients;
    },
  },
  {
    name: 'dashboard with data',
    path: '/dashboard',
    as: 'full',
    ready: async (page) => {
      await expect(page.getByTestId('summary-Clients')).toHaveText('1');
      return visible(page.getByTestId('revenue-total'));
    },
  },
  {
    name: 'profile',
    path: '/profile',
    as: 'full',
    ready: (page) => visible(page.getByRole('textbox', { name: 'Name' })),
  },
  {
    name: 'business details',
    path: '/settings/business',
    as: 'full',
    ready: (page) => visible(page.getByRole('textbox', { name: 'Legal name' })),
  },
  {
    name: 'payment settings',
    path: '/settings/payments',
    as: 'full',
    ready: (page) => visible(page.getByRole('button', { name: 'Add a reminder' })),
  },
  {
    name: 'payment settings with a refused rule',
    path: '/settings/payments',
    as: 'full',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Add a reminder' }).click();
      await page.getByRole('combobox', { name: 'Reminder 1: When' }).selectOption('after');
      await page.getByRole('textbox', { name: 'Reminder 1: Days' }).fill('90');
      await page.getByRole('button', { name: 'Save' }).click();
      return visible(page.getByTestId('rules-error'));
    },
  },
  {
    name: "client's invoice page with Pay",
    path: (seed) => seed.invoicePage,
    ready: (page) => visible(page.getByTestId('pay')),
  },
  {
    name: 'test payment page',
    path: (seed) => seed.payPage,
    ready: (page) => visible(page.getByTestId('mock-pay')),
  },
  {
    name: 'tax rates',
    path: '/settings/taxes',
    as: 'full',
    ready: (page) => visible(page.getByRole('textbox', { name: 'Name', exact: true })),
  },
  {
    name: 'API keys',
    path: '/settings/api-keys',
    as: 'full',
    ready: (page) => visible(page.getByRole('button', { name: 'Revoke Accounting sync' })),
  },
  {
    name: 'API keys, create dialog',
    path: '/settings/api-keys',
    as: 'full',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Create API key' }).click();
      return visible(page.getByRole('dialog', { name: 'Create an API key' }));
    },
  },
  {
    name: 'webhooks',
    path: '/settings/webhooks',
    as: 'full',
    ready: (page) => visible(page.getByTestId('webhook-endpoint').filter({ hasText: 'client.created' })),
  },
  {
    name: 'webhooks, endpoint form with its events',
    path: '/settings/webhooks',
    as: 'full',
    ready: async (page) => {
      await page.getByRole('button', { name: /^Edit http/ }).click();
      return visible(page.getByRole('dialog', { name: 'Edit webhook endpoint' }));
    },
  },
  {
    name: 'organizations with a pending invitation',
    path: '/orgs',
    as: 'full',
    ready: (page, seed) => visible(page.getByRole('listitem', { name: seed.inviterOrg })),
  },
  {
    name: 'clients',
    path: '/clients',
    as: 'full',
    ready: (page) => visible(page.getByRole('listitem').filter({ hasText: 'Acme Corp' })),
  },
  {
    name: 'clients, none found',
    path: '/clients?q=no-such-client',
    as: 'full',
    ready: (page) => visible(page.getByText('No clients found.')),
  },
  {
    name: 'client card menu open',
    path: '/clients',
    as: 'full',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Actions for Acme Corp' }).click();
      return visible(page.getByRole('menuitem', { name: 'Delete' }));
    },
  },
  {
    name: 'client delete confirmation',
    path: '/clients',
    as: 'full',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Actions for Acme Corp' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      return visible(page.getByRole('dialog').getByText('Delete this client and related items?'));
    },
  },
  {
    name: 'client panel with notes',
    path: (seed) => `/clients?open=${seed.clientId}`,
    as: 'full',
    ready: async (page) => {
      const panel = page.getByRole('dialog', { name: 'Acme Corp' });
      await expect(panel.getByText('Website redesign')).toBeVisible();
      await expect(panel.getByText('Kick-off call went well.')).toBeVisible();
      return panel;
    },
  },
  {
    name: 'client form with errors',
    path: '/clients/new',
    as: 'full',
    ready: async (page) => {
      await page.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
      await page.getByRole('button', { name: 'Create client' }).click();
      return visible(page.getByText('Enter a valid email address'));
    },
  },
  {
    name: 'projects',
    path: '/projects',
    as: 'full',
    ready: (page) => visible(page.getByRole('listitem').filter({ hasText: 'Website redesign' })),
  },
  {
    name: 'project panel',
    path: (seed) => `/projects?open=${seed.projectId}`,
    as: 'full',
    ready: async (page) => {
      const panel = page.getByRole('dialog', { name: 'Website redesign' });
      await expect(panel.getByRole('button', { name: 'Complete' })).toBeVisible();
      return panel;
    },
  },
  {
    name: 'project form with errors',
    path: '/projects/new',
    as: 'full',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Create project' }).click();
      return visible(page.getByText('Title is required'));
    },
  },
  {
    name: 'project form, client picker open',
    path: (seed) => `/projects/${seed.projectId}/edit`,
    as: 'full',
    ready: async (page) => {
      await page.getByRole('combobox', { name: 'Client' }).click();
      return visible(page.getByRole('option', { name: 'Acme Corp' }));
    },
  },
  {
    name: 'invoices',
    path: '/invoices',
    as: 'full',
    ready: async (page) => {
      await expect(page.getByTestId('tile-unpaid')).toHaveText('2');
      return visible(page.getByRole('link', { name: 'Invoice #0001' }));
    },
  },
  {
    name: 'invoice card menu open',
    path: '/invoices',
    as: 'full',
    ready: async (page) => {
      // The newest invoice's card is the first, in view at every width.
      await page.getByRole('button', { name: 'Actions for invoice #0002' }).click();
      return visible(page.getByRole('menuitem', { name: 'View PDF' }));
    },
  },
  {
    name: 'invoice panel with a payment error',
    path: (seed) => `/invoices?open=${seed.invoiceId}`,
    as: 'full',
    ready: async (page) => {
      const panel = page.getByRole('dialog', { name: 'Invoice #0001' });
      await panel.getByRole('textbox', { name: 'Payment amount' }).fill('0');
      await panel.getByRole('button', { name: 'Mark Paid' }).click();
      await expect(panel.getByText('Enter a valid amount.')).toBeVisible();
      return panel;
    },
  },
  {
    name: 'invoice form with errors',
    path: '/invoices/new',
    as: 'full',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Create invoice' }).click();
      return visible(page.getByText('Client is required'));
    },
  },
  {
    name: 'invoice form, editing',
    path: (seed) => `/invoices/${seed.invoiceId}/edit`,
    as: 'full',
    ready: (page) => visible(page.getByTestId('saved-total')),
  },
  {
    name: 'recurring invoices',
    path: '/invoices/recurring',
    as: 'full',
    ready: (page) => visible(page.getByRole('link', { name: 'Acme Corp' })),
  },
  {
    name: 'recurring invoice panel',
    path: (seed) => `/invoices/recurring?open=${seed.seriesId}`,
    as: 'full',
    ready: async (page) => {
      const panel = page.getByRole('dialog', { name: 'Recurring invoice for Acme Corp' });
      await expect(panel.getByText('No invoices made yet.')).toBeVisible();
      return panel;
    },
  },
  {
    name: 'recurring invoice form with errors',
    path: '/invoices/recurring/new',
    as: 'full',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Create recurring invoice' }).click();
      return visible(page.getByText('Client is required'));
    },
  },
  {
    name: 'recurring invoice form, editing',
    path: (seed) => `/invoices/recurring/${seed.seriesId}/edit`,
    as: 'full',
    ready: (page) => visible(page.getByTestId('next-dates')),
  },
  {
    name: 'quotes',
    path: '/quotes',
    as: 'full',
    ready: (page) => visible(page.getByRole('link', { name: 'Quote Q-0001' })),
  },
  {
    name: 'quote panel',
    path: (seed) => `/quotes?open=${seed.quoteId}`,
    as: 'full',
    ready: async (page) => {
      const panel = page.getByRole('dialog', { name: 'Quote Q-0001' });
      await expect(panel.getByRole('button', { name: 'Convert to invoice' })).toBeEnabled();
      return panel;
    },
  },
  {
    name: 'quote form with errors',
    path: '/quotes/new',
    as: 'full',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Create quote' }).click();
      return visible(page.getByText('Client is required'));
    },
  },
  {
    name: "client's quote page, accepting",
    path: (seed) => seed.quotePage,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Accept' }).click();
      await page.getByRole('button', { name: 'Accept and sign' }).click();
      return visible(page.getByText('Enter your name to accept the quote'));
    },
  },
  {
    name: 'team',
    path: '/org',
    as: 'full',
    ready: (page) => visible(page.getByRole('list', { name: 'Pending invites' })),
  },
  {
    name: 'team, invite form with errors and the rename form',
    path: '/org',
    as: 'full',
    ready: async (page) => {
      // Exact: each pending invite's "Resend invite to …" button contains the same words.
      await page.getByRole('button', { name: 'Send invite', exact: true }).click();
      await expect(page.getByText('Select a role')).toBeVisible();
      await page.getByRole('button', { name: 'Rename' }).click();
      return visible(page.getByRole('textbox', { name: 'Organization name' }));
    },
  },
  { name: 'activity', path: '/activity', as: 'full', ready: heading('Activity') },
  { name: 'billing', path: '/settings/billing', as: 'full', ready: heading('Billing') },
  {
    name: 'account menu open',
    path: '/dashboard',
    as: 'full',
    ready: async (page) => {
      await heading('Dashboard')(page);
      await page.getByRole('button', { name: 'Account menu' }).click();
      return visible(page.getByRole('menuitem', { name: 'Sign out' }));
    },
  },
  {
    name: 'global search with results',
    path: '/dashboard',
    as: 'full',
    ready: async (page) => {
      await heading('Dashboard')(page);
      await page.getByRole('searchbox', { name: 'Search clients, projects and invoices' }).fill('Acme');
      return visible(page.getByRole('option', { name: 'Client Acme Corp' }));
    },
  },
  {
    name: 'navigation drawer open',
    path: '/dashboard',
    as: 'full',
    only: 'phone',
    ready: async (page) => {
      await heading('Dashboard')(page);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      return visible(page.getByRole('dialog', { name: 'Navigation' }));
    },
  },
  {
    name: 'upgrade dialog',
    path: '/dashboard',
    as: 'full',
    prepare: (page) =>
      answerDashboardWith(
        page,
        forbidden('The free plan allows 50 clients. Upgrade to add more.', 'PLAN_UPGRADE_REQUIRED', {
          requiredPlan: 'pro',
          currentPlan: 'free',
          subscriptionStatus: 'inactive',
        }),
      ),
    ready: (page) => visible(page.getByRole('dialog', { name: 'Upgrade required' })),
  },
  {
    name: 'verify-email prompt',
    path: '/dashboard',
    as: 'full',
    prepare: (page) =>
      answerDashboardWith(page, forbidden('Please verify your email address first.', 'EMAIL_NOT_VERIFIED')),
    ready: (page) => visible(page.getByRole('dialog', { name: 'Verify your email address' })),
  },
];

let seed: Seed;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const inviter = await registerVerified(request, { name: 'Ada Inviter', orgName: 'Axe Inviter Org' });
  const empty = await registerAccount(request, { name: 'Nora New', orgName: 'Fresh Start Studio' });
  const full = await registerVerified(request, { name: 'Grace Hopper', orgName: 'Compilers Inc' });
  const workspace = await seedWorkspace(request, full);
  await api(request, 'POST', '/notes', {
    token: full.token,
    data: { entityType: 'client', objectId: workspace.client._id, body: 'Kick-off call went well.' },
  });
  await inviteExisting(request, inviter, full);
  // From another organization: the free plan counts pending invitations as users.
  const invite = await api<{ link: string }>(request, 'POST', '/org/invite', {
    token: full.token,
    data: { name: 'Ivy Invitee', email: `invitee-${Date.now()}@example.com`, role: 'viewer' },
  });
  // An API key and a webhook endpoint, so that their settings screens list one.
  await api(request, 'POST', '/org/api-keys', {
    token: full.token,
    data: { name: 'Accounting sync', role: 'member' },
    expectStatus: 201,
  });
  await api(request, 'POST', '/org/webhooks', {
    token: full.token,
    data: { url: 'http://127.0.0.1:9/axe', events: ['client.created', 'invoice.paid'] },
    expectStatus: 201,
  });
  // A sent invoice of the inviter's, for its client page and the test payment page Pay leads to.
  const buyer = await api<{ _id: string }>(request, 'POST', '/clients', {
    token: inviter.token,
    data: { name: 'Axe Buyer' },
  });
  const site = await api<{ _id: string }>(request, 'POST', '/projects', {
    token: inviter.token,
    data: { title: 'Axe site', client: buyer._id },
  });
  const sent = await api<{ _id: string }>(request, 'POST', '/invoices', {
    token: inviter.token,
    data: {
      client: buyer._id,
      project: [site._id],
      items: [{ description: 'Audit', quantity: 1, unitPrice: 400 }],
      currency: 'USD',
    },
  });
  await api(request, 'PUT', `/invoices/${sent._id}`, { token: inviter.token, data: { status: 'sent' } });
  const link = await api<{ url: string }>(request, 'GET', `/invoices/${sent._id}/share-link`, {
    token: inviter.token,
  });
  const invoicePage = new URL(link.url).pathname;
  const checkout = await api<{ url: string }>(
    request,
    'POST',
    `/public/invoices/${invoicePage.slice('/i/'.length)}/checkout`,
    { data: {} },
  );
  // A recurring series that starts next week: it makes no invoice here, so the invoices screens keep
  // their counts.
  const series = await api<{ _id: string }>(request, 'POST', '/recurring-invoices', {
    token: full.token,
    data: {
      client: workspace.client._id,
      project: [workspace.project._id],
      currency: 'USD',
      items: [{ description: 'Maintenance', quantity: 1, unitPrice: 150 }],
      frequency: 'monthly',
      startDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    },
  });
  // A sent quote, for the quotes screens and its client page.
  const quote = await api<{ _id: string }>(request, 'POST', '/quotes', {
    token: full.token,
    data: {
      client: workspace.client._id,
      project: [workspace.project._id],
      currency: 'USD',
      validUntil: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      items: [{ description: 'Discovery', quantity: 2, unitPrice: 300, discountPercent: 10 }],
    },
  });
  await api(request, 'PATCH', `/quotes/${quote._id}/mark-sent`, { token: full.token });
  const quoteLink = await api<{ url: string }>(request, 'GET', `/quotes/${quote._id}/share-link`, {
    token: full.token,
  });
  const inviteToken = new URL(invite.link).searchParams.get('invite');
  if (!inviteToken) throw new Error(`no invite token in ${invite.link}`);
  seed = {
    empty,
    full,
    inviterOrg: inviter.orgName,
    inviteToken,
    clientId: workspace.client._id,
    projectId: workspace.project._id,
    invoiceId: workspace.invoice._id,
    seriesId: series._id,
    quoteId: quote._id,
    quotePage: new URL(quoteLink.url).pathname,
    invoicePage,
    payPage: new URL(checkout.url).pathname,
  };
  await request.dispose();
});

test.describe('accessibility: axe finds no serious or critical violation', () => {
  for (const screen of SCREENS) {
    const variants = VARIANTS.filter((variant) => !screen.only || screen.only === variant.width);
    test(`${screen.name}, at ${variants.map((variant) => variant.name).join('; ')}`, async ({ page }) => {
      test.setTimeout(90_000);
      const first = variants[0]!;
      await page.setViewportSize(first.viewport);
      await page.emulateMedia({ colorScheme: first.colorScheme });
      const account = screen.as && seed[screen.as];
      if (account) {
        // A token of the test's own: the file's tests can run for longer than an access token
        // lives (15 minutes) on a busy machine, and the page has no refresh cookie to renew one.
        const { token } = await api<{ token: string }>(page.request, 'POST', '/auth/login', {
          data: { email: account.email, password: account.password },
        });
        await page.addInitScript((value) => localStorage.setItem('token', value), token);
      }
      await screen.prepare?.(page);
      await page.goto(typeof screen.path === 'function' ? screen.path(seed) : screen.path);
      const shown = await screen.ready(page, seed);

      for (const variant of variants) {
        await page.setViewportSize(variant.viewport);
        await page.emulateMedia({ colorScheme: variant.colorScheme });
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', variant.colorScheme);
        await expect(shown).toBeVisible();
        await expectNoSeriousViolations(page, `${screen.name} at ${variant.name}`);
      }
    });
  }
});
