/**
 * The contract session's account steps: signing up and in, keeping an account, and the team
 * (invitations from both sides, roles, the Free plan's seat limit and the upgrade that lifts it).
 */
import { expect } from 'vitest';
import { as, uniqueEmail } from '../helpers/rest';
import { type ContractSession, expectStatus, PASSWORD, refreshCookieOf } from './contract-session';

/** Registers, verifies the address from the mail, signs in and refreshes. */
export async function signUpAndRefresh(s: ContractSession) {
  const { api, t, ids } = s;
  const email = uniqueEmail('ada');
  const registered = await api.post('/api/auth/register', {
    name: 'Ada Lovelace',
    email,
    password: PASSWORD,
    orgName: 'Analytical Engines',
  });
  expectStatus(registered, 200);
  const verifyToken = await t.outbox.waitForToken(email, 'Verify');
  expectStatus(await api.get(`/api/auth/verify-email?token=${encodeURIComponent(verifyToken)}`), 200);

  const login = await api.post('/api/auth/login', { email, password: PASSWORD });
  expectStatus(login, 200);
  const cookie = refreshCookieOf(login);
  expect(cookie, 'the sign-in sets the refresh cookie').toBeDefined();
  const refreshed = await api.post('/api/auth/refresh', undefined, { cookie: cookie ?? '' });
  const { token: fresh } = expectStatus(refreshed, 200);
  const me = expectStatus(await api.get('/api/auth/me', { token: fresh }), 200);
  s.owner = { email, token: fresh, userId: me.user._id, cookie: refreshCookieOf(refreshed) ?? '' };

  expectStatus(await api.get('/api/users/me', as(s.owner)), 200);
  expectStatus(await api.patch('/api/users/me/preferences', { theme: 'dark' }, as(s.owner)), 200);
  expectStatus(await api.get('/api/auth/orgs', as(s.owner)), 200);
  expectStatus(await api.get('/api/org/name', as(s.owner)), 200);
  expectStatus(await api.put('/api/org/name', { name: 'Analytical Engines Ltd' }, as(s.owner)), 200);

  s.outsider = await s.register('Oscar', 'Other Tenant');
  ids.outsiderClient = expectStatus(
    await api.post('/api/clients', { name: 'Foreign Client' }, as(s.outsider)),
    200,
  )._id;
}

/** Keeps an account: profile, password change, reset from the mail, email change and its undo. */
export async function keepAnAccount(s: ContractSession) {
  const { api, t } = s;
  const pat = await s.register('Pat', 'Pat Works');
  expectStatus(await api.put('/api/users/me', { name: 'Pat Smith' }, as(pat)), 200);
  const changed = 'N3w-Passw0rd!';
  expectStatus(
    await api.patch('/api/users/me/password', { currentPassword: PASSWORD, newPassword: changed }, as(pat)),
    200,
  );

  expectStatus(await api.post('/api/auth/forgot-password', { email: pat.email }), 200);
  await t.settled();
  const resetToken = await t.outbox.waitForToken(pat.email, 'Reset');
  expectStatus(await api.post('/api/auth/reset-password', { token: resetToken, newPassword: PASSWORD }), 200);
  expectStatus(await api.post('/api/auth/reset-password', { token: resetToken, newPassword: PASSWORD }), 400);
  const { token } = expectStatus(
    await api.post('/api/auth/login', { email: pat.email, password: PASSWORD }),
    200,
  );

  const newEmail = uniqueEmail('pat.new');
  expectStatus(
    await api.post('/api/auth/request-email-change', { newEmail, currentPassword: PASSWORD }, { token }),
    200,
  );
  expectStatus(
    await api.get(
      `/api/auth/verify-email?token=${encodeURIComponent(await t.outbox.waitForToken(newEmail))}`,
    ),
    200,
  );
  const undo = await t.outbox.waitForToken(pat.email, 'changed');
  expectStatus(await api.post('/api/auth/undo-email-change', { token: undo }), 200);
  expectStatus(await api.get(`/api/auth/verify-email?token=${encodeURIComponent(undo)}`), 400);
  expectStatus(await api.get('/api/auth/verify-email'), 422);
}

