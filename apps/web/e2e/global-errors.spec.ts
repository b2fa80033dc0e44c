import { expect, test } from '@playwright/test';
import { api, PASSWORD, registerAccount, signIn, uniqueEmail } from './helpers';

test.describe('server 403 codes (SPEC §6, §2.13)', () => {
  test('INSUFFICIENT_ROLE shows the permission toast, wherever the call came from', async ({
    page,
    request,
  }) => {
    const admin = await registerAccount(request, { orgName: 'Strict Org' });
    // A member who belongs to this organization only (joined from an invitation).
    const email = uniqueEmail('member');
    const invite = await api<{ link: string }>(request, 'POST', '/org/invite', {
      token: admin.token,
      data: { name: 'Soon Removed', email, role: 'viewer' },
    });
    const inviteToken = new URL(invite.link).searchParams.get('invite')!;
    await api(request, 'POST', '/auth/register', {
      data: { name: 'Soon Removed', email, password: PASSWORD, invite: inviteToken },
    });
    const member = { email, password: PASSWORD };

    await signIn(page, member);
    await page.goto('/dashboard');
    await expect(page.getByText('Welcome back, Soon · Strict Org')).toBeVisible();

    const members = await api<{ members: { user: { _id: string; email: string } }[] }>(
      request,
      'GET',
      '/org/members',
      { token: admin.token },
    );
    const target = members.members.find((entry) => entry.user.email === member.email)!;
    await api(request, 'DELETE', `/org/members/${target.user._id}`, { token: admin.token });

    await page.reload();
    await expect(page.getByText('You do not have permission for that action.')).toBeVisible();
  });
});
