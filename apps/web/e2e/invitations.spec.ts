import { expect, type Page, test } from '@playwright/test';
import { api, inviteExisting, registerAccount, registerVerified, signIn } from './helpers';

/** The invitation of one organization on /orgs. */
const invitationTo = (page: Page, orgName: string) =>
  page.getByRole('region', { name: 'Pending invitations' }).getByRole('listitem', { name: orgName });

test.describe('pending invitations on /orgs', () => {
  test('an existing verified account accepts and lands on the new organization, with none of the old data', async ({
    page,
    request,
  }) => {
    const inviter = await registerVerified(request, { name: 'Ines Inviter', orgName: 'Harbor Studio' });
    const invitee = await registerVerified(request, { name: 'Vera Invitee', orgName: 'Vera Home Org' });
    await api(request, 'POST', '/clients', { token: invitee.token, data: { name: 'Home Client' } });

    await signIn(page, invitee);
    await page.goto('/dashboard');
    await expect(page.getByText('Welcome back, Vera · Vera Home Org')).toBeVisible();
    await expect(page.getByTestId('summary-Clients')).toHaveText('1');

    await page.goto('/orgs');
    const section = page.getByRole('region', { name: 'Pending invitations' });
    await expect(section.getByText('No pending invitations', { exact: false })).toBeVisible();

    await inviteExisting(request, inviter, invitee, 'manager');
    // Being invited changes nothing yet: the account is no member until it accepts.
    const members = await api<{ members: unknown[] }>(request, 'GET', '/org/members', {
      token: inviter.token,
    });
    expect(members.members).toHaveLength(1);

    await page.reload();
    const item = invitationTo(page, 'Harbor Studio');
    await expect(item).toContainText('Manager');
    await expect(item).toContainText('Invited by Ines Inviter');
    await expect(item).toContainText(/Expires \w{3} \d{1,2}, \d{4}/);
    // Until it accepts, the account's only organization is its own.
    await expect(page.getByRole('list', { name: 'Your organizations' }).getByRole('listitem')).toHaveCount(1);

    await item.getByRole('button', { name: 'Accept invitation to Harbor Studio' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invitation accepted' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Welcome back, Vera · Harbor Studio')).toBeVisible();
    // The previous organization's figures are gone, not shown from the cache.
    await expect(page.getByTestId('summary-Clients')).toHaveText('0');

    const after = await api<{ members: { user: { email: string }; role: string }[] }>(
      request,
      'GET',
      '/org/members',
      { token: inviter.token },
    );
    expect(after.members.find((member) => member.user.email === invitee.email)?.role).toBe('manager');

    await page.goto('/orgs');
    await expect(section.getByText('No pending invitations', { exact: false })).toBeVisible();
  });

  test('decline removes the invitation and joins nothing', async ({ page, request }) => {
    const first = await registerVerified(request, { orgName: 'Declined Co' });
    const second = await registerVerified(request, { orgName: 'Kept Co' });
    const invitee = await registerVerified(request, { name: 'Dee Cliner', orgName: 'Dee Home' });
    await inviteExisting(request, first, invitee);
    await inviteExisting(request, second, invitee);

    await signIn(page, invitee);
    await page.goto('/orgs');
    await expect(invitationTo(page, 'Declined Co')).toBeVisible();
    await expect(invitationTo(page, 'Kept Co')).toBeVisible();

    await invitationTo(page, 'Declined Co')
      .getByRole('button', { name: 'Decline invitation to Declined Co' })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invitation declined' })).toBeVisible();
    await expect(invitationTo(page, 'Declined Co')).toHaveCount(0);
    await expect(invitationTo(page, 'Kept Co')).toBeVisible();
    await expect(page).toHaveURL(/\/orgs$/);

    await page.reload();
    await expect(invitationTo(page, 'Kept Co')).toBeVisible();
    await expect(invitationTo(page, 'Declined Co')).toHaveCount(0);
    const members = await api<{ members: unknown[] }>(request, 'GET', '/org/members', { token: first.token });
    expect(members.members).toHaveLength(1);
  });

  test('an unverified account is asked to verify its email first', async ({ page, request }) => {
    const inviter = await registerVerified(request, { orgName: 'Verify First Org' });
    const invitee = await registerAccount(request, { name: 'Una Unverified', orgName: 'Una Home' });
    await inviteExisting(request, inviter, invitee);

    await signIn(page, invitee);
    await page.goto('/orgs');
    await invitationTo(page, 'Verify First Org')
      .getByRole('button', { name: 'Accept invitation to Verify First Org' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Verify your email address' })).toBeVisible();
    await expect(page).toHaveURL(/\/orgs$/);
    await expect(invitationTo(page, 'Verify First Org')).toBeVisible();
  });

  test('an invitation revoked meanwhile shows the server message and leaves the list', async ({
    page,
    request,
  }) => {
    const inviter = await registerVerified(request, { orgName: 'Changed Its Mind' });
    const invitee = await registerVerified(request, { name: 'Late Comer', orgName: 'Late Home' });
    const invitation = await inviteExisting(request, inviter, invitee);

    await signIn(page, invitee);
    await page.goto('/orgs');
    const item = invitationTo(page, 'Changed Its Mind');
    await expect(item).toBeVisible();
    await api(request, 'DELETE', `/org/invites/${invitation._id}`, { token: inviter.token });

    await item.getByRole('button', { name: 'Accept invitation to Changed Its Mind' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invitation not found' })).toBeVisible();
    await expect(item).toHaveCount(0);
    await expect(page).toHaveURL(/\/orgs$/);
    await expect(page.getByText('Welcome back')).toHaveCount(0);
  });
});