/** Invites a viewer, who joins with the link; the free plan stops a third member. */
export async function inviteAViewer(s: ContractSession) {
  const { api, t } = s;
  const email = uniqueEmail('vera');
  const invite = expectStatus(
    await api.post('/api/org/invite', { name: 'Vera', email, role: 'viewer' }, as(s.owner)),
    200,
  );
  const inviteToken = new URL(invite.link).searchParams.get('invite') ?? '';
  const pending = expectStatus(await api.get('/api/org/invites', as(s.owner)), 200);
  expect(pending).toHaveLength(1);
  expectStatus(await api.get(`/api/auth/invite/${encodeURIComponent(inviteToken)}`), 200);

  const joined = await api.post('/api/auth/register', {
    name: 'Vera',
    email,
    password: PASSWORD,
    invite: inviteToken,
  });
  const { token } = expectStatus(joined, 200);
  expectStatus(
    await api.get(
      `/api/auth/verify-email?token=${encodeURIComponent(await t.outbox.waitForToken(email, 'Verify'))}`,
    ),
    200,
  );
  const me = expectStatus(await api.get('/api/auth/me', { token }), 200);
  s.viewer = { email, token, userId: me.user._id };
  const members = expectStatus(await api.get('/api/org/members', as(s.owner)), 200);
  expect(members.members).toHaveLength(2);

  const third = await api.post(
    '/api/org/invite',
    { name: 'Third', email: uniqueEmail('third'), role: 'member' },
    as(s.owner),
  );
  expectStatus(third, 403);
  expect(third.json.code).toBe('PLAN_UPGRADE_REQUIRED');
}

/** Upgrades in mock billing mode; then a third member can be invited, re-sent and revoked. */
export async function upgradeAndInvite(s: ContractSession) {
  const { api, ids } = s;
  const overview = expectStatus(await api.get('/api/billing/overview', as(s.owner)), 200);
  expect(overview.mockMode).toBe(true);
  expectStatus(await api.post('/api/billing/checkout', { tier: 'pro' }, as(s.owner)), 200);
  expect(expectStatus(await api.get('/api/billing/overview', as(s.owner)), 200).org.planTier).toBe('pro');
  // Mock mode has no payment provider's portal to open.
  expectStatus(await api.post('/api/billing/portal', undefined, as(s.owner)), 400);

  expectStatus(
    await api.post(
      '/api/org/invite',
      { name: 'Max', email: uniqueEmail('max'), role: 'member' },
      as(s.owner),
    ),
    200,
  );
  const pending = expectStatus(await api.get('/api/org/invites', as(s.owner)), 200);
  ids.inviteId = pending[0]._id;
  expectStatus(await api.post(`/api/org/invites/${ids.inviteId}/resend`, undefined, as(s.owner)), 200);
  expectStatus(await api.delete(`/api/org/invites/${ids.inviteId}`, as(s.owner)), 200);
  expectStatus(
    await api.patch(`/api/org/members/${s.viewer.userId}/role`, { role: 'viewer' }, as(s.owner)),
    200,
  );
}

/** An existing account accepts an invitation, switches back and is removed; another declines. */
export async function acceptAndDecline(s: ContractSession) {
  const { api } = s;
  const erin = await s.register('Erin', 'Erin Org');
  const erinOrg = expectStatus(await api.get('/api/auth/me', as(erin)), 200).user.currentOrg._id;
  expectStatus(
    await api.post('/api/org/invite', { name: 'Erin', email: erin.email, role: 'member' }, as(s.owner)),
    200,
  );
  const invitations = expectStatus(await api.get('/api/auth/invitations', as(erin)), 200);
  expect(invitations.items).toHaveLength(1);
  expectStatus(
    await api.post(`/api/auth/invitations/${invitations.items[0]._id}/accept`, undefined, as(erin)),
    200,
  );
  expect(expectStatus(await api.get('/api/auth/orgs', as(erin)), 200).orgs).toHaveLength(2);
  expectStatus(await api.put('/api/auth/switch-org', { orgId: erinOrg }, as(erin)), 200);
  expectStatus(await api.delete(`/api/org/members/${erin.userId}`, as(s.owner)), 200);

  expectStatus(
    await api.post(
      '/api/org/invite',
      { name: 'Oscar', email: s.outsider.email, role: 'viewer' },
      as(s.owner),
    ),
    200,
  );
  const offered = expectStatus(await api.get('/api/auth/invitations', as(s.outsider)), 200);
  expectStatus(
    await api.post(`/api/auth/invitations/${offered.items[0]._id}/decline`, undefined, as(s.outsider)),
    200,
  );
  expectStatus(
    await api.post(`/api/auth/invitations/${offered.items[0]._id}/accept`, undefined, as(s.outsider)),
    404,
  );
  expectStatus(await api.get('/api/auth/invite/not-a-real-token'), 200);
}
