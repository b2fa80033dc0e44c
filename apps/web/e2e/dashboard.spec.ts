import { expect, test } from '@playwright/test';
import { type Account, api, registerAccount, signIn } from './helpers';

async function seedWorkspace(request: Parameters<typeof api>[0], account: Account) {
  const token = account.token;
  const client = await api<{ _id: string }>(request, 'POST', '/clients', {
    token,
    data: { name: 'Acme Corp', email: 'billing@acme.test' },
  });
  const project = await api<{ _id: string }>(request, 'POST', '/projects', {
    token,
    data: { title: 'Website redesign', client: client._id, priceCents: 250_000 },
  });
  const invoice = await api<{ _id: string }>(request, 'POST', '/invoices', {
    token,
    data: {
      client: client._id,
      project: [project._id],
      items: [{ description: 'Design work', quantity: 10, unitPrice: 120.5 }],
      currency: 'USD',
    },
  });
  await api(request, 'PATCH', `/invoices/${invoice._id}/mark-paid`, { token, data: { amount: 500.25 } });
  await api(request, 'POST', '/invoices', {
    token,
    data: {
      client: client._id,
      project: [project._id],
      items: [{ description: 'Hosting', quantity: 1, unitPrice: 80 }],
      currency: 'USD',
    },
  });
  return { client, project, invoice };
}

test.describe('dashboard (SPEC §2.5)', () => {
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

    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Clients' })).toHaveAttribute('href', '/clients');
    await expect(main.getByRole('link', { name: 'Active Projects' })).toHaveAttribute(
      'href',
      '/projects?status=active',
    );
    await expect(main.getByRole('link', { name: 'Unpaid Invoices' })).toHaveAttribute(
      'href',
      '/invoices?status=nonArchived',
    );

    const recent = page.getByRole('region', { name: 'Recent Activity' });
    await expect(recent.getByText('created client Acme Corp')).toBeVisible();
    await expect(recent.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/activity');
    await expect(recent.getByRole('link', { name: 'Open client Acme Corp' })).toHaveAttribute(
      'href',
      `/clients?open=${client._id}`,
    );

    // A month opens the activity log for that month (ISO start of month → start of next month).
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
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
    expect(from.getUTCDate()).toBe(1);
    expect(to.getUTCMonth()).toBe((from.getUTCMonth() + 1) % 12);
  });

  test('the onboarding checklist follows the data and its dismissal is per organization', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, { orgName: 'First Org' });
    await signIn(page, account);
    await page.goto('/dashboard');
    const checklist = page.getByRole('region', { name: 'Get started with Folio' });
    await expect(checklist).toContainText('0 of 4 done');
    await expect(checklist.getByRole('link', { name: 'Add your first client' })).toHaveAttribute(
      'href',
      '/clients/new',
    );

    // A teammate who already has an account is added at once: the invite step is done.
    const teammate = await registerAccount(request, { name: 'Team Mate' });
    await api(request, 'POST', '/org/invite', {
      token: account.token,
      data: { name: teammate.name, email: teammate.email, role: 'viewer' },
    });
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

    // Another organization has its own checklist…
    const created = await api<{ org: { _id: string } }>(request, 'POST', '/org/create', {
      token: account.token,
      data: { name: 'Second Org' },
    });
    await page.reload();
    await expect(page.getByText('Second Org')).toBeVisible();
    await expect(checklist).toContainText('0 of 4 done');

    // …and the first one's stays dismissed.
    const orgs = await api<{ orgs: { org: { _id: string; name: string } }[] }>(request, 'GET', '/auth/orgs', {
      token: account.token,
    });
    const first = orgs.orgs.find((entry) => entry.org._id !== created.org._id)!;
    await api(request, 'PUT', '/auth/switch-org', { token: account.token, data: { orgId: first.org._id } });
    await page.reload();
    await expect(page.getByTestId('summary-Clients')).toHaveText('1');
    await expect(checklist).toBeHidden();
  });
});
