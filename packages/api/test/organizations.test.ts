import { randomUUID } from 'node:crypto';
import { MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countRows, insertInvite, memberships, userRow } from './helpers/fixtures';
import { setPlan } from './helpers/org';
import { type Account, signUp, uniqueEmail } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();

const me = async (account: Account) => (await rest.get('/auth/me', { token: account.token })).body;
const orgs = async (account: Account) => (await rest.get('/auth/orgs', { token: account.token })).body;
/** The free plan includes one organization per user: lift it by putting their first one on pro. */
const upgradeCurrentOrg = async (account: Account) =>
  setPlan(t, (await me(account)).user.currentOrg._id, 'pro');

async function addProject(orgId: string, title: string) {
  const [client] = await t.handle.db
    .insert(schema.clients)
    .values({ orgId, name: `${title} client` })
    .returning();
  await t.handle.db.insert(schema.projects).values({ orgId, clientId: client!.id, title });
}

/** A second user who joins `orgId` through an invitation, with `role`. */
async function joinByInvite(orgId: string, role: 'viewer' | 'member' | 'manager' | 'admin' = 'member') {
  const email = uniqueEmail('joiner');
  const invite = await insertInvite(t, { orgId, email, role });
  const res = await rest.post('/auth/register', {
    name: 'Joiner',
    email,
    password: 'Joiner-Passw0rd',
    invite,
  });
  expect(res.status).toBe(200);
  return {
    email,
    password: 'Joiner-Passw0rd',
    name: 'Joiner',
    token: res.body.token,
    refresh: res.refreshCookie!,
  } satisfies Account;
}

describe('GET /api/auth/orgs', () => {
  it('lists the caller’s organizations with role, member and project counts and the current one', async () => {
    const owner = await signUp(rest, t.outbox, { orgName: 'Alpha Studio' });
    const alphaId = (await me(owner)).user.currentOrg._id;
    const joiner = await joinByInvite(alphaId, 'manager');
    await addProject(alphaId, 'Website');
    await addProject(alphaId, 'Logo');
    // Another tenant's data is not counted.
    const stranger = await signUp(rest, t.outbox, { orgName: 'Stranger Co' });
    await addProject((await me(stranger)).user.currentOrg._id, 'Not yours');

    const list = await rest.get('/auth/orgs', { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      orgs: [
        {
          org: { _id: alphaId, name: 'Alpha Studio' },
          role: 'admin',
          members: 2,
          projects: 2,
          current: true,
        },
      ],
      currentOrg: alphaId,
    });

    const created = await rest.post('/org/create', { name: 'Beta Labs' }, { token: joiner.token });
    const betaId = created.body.org._id;
    expect((await orgs(joiner)).orgs).toEqual([
      {
        org: { _id: alphaId, name: 'Alpha Studio' },
        role: 'manager',
        members: 2,
        projects: 2,
        current: false,
      },
      { org: { _id: betaId, name: 'Beta Labs' }, role: 'admin', members: 1, projects: 0, current: true },
    ]);
    expect((await orgs(joiner)).currentOrg).toBe(betaId);
  });

  it('needs a token', async () => {
    expect((await rest.get('/auth/orgs')).status).toBe(401);
  });
});

describe('POST /api/org/create', () => {
  it('creates a trimmed organization with the caller as admin and switches to it', async () => {
    const account = await signUp(rest, t.outbox, { orgName: 'First' });
    await upgradeCurrentOrg(account);
    const res = await rest.post('/org/create', { name: '  Second Org  ' }, { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      msg: 'Organization created and switched!',
      org: { _id: expect.any(String), name: 'Second Org' },
      currentOrg: { _id: res.body.org._id, name: 'Second Org' },
      role: 'admin',
    });
    const after = await me(account);
    expect(after.user.currentOrg).toEqual({ _id: res.body.org._id, name: 'Second Org' });
    expect(after.user.currentOrgName).toBe('Second Org');
    expect(after.role).toBe('admin');
    const rows = await memberships(t, res.body.org._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: after.user._id, role: 'admin' });
    expect((await orgs(account)).orgs.map((o: any) => o.org.name)).toEqual(['First', 'Second Org']);
  });

  it('accepts exactly 80 characters', async () => {
    const account = await signUp(rest, t.outbox);
    await upgradeCurrentOrg(account);
    const name = 'n'.repeat(80);
    const res = await rest.post('/org/create', { name }, { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body.org.name).toBe(name);
  });

  it('answers 422 with the organization name messages (required, at most 80 characters) and creates nothing', async () => {
    const account = await signUp(rest, t.outbox, { orgName: 'Only One' });
    await upgradeCurrentOrg(account);
    const before = await countRows(t, 'organizations');
    for (const body of [{ name: '' }, { name: '     ' }, {}, { name: null }]) {
      const res = await rest.post('/org/create', body, { token: account.token });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toEqual({
        msg: MSG.orgNameRequired,
        errors: [{ field: 'name', msg: MSG.orgNameRequired }],
      });
    }
    const long = await rest.post('/org/create', { name: 'x'.repeat(81) }, { token: account.token });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual([{ field: 'name', msg: MSG.orgNameTooLong }]);
    // The limit applies to the trimmed name: surrounding spaces do not count.
    const padded = await rest.post(
      '/org/create',
      { name: `  ${'y'.repeat(80)}  ` },
      { token: account.token },
    );
    expect(padded.status).toBe(200);

    expect(await countRows(t, 'organizations')).toBe(before + 1);
  });

  it('needs a token', async () => {
    expect((await rest.post('/org/create', { name: 'Nope' })).status).toBe(401);
  });
});

