/**
 * Idempotency-Key with an API key as the caller (docs/api.md#retrying-safely): a key is a
 * principal of its own, apart from its creator and from the organization's other keys, and a
 * replay answers that key's first answer.
 */
import { API_KEY_MSG, IDEMPOTENCY_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrg, type Org } from '../helpers/org';
import { as, type RestResponse } from '../helpers/rest';
import { useTestApp } from '../helpers/suite';

const { t, rest } = useTestApp();

let counter = 0;
const freshKey = () => {
  counter += 1;
  return `principal-${Date.now().toString(36)}-${counter}`;
};

/** Call options of `who` (an access token or an API key's secret) with an Idempotency-Key. */
const withKey = (who: { token: string }, key: string) => ({
  token: who.token,
  headers: { 'idempotency-key': key },
});

/** A new API key of the organization, made by its admin: its secret as call options. */
async function newApiKey(org: Org, name: string, role = 'admin') {
  const res = await rest.post('/org/api-keys', { name, role }, as(org.admin));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body._id as string, token: res.body.secret as string };
}

async function clientsNamed(orgId: string, name: string) {
  const rows = await t.handle.db
    .select({ id: schema.clients.id })
    .from(schema.clients)
    .where(and(eq(schema.clients.orgId, orgId), eq(schema.clients.name, name)));
  return rows.length;
}

const replayed = (res: RestResponse) => res.headers['idempotent-replayed'];

