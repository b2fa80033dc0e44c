/**
 * API keys (docs/product.md#api-keys): a key acts in its own organization, with the lower of its
 * role and its creator's current one, and stops at once when it is revoked, expires or its creator
 * leaves; a person's own operations refuse it; its work is logged under its name. The wire shapes
 * are in rest/api-keys.test.ts.
 */
import { API_KEY_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAnswer, expectInsufficientRole } from './helpers/answers';
import { createClient, createOrg, useTeam } from './helpers/org';
import { as } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();
const team = useTeam(t, rest);

/** A new key made by `admin`, answering its secret as call options. */
async function newKey(admin: { token: string }, role = 'admin', extra: Record<string, unknown> = {}) {
  const res = await rest.post('/org/api-keys', { name: `Sync ${role}`, role, ...extra }, as(admin));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body._id as string, key: { token: res.body.secret as string } };
}

/** On REST a 401 carries its reason only (the envelope names 403 codes alone). */
const unauthorized = (msg: string) => ({ msg });

describe('a key in its organization', () => {
  it("reaches its own organization's records and never another's, also after its creator switches organization in the app", async () => {
    const { key } = await newKey(team.admin);
    const mine = await createClient(rest, as(team.admin), { name: 'Mine Ltd' });
    const theirs = await createClient(rest, as(team.outsider), { name: 'Theirs Ltd' });

    const names = async () =>
      ((await rest.get('/clients', key)).body as { name: string }[]).map((client) => client.name);
    expect(await names()).toContain('Mine Ltd');
    expect(await names()).not.toContain('Theirs Ltd');
    expect((await rest.get(`/clients/${theirs._id}`, key)).status).toBe(404);

    // The creator joins the outsider's organization and makes it their current one in the app.
    await t.handle.db
      .insert(schema.memberships)
      .values({ orgId: team.outsider.orgId, userId: team.admin.userId, role: 'admin' });
    expect((await rest.put('/auth/switch-org', { orgId: team.outsider.orgId }, as(team.admin))).status).toBe(
      200,
    );
    try {
      expect(await names()).toContain('Mine Ltd');
      expect(await names()).not.toContain('Theirs Ltd');
      expect((await rest.get(`/clients/${theirs._id}`, key)).status).toBe(404);
      expect((await rest.get(`/clients/${mine._id}`, key)).status).toBe(200);
      const created = await rest.post('/clients', { name: 'Made by key' }, key);
      expect(created.status).toBe(200);
      const [row] = await t.handle.db
        .select({ orgId: schema.clients.orgId })
        .from(schema.clients)
        .where(eq(schema.clients.id, created.body._id));
      expect(row?.orgId).toBe(team.orgId);
    } finally {
      await rest.put('/auth/switch-org', { orgId: team.orgId }, as(team.admin));
      await t.handle.db.delete(schema.memberships).where(eq(schema.memberships.userId, team.admin.userId));
      await t.handle.db
        .insert(schema.memberships)
        .values({ orgId: team.orgId, userId: team.admin.userId, role: 'admin' })
        .onConflictDoNothing();
    }
  });

  it('acts with the lower of its role and its creator’s current one', async () => {
    const org = await createOrg(t, rest, { orgName: 'Capping Co' });
    const viewerKey = (await newKey(org.admin, 'viewer')).key;
    expect((await rest.get('/clients', viewerKey)).status).toBe(200);
    expectInsufficientRole(await rest.post('/clients', { name: 'No' }, viewerKey));

    // A manager becomes admin, makes an admin key, and is downgraded: the key follows.
    const manager = await org.add('manager', 'Mia Manager');
    await rest.patch(`/org/members/${manager.userId}/role`, { role: 'admin' }, as(org.admin));
    const adminKey = (await newKey(manager, 'admin')).key;
    expect((await rest.get('/org/api-keys', adminKey)).status).toBe(200);
    await rest.patch(`/org/members/${manager.userId}/role`, { role: 'manager' }, as(org.admin));
    expectInsufficientRole(await rest.get('/org/api-keys', adminKey));
    expect((await rest.post('/clients', { name: 'As manager' }, adminKey)).status).toBe(200);

    await rest.patch(`/org/members/${manager.userId}/role`, { role: 'viewer' }, as(org.admin));
    expectInsufficientRole(await rest.post('/clients', { name: 'As viewer' }, adminKey));
    expect((await rest.get('/clients', adminKey)).status).toBe(200);

    // Removed from the organization: the key no longer works at all.
    expect((await rest.delete(`/org/members/${manager.userId}`, as(org.admin))).status).toBe(200);
    expectAnswer(await rest.get('/clients', adminKey), 401, unauthorized(API_KEY_MSG.creatorGone));
  });

  it('only admins manage keys, and a key never gets a role above its creator’s', async () => {
    expectInsufficientRole(await rest.get('/org/api-keys', as(team.manager)));
    expectInsufficientRole(await rest.post('/org/api-keys', { name: 'X', role: 'viewer' }, as(team.manager)));
    expectInsufficientRole(await rest.delete(`/org/api-keys/${team.orgId}`, as(team.member)));
    // An admin key cannot make keys (a leaked key must not outlive its revocation).
    const { key } = await newKey(team.admin);
    expectAnswer(await rest.post('/org/api-keys', { name: 'Child', role: 'viewer' }, key), 403, {
      msg: API_KEY_MSG.keysCannotCreateKeys,
    });
  });
});