describe('PUT /api/auth/switch-org', () => {
  it('switches to an organization the caller belongs to, with the role held there', async () => {
    const owner = await signUp(rest, t.outbox, { orgName: 'Home' });
    const homeId = (await me(owner)).user.currentOrg._id;
    const joiner = await joinByInvite(homeId, 'viewer');
    const ownOrg = (await rest.post('/org/create', { name: 'Own' }, { token: joiner.token })).body.org;
    expect((await me(joiner)).role).toBe('admin');

    const res = await rest.put('/auth/switch-org', { orgId: homeId }, { token: joiner.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      msg: 'Organization switched',
      currentOrg: { _id: homeId, name: 'Home' },
      role: 'viewer',
    });
    const after = await me(joiner);
    expect(after.user.currentOrg._id).toBe(homeId);
    expect(after.role).toBe('viewer');
    expect((await orgs(joiner)).currentOrg).toBe(homeId);

    const back = await rest.put('/auth/switch-org', { orgId: ownOrg._id }, { token: joiner.token });
    expect(back.status).toBe(200);
    expect(back.body.role).toBe('admin');
  });

  it("answers 404 for another tenant's organization and changes nothing", async () => {
    const a = await signUp(rest, t.outbox, { orgName: 'Tenant A' });
    const b = await signUp(rest, t.outbox, { orgName: 'Tenant B' });
    const bOrg = (await me(b)).user.currentOrg._id;
    const before = await me(a);

    const res = await rest.put('/auth/switch-org', { orgId: bOrg }, { token: a.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ msg: MSG.orgNotFound });
    expect(await me(a)).toEqual(before);

    // An id that exists nowhere answers exactly the same.
    const unknown = await rest.put('/auth/switch-org', { orgId: randomUUID() }, { token: a.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(res.body);
  });

  it('answers 404 for a non-UUID id and 422 for a missing one, changing nothing', async () => {
    const account = await signUp(rest, t.outbox);
    const before = await me(account);
    const bad = await rest.put('/auth/switch-org', { orgId: 'not-a-uuid' }, { token: account.token });
    expect(bad.status).toBe(404);
    expect(bad.body).toEqual({ msg: MSG.orgNotFound });
    const missing = await rest.put('/auth/switch-org', {}, { token: account.token });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ field: 'orgId', msg: 'orgId is required' }]);
    expect(await me(account)).toEqual(before);
  });

  it('refuses an organization the caller was removed from', async () => {
    const owner = await signUp(rest, t.outbox, { orgName: 'Left Behind' });
    const orgId = (await me(owner)).user.currentOrg._id;
    const joiner = await joinByInvite(orgId);
    await rest.post('/org/create', { name: 'Elsewhere' }, { token: joiner.token });
    const joinerId = (await userRow(t, joiner.email)).id;
    await t.handle.db
      .delete(schema.memberships)
      .where(and(eq(schema.memberships.orgId, orgId), eq(schema.memberships.userId, joinerId)));

    const res = await rest.put('/auth/switch-org', { orgId }, { token: joiner.token });
    expect(res.status).toBe(404);
    expect((await orgs(joiner)).orgs.map((o: any) => o.org.name)).toEqual(['Elsewhere']);
  });
});
