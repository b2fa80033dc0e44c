import { expect, test } from '@playwright/test';
import { api, inviteExisting, registerAccount, registerVerified, seedWorkspace, signIn } from './helpers';

test.describe('dashboard', () => {
  test('summary cards, paid revenue chart and recent activity after data is created', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    const { client } = await seedWorkspace(request, account);
    await signIn(page, account);
    await page.goto('/dashboard');

    await expect(page.getByTestId('summary-Clients')).toHaveText('1');
    await expect(page.getByTestId('summary-Active Projects')).toHaveText('1');
    await expect(page.getByTestId('summary-Unpaid Invoices')).toHaveText('2');
    // 1,205.00 − 500.25 paid + 80.00
    await expect(page.getByTestId('summary-unpaid-total')).toHaveText('$784.75');
    await expect(page.getByRole('heading', { name: 'Revenue (Paid) – Last 6 Months' })).toBeVisible();
    await expect(page.getByTestId('revenue-total')).toHaveText('Total: $500.25');

    // Each card is a link whose name carries its figures too, not just its title.
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Clients 1', exact: true })).toHaveAttribute(
      'href',
      '/clients',
    );
    await expect(main.getByRole('link', { name: 'Active Projects 1', exact: true })).toHaveAttribute(
      'href',
      '/projects?status=active',
    );
    await expect(main.getByRole('link', { name: 'Unpaid Invoices 2 $784.75', exact: true })).toHaveAttribute(
      'href',
      '/invoices?status=nonArchived',
    );
    // A card reached with the keyboard shows a focus ring.
    await main.getByRole('link', { name: 'Active Projects 1', exact: true }).focus();
    await page.keyboard.press('Shift+Tab');
    const clientsCard = main.getByRole('link', { name: 'Clients 1', exact: true });
    await expect(clientsCard).toBeFocused();
    await expect(clientsCard).toHaveCSS('outline-style', 'solid');

    const recent = page.getByRole('region', { name: 'Recent Activity' });
    await expect(recent.getByText('created client Acme Corp')).toBeVisible();
    await expect(recent.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/activity');
    await expect(recent.getByRole('link', { name: 'Open client Acme Corp' })).toHaveAttribute(
      'href',
      `/clients?open=${client._id}`,
    );

    // The chart is hidden from assistive technology, so nothing in it may take keyboard focus; the
    // month buttons under it are what the keyboard reaches.
    const revenue = page.getByRole('region', { name: 'Revenue (Paid) – Last 6 Months' });
    await expect(revenue.locator('[aria-hidden="true"] [tabindex]:not([tabindex="-1"])')).toHaveCount(0);
    await expect(revenue.getByRole('button', { name: /^Activity for / })).toHaveCount(6);

    // A month opens the activity log for that month: its first and last millisecond as ISO timestamps.
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - 1).toISOString();
    expect(to).toMatch(/T23:59:59\.999Z$/);
    await page.getByRole('button', { name: /^Activity for .*\$500\.25 paid$/ }).click();
    await expect(page).toHaveURL(/\/activity\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('from')).toBe(from);
    expect(url.searchParams.get('to')).toBe(to);
  });

  test('clicking a bar opens that month in the activity log', async ({ page, request }) => {
    const account = await registerAccount(request);
    await seedWorkspace(request, account);
    await signIn(page, account);
    await page.goto('/dashboard');
    const bars = page.locator('.recharts-bar-rectangle');
    await expect(bars.last()).toBeVisible();
    await bars.last().click();
    await expect(page).toHaveURL(/\/activity\?from=.+&to=.+/);
    const url = new URL(page.url());
    const from = new Date(url.searchParams.get('from')!);
    const to = new Date(url.searchParams.get('to')!);
    expect(from.toISOString()).toMatch(/-01T00:00:00\.000Z$/);
    // The last millisecond of the same month.
    expect(to.getUTCMonth()).toBe(from.getUTCMonth());
    expect(new Date(to.getTime() + 1).getUTCDate()).toBe(1);
    expect(to.toISOString()).toMatch(/T23:59:59\.999Z$/);
  });

  test('the summary cards group large counts as the language does', async ({ page, request }) => {
    const account = await registerAccount(request);
    await seedWorkspace(request, account);
    // An organization of ten thousand clients is not made here: the server's counts are scaled up
    // in its answer, and the cards must show them grouped like the lists' titles.
    await page.route('**/trpc/**', async (route) => {
      const paths = new URL(route.request().url()).pathname.replace(/^\/trpc\//, '').split(',');
      const index = paths.indexOf('dashboard.summary');
      if (index < 0) return route.continue();
      const response = await route.fetch();
      const body = (await response.json()) as { result: { data: Record<string, number> } }[];
      Object.assign(body[index]!.result.data, {
        totalClients: 10557,
        activeProjects: 1234,
        unpaidInvoices: 55208,
      });
      await route.fulfill({ response, json: body });
    });
    await signIn(page, account);
    await page.goto('/dashboard');
    await expect(page.getByTestId('summary-Clients')).toHaveText('10,557');
    await expect(page.getByTestId('summary-Active Projects')).toHaveText('1,234');
    await expect(page.getByTestId('summary-Unpaid Invoices')).toHaveText('55,208');

    await api(request, 'PATCH', '/users/me/preferences', { token: account.token, data: { locale: 'de' } });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('summary-Clients')).toHaveText('10.557');
    await expect(page.getByTestId('summary-Unpaid Invoices')).toHaveText('55.208');
  });

  test('an onboarding step is done when its record exists in any status', async ({ page, request }) => {
    const account = await registerAccount(request, { orgName: 'Archived Things Org' });
    const token = account.token;
    const client = await api<{ _id: string }>(request, 'POST', '/clients', {
      token,
      data: { name: 'Old Client' },
    });
    const project = await api<{ _id: string }>(request, 'POST', '/projects', {
      token,
      data: { title: 'Finished work', client: client._id },
    });
    const invoice = await api<{ _id: string }>(request, 'POST', '/invoices', {
      token,
      data: {
        client: client._id,
        project: [project._id],
        items: [{ description: 'Old work', quantity: 1, unitPrice: 10 }],
        currency: 'USD',
      },
    });
    // Archived, completed, archived: the summary (active clients and projects, unpaid invoices, paid
    // revenue) counts none of them.
    await api(request, 'PUT', `/invoices/${invoice._id}`, { token, data: { status: 'archived' } });
    await api(request, 'PATCH', `/projects/${project._id}/status`, { token, data: { status: 'completed' } });
    await api(request, 'PUT', `/clients/${client._id}`, { token, data: { status: 'archived' } });

    await signIn(page, account);
    await page.goto('/dashboard');
    await expect(page.getByTestId('summary-Clients')).toHaveText('0');
    await expect(page.getByTestId('summary-Active Projects')).toHaveText('0');
    await expect(page.getByTestId('summary-Unpaid Invoices')).toHaveText('0');
    const checklist = page.getByRole('region', { name: 'Get started with Folio' });
    await expect(checklist).toContainText('3 of 4 done');
    await expect(checklist.getByRole('link', { name: 'Add your first client' })).toHaveCount(0);
    await expect(checklist.getByRole('link', { name: 'Create a project' })).toHaveCount(0);
    await expect(checklist.getByRole('link', { name: 'Create an invoice' })).toHaveCount(0);
    await expect(checklist.getByRole('link', { name: 'Invite a teammate' })).toBeVisible();
  });

  test('the onboarding checklist follows the data and its dismissal is per organization', async ({
    page,
    request,
  }) => {
    // Inviting needs a verified email.
    const account = await registerVerified(request, { orgName: 'First Org' });
    await signIn(page, account);
    await page.goto('/dashboard');
    const checklist = page.getByRole('region', { name: 'Get started with Folio' });
    await expect(checklist).toContainText('0 of 4 done');
    await expect(checklist.getByRole('link', { name: 'Add your first client' })).toHaveAttribute(
      'href',
      '/clients/new',
    );

    // A teammate with an account joins once they accept the invitation: the invite step is done.
    const teammate = await registerVerified(request, { name: 'Team Mate' });
    const invitation = await inviteExisting(request, account, teammate);
    await api(request, 'POST', `/auth/invitations/${invitation._id}/accept`, { token: teammate.token });
    await api(request, 'POST', '/clients', { token: account.token, data: { name: 'First Client' } });
    await page.reload();
    await expect(checklist).toContainText('2 of 4 done');
    await expect(checklist.getByRole('link', { name: 'Add your first client' })).toHaveCount(0);
    await expect(checklist.getByRole('link', { name: 'Invite a teammate' })).toHaveCount(0);

    await checklist.getByRole('button', { name: 'Dismiss checklist' }).click();
    await expect(checklist).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('summary-Clients')).toHaveText('1');
    await expect(checklist).toBeHidden();

    // Another organization has its own checklist (joined by invitation: the free plan creates only one)…
    const other = await registerVerified(request, { orgName: 'Second Org' });
    const second = await inviteExisting(request, other, account);
    await api(request, 'POST', `/auth/invitations/${second._id}/accept`, { token: account.token });
    await page.reload();
    await expect(page.getByText('Second Org')).toBeVisible();
    // Two members there already: only the invite step is done.
    await expect(checklist).toContainText('1 of 4 done');

    // …and the first one's stays dismissed.
    const orgs = await api<{ orgs: { org: { _id: string; name: string } }[] }>(request, 'GET', '/auth/orgs', {
      token: account.token,
    });
    const first = orgs.orgs.find((entry) => entry.org.name === 'First Org')!;
    await api(request, 'PUT', '/auth/switch-org', { token: account.token, data: { orgId: first.org._id } });
    await page.reload();
    await expect(page.getByTestId('summary-Clients')).toHaveText('1');
    await expect(checklist).toBeHidden();
  });
});