describe('a key that no longer works', () => {
  it('answers 401 once revoked, at once', async () => {
    const { id, key } = await newKey(team.admin, 'member');
    expect((await rest.get('/clients', key)).status).toBe(200);
    expect((await rest.delete(`/org/api-keys/${id}`, as(team.admin))).status).toBe(200);
    expectAnswer(await rest.get('/clients', key), 401, unauthorized(API_KEY_MSG.revoked));
  });

  it('answers 401 once expired', async () => {
    const { id, key } = await newKey(team.admin, 'member', {
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect((await rest.get('/clients', key)).status).toBe(200);
    await t.handle.db
      .update(schema.apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.apiKeys.id, id));
    expectAnswer(await rest.get('/clients', key), 401, unauthorized(API_KEY_MSG.expired));
  });

  it('answers 401 for an unknown key', async () => {
    expectAnswer(
      await rest.get('/clients', { token: 'folio_ThisKeyWasNeverMadeThisKeyWasNeverMade0' }),
      401,
      unauthorized(API_KEY_MSG.unknown),
    );
  });

  it("is refused on a person's own operations", async () => {
    const { key } = await newKey(team.admin);
    const refused = { msg: API_KEY_MSG.accountOnly };
    expectAnswer(await rest.get('/users/me', key), 403, refused);
    expectAnswer(await rest.get('/auth/me', key), 403, refused);
    expectAnswer(await rest.put('/users/me', { name: 'Hijack' }, key), 403, refused);
    expectAnswer(await rest.get('/auth/orgs', key), 403, refused);
    expectAnswer(await rest.get('/auth/invitations', key), 403, refused);
    expectAnswer(
      await rest.patch('/users/me/password', { currentPassword: 'x', newPassword: 'y' }, key),
      403,
      refused,
    );
    expectAnswer(await rest.put('/auth/switch-org', { orgId: team.outsider.orgId }, key), 403, refused);
    expectAnswer(await rest.post('/org/create', { name: 'Another' }, key), 403, refused);
    expectAnswer(await rest.post('/billing/checkout', { plan: 'pro' }, key), 403, refused);
    expectAnswer(await rest.post('/billing/portal', {}, key), 403, refused);
    // The organization's own business works.
    expect((await rest.get('/billing/overview', key)).status).toBe(200);
    expect((await rest.get('/org/members', key)).status).toBe(200);
  });
});

describe('what a key leaves behind', () => {
  it('logs its work under "<name> (API key)", with the key and without a person', async () => {
    const { id, key } = await newKey(team.admin, 'manager');
    const client = await createClient(rest, key, { name: 'Logged Ltd' });
    const [entry] = await t.handle.db
      .select()
      .from(schema.activityEntries)
      .where(eq(schema.activityEntries.objectId, client._id));
    expect(entry).toMatchObject({
      userName: 'Sync manager (API key)',
      userId: null,
      userEmail: null,
      apiKeyId: id,
    });
    const feed = await rest.get(`/activity/${client._id}/client`, as(team.admin));
    expect(feed.body[0]?.user).toEqual({ _id: null, name: 'Sync manager (API key)', email: '' });
  });

  it('advances lastUsedAt, at most once a minute', async () => {
    const { id, key } = await newKey(team.admin, 'viewer');
    const lastUsed = async () =>
      (await rest.get('/org/api-keys', as(team.admin))).body.find((k: { _id: string }) => k._id === id)
        .lastUsedAt as string | null;
    expect(await lastUsed()).toBeNull();
    await rest.get('/clients', key);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await rest.get('/clients', key);
    expect(await lastUsed()).toBe(first);
    // A minute later, the next request moves it.
    await t.handle.db
      .update(schema.apiKeys)
      .set({ lastUsedAt: new Date(Date.now() - 61_000) })
      .where(eq(schema.apiKeys.id, id));
    await rest.get('/clients', key);
    expect(Date.parse((await lastUsed())!)).toBeGreaterThan(Date.parse(first!) - 1000);
    expect(await lastUsed()).not.toBe(first);
  });

  it('a person’s token keeps working as before', async () => {
    expect((await rest.get('/users/me', as(team.member))).status).toBe(200);
    expect((await rest.get('/clients', { token: 'not-a-token' })).status).toBe(401);
  });
});