describe('Idempotency-Key with an API key', () => {
  it('the same key sent with an API key and then with its creator’s own token runs twice', async () => {
    const org = await createOrg(t, rest, { orgName: 'Principal Co' });
    const apiKey = await newApiKey(org, 'Sync');
    const key = freshKey();

    const byKey = await rest.post('/clients', { name: 'Shared Key Ltd' }, withKey(apiKey, key));
    expect(byKey.status).toBe(200);
    const byPerson = await rest.post('/clients', { name: 'Shared Key Ltd' }, withKey(org.admin, key));
    expect(byPerson.status).toBe(200);
    expect(replayed(byPerson)).toBeUndefined();
    expect(byPerson.body._id).not.toBe(byKey.body._id);
    expect(await clientsNamed(org.orgId, 'Shared Key Ltd')).toBe(2);

    // Each retries its own: the key gets the key's client, the person the person's.
    const keyAgain = await rest.post('/clients', { name: 'Shared Key Ltd' }, withKey(apiKey, key));
    expect(replayed(keyAgain)).toBe('true');
    expect(keyAgain.body._id).toBe(byKey.body._id);
    const personAgain = await rest.post('/clients', { name: 'Shared Key Ltd' }, withKey(org.admin, key));
    expect(replayed(personAgain)).toBe('true');
    expect(personAgain.body._id).toBe(byPerson.body._id);
    expect(await clientsNamed(org.orgId, 'Shared Key Ltd')).toBe(2);

    // The other way round: the person first, then the key.
    const second = freshKey();
    const person = await rest.post('/clients', { name: 'Person First' }, withKey(org.admin, second));
    const viaKey = await rest.post('/clients', { name: 'Person First' }, withKey(apiKey, second));
    expect([person.status, viaKey.status]).toEqual([200, 200]);
    expect(replayed(viaKey)).toBeUndefined();
    expect(await clientsNamed(org.orgId, 'Person First')).toBe(2);
  });

  it('two keys of one organization are independent of each other', async () => {
    const org = await createOrg(t, rest, { orgName: 'Two Keys Co' });
    const first = await newApiKey(org, 'First sync');
    const second = await newApiKey(org, 'Second sync');
    const key = freshKey();

    const one = await rest.post('/clients', { name: 'Twin Keys Ltd' }, withKey(first, key));
    const two = await rest.post('/clients', { name: 'Twin Keys Ltd' }, withKey(second, key));
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(replayed(two)).toBeUndefined();
    expect(two.body._id).not.toBe(one.body._id);
    expect(await clientsNamed(org.orgId, 'Twin Keys Ltd')).toBe(2);

    // A different request under the same key is another key's business: no 422 for the second key.
    const other = freshKey();
    expect((await rest.post('/clients', { name: 'Alpha Ltd' }, withKey(first, other))).status).toBe(200);
    const different = await rest.post('/clients', { name: 'Beta Ltd' }, withKey(second, other));
    expect(different.status).toBe(200);
    expect(different.body.name).toBe('Beta Ltd');
    // …while the first key reusing it for another request is refused.
    const reused = await rest.post('/clients', { name: 'Gamma Ltd' }, withKey(first, other));
    expect(reused.status).toBe(422);
    expect(reused.body.msg).toBe(IDEMPOTENCY_MSG.keyReused);
    expect(await clientsNamed(org.orgId, 'Gamma Ltd')).toBe(0);
  });

  it('a replay answers the key’s first answer, even after the record changed', async () => {
    const org = await createOrg(t, rest, { orgName: 'Replay Co' });
    const apiKey = await newApiKey(org, 'Replayer', 'manager');
    const key = freshKey();
    const first = await rest.post(
      '/clients',
      { name: 'First Answer Ltd', tags: ['a'] },
      withKey(apiKey, key),
    );
    expect(first.status).toBe(200);

    const renamed = await rest.put(`/clients/${first.body._id}`, { name: 'Renamed Ltd' }, as(org.admin));
    expect(renamed.status).toBe(200);

    const again = await rest.post(
      '/clients',
      { name: 'First Answer Ltd', tags: ['a'] },
      withKey(apiKey, key),
    );
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(replayed(again)).toBe('true');
    expect(await clientsNamed(org.orgId, 'First Answer Ltd')).toBe(0);
    expect(await clientsNamed(org.orgId, 'Renamed Ltd')).toBe(1);

    // A refusal is kept too: a viewer key's 403 answers again as it was.
    const viewer = await newApiKey(org, 'Reader', 'viewer');
    const refusedKey = freshKey();
    const refused = await rest.post('/clients', { name: 'Not Allowed' }, withKey(viewer, refusedKey));
    expect(refused.status).toBe(403);
    const refusedAgain = await rest.post('/clients', { name: 'Not Allowed' }, withKey(viewer, refusedKey));
    expect({ status: refusedAgain.status, body: refusedAgain.body }).toEqual({
      status: refused.status,
      body: refused.body,
    });
    expect(replayed(refusedAgain)).toBe('true');
  });

  it('two identical requests with a key at once create one record', async () => {
    const org = await createOrg(t, rest, { orgName: 'Concurrent Co' });
    const apiKey = await newApiKey(org, 'Racer');
    for (let round = 0; round < 3; round += 1) {
      const key = freshKey();
      const name = `Racing Ltd ${round}`;
      const answers = await Promise.all([
        rest.post('/clients', { name }, withKey(apiKey, key)),
        rest.post('/clients', { name }, withKey(apiKey, key)),
      ]);
      const statuses = answers.map((res) => res.status).sort();
      expect([
        [200, 200],
        [200, 409],
      ]).toContainEqual(statuses);
      const created = answers.filter((res) => res.status === 200);
      expect(new Set(created.map((res) => res.body._id)).size).toBe(1);
      expect(await clientsNamed(org.orgId, name)).toBe(1);
    }
  });

  it('a revoked key gets 401, not the answer kept for it', async () => {
    const org = await createOrg(t, rest, { orgName: 'Revoked Co' });
    const apiKey = await newApiKey(org, 'Soon revoked');
    const key = freshKey();
    const first = await rest.post('/clients', { name: 'Kept Answer Ltd' }, withKey(apiKey, key));
    expect(first.status).toBe(200);
    expect((await rest.delete(`/org/api-keys/${apiKey.id}`, as(org.admin))).status).toBe(200);

    const again = await rest.post('/clients', { name: 'Kept Answer Ltd' }, withKey(apiKey, key));
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ msg: API_KEY_MSG.revoked });
    expect(replayed(again)).toBeUndefined();
    expect(JSON.stringify(again.body)).not.toContain(first.body._id);
  });
});
