/**
 * Safe retries of writes (docs/api.md#retrying-safely): the Idempotency-Key header on the REST
 * facade's POST, PUT, PATCH and DELETE, per organization and principal, for 24 hours.
 */
import { IDEMPOTENCY_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/openapi';
import { createOrg } from '../helpers/org';
import type { RestResponse } from '../helpers/rest';
import { useTestApp } from '../helpers/suite';

const { t, rest } = useTestApp();

const withKey = (who: { token: string }, key: string) => ({
  token: who.token,
  headers: { 'idempotency-key': key },
});

let counter = 0;
const freshKey = () => {
  counter += 1;
  return `key-${Date.now().toString(36)}-${counter}`;
};

async function clientsNamed(orgId: string, name: string) {
  const rows = await t.handle.db
    .select({ id: schema.clients.id })
    .from(schema.clients)
    .where(and(eq(schema.clients.orgId, orgId), eq(schema.clients.name, name)));
  return rows.length;
}

const replayed = (res: RestResponse) => res.headers['idempotent-replayed'];

describe('Idempotency-Key', () => {
  it('a retried POST answers the first answer again and creates one client', async () => {
    const org = await createOrg(t, rest);
    const key = freshKey();
    const first = await rest.post('/clients', { name: 'Retry Co' }, withKey(org.admin, key));
    expect(first.status).toBeLessThan(300);
    expect(replayed(first)).toBeUndefined();
    const again = await rest.post('/clients', { name: 'Retry Co' }, withKey(org.admin, key));
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(replayed(again)).toBe('true');
    expect(await clientsNamed(org.orgId, 'Retry Co')).toBe(1);
    // Without the key, a POST runs every time.
    await rest.post('/clients', { name: 'Retry Co' }, { token: org.admin.token });
    expect(await clientsNamed(org.orgId, 'Retry Co')).toBe(2);
  });

  it('two identical requests at once create one record; the other answers the replay or 409', async () => {
    const org = await createOrg(t, rest);
    for (let round = 0; round < 3; round += 1) {
      const key = freshKey();
      const name = `Twin ${round}`;
      const answers = await Promise.all(
        [0, 1, 2].map(() => rest.post('/clients', { name }, withKey(org.admin, key))),
      );
      expect(await clientsNamed(org.orgId, name)).toBe(1);
      const ran = answers.filter((res) => res.status < 300 && !replayed(res));
      expect(ran).toHaveLength(1);
      for (const res of answers) {
        if (res === ran[0]) continue;
        if (res.status === 409) {
          expect(res.body).toEqual({ msg: IDEMPOTENCY_MSG.inProgress });
          expect(res.headers['retry-after']).toBe('1');
        } else {
          expect(replayed(res)).toBe('true');
          expect(res.body).toEqual(ran[0]!.body);
        }
      }
    }
  });

  it('the same key with a different request answers 422 and runs nothing', async () => {
    const org = await createOrg(t, rest);
    const key = freshKey();
    await rest.post('/clients', { name: 'First Body' }, withKey(org.admin, key));
    const other = await rest.post('/clients', { name: 'Second Body' }, withKey(org.admin, key));
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ msg: IDEMPOTENCY_MSG.keyReused });
    expect(await clientsNamed(org.orgId, 'Second Body')).toBe(0);
    // Another path with the same key is another request too.
    const project = await rest.post('/projects', { name: 'P' }, withKey(org.admin, key));
    expect(project.status).toBe(422);
    // The same body with its keys in another order is the same request.
    const body = { name: 'Ordered', email: 'o@example.com' };
    const k2 = freshKey();
    const a = await rest.post('/clients', body, withKey(org.admin, k2));
    const b = await rest.post('/clients', { email: body.email, name: body.name }, withKey(org.admin, k2));
    expect(replayed(b)).toBe('true');
    expect(b.body).toEqual(a.body);
  });

  it('the same key of another user or another organization runs on its own', async () => {
    const org = await createOrg(t, rest);
    const colleague = await org.add('manager');
    const other = await createOrg(t, rest, { orgName: 'Other Org' });
    const key = freshKey();
    const mine = await rest.post('/clients', { name: 'Shared Key' }, withKey(org.admin, key));
    const theirs = await rest.post('/clients', { name: 'Shared Key' }, withKey(colleague, key));
    const elsewhere = await rest.post('/clients', { name: 'Shared Key' }, withKey(other.admin, key));
    for (const res of [mine, theirs, elsewhere]) {
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      expect(replayed(res)).toBeUndefined();
    }
    expect(await clientsNamed(org.orgId, 'Shared Key')).toBe(2);
    expect(await clientsNamed(other.orgId, 'Shared Key')).toBe(1);
  });

  it('after 24 hours the key is free again', async () => {
    const org = await createOrg(t, rest);
    const key = freshKey();
    await rest.post('/clients', { name: 'Old Key' }, withKey(org.admin, key));
    await t.handle.db
      .update(schema.idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(schema.idempotencyKeys.key, key));
    const later = await rest.post('/clients', { name: 'Old Key' }, withKey(org.admin, key));
    expect(later.status).toBeLessThan(300);
    expect(replayed(later)).toBeUndefined();
    expect(await clientsNamed(org.orgId, 'Old Key')).toBe(2);
    // And the retry of that new request is answered from the store again.
    const retry = await rest.post('/clients', { name: 'Old Key' }, withKey(org.admin, key));
    expect(replayed(retry)).toBe('true');
    expect(await clientsNamed(org.orgId, 'Old Key')).toBe(2);
  });

  it('the daily clean-up deletes keys older than 24 hours only', async () => {
    const { deleteExpiredIdempotencyKeys } = await import('../../src/idempotency/idempotency-keys');
    const org = await createOrg(t, rest);
    const [oldKey, newKey] = [freshKey(), freshKey()];
    await rest.post('/clients', { name: 'Clean A' }, withKey(org.admin, oldKey));
    await rest.post('/clients', { name: 'Clean B' }, withKey(org.admin, newKey));
    await t.handle.db
      .update(schema.idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(schema.idempotencyKeys.key, oldKey));
    expect(await deleteExpiredIdempotencyKeys(t.handle.db)).toBeGreaterThanOrEqual(1);
    const left = await t.handle.db
      .select({ key: schema.idempotencyKeys.key })
      .from(schema.idempotencyKeys)
      .where(eq(schema.idempotencyKeys.orgId, org.orgId));
    expect(left.map((row) => row.key)).toEqual([newKey]);
  });

  it('a first attempt that fails with a 5xx does not block the retry', async () => {
    const org = await createOrg(t, rest);
    const key = freshKey();
    await t.handle.db.execute(
      sql.raw(`create or replace function idempotency_test_fail() returns trigger language plpgsql as $$
        begin if new.name = 'Flaky Co' then raise exception 'storage is down'; end if; return new; end $$`),
    );
    await t.handle.db.execute(
      sql.raw(`create trigger idempotency_test_fail before insert on clients
        for each row execute function idempotency_test_fail()`),
    );
    let failed: RestResponse;
    try {
      failed = await rest.post('/clients', { name: 'Flaky Co' }, withKey(org.admin, key));
    } finally {
      await t.handle.db.execute(sql.raw('drop trigger idempotency_test_fail on clients'));
    }
    expect(failed.status).toBe(500);
    const retry = await rest.post('/clients', { name: 'Flaky Co' }, withKey(org.admin, key));
    expect(retry.status).toBeLessThan(300);
    expect(replayed(retry)).toBeUndefined();
    expect(await clientsNamed(org.orgId, 'Flaky Co')).toBe(1);
  });

  it('a 4xx answer is kept and answered again', async () => {
    const org = await createOrg(t, rest);
    const key = freshKey();
    const refused = await rest.post('/clients', {}, withKey(org.admin, key));
    expect(refused.status).toBe(422);
    const again = await rest.post('/clients', {}, withKey(org.admin, key));
    expect(again.status).toBe(422);
    expect(again.body).toEqual(refused.body);
    expect(replayed(again)).toBe('true');
  });

  it('a key left running is 409 at first, and taken over once abandoned', async () => {
    const org = await createOrg(t, rest);
    const key = freshKey();
    const first = await rest.post('/clients', { name: 'Stuck' }, withKey(org.admin, key));
    // As if the process had died after taking the key: the row has no answer.
    await t.handle.db
      .update(schema.idempotencyKeys)
      .set({ responseStatus: null, responseBody: null, completedAt: null })
      .where(eq(schema.idempotencyKeys.key, key));
    const running = await rest.post('/clients', { name: 'Stuck' }, withKey(org.admin, key));
    expect(running.status).toBe(409);
    expect(running.body).toEqual({ msg: IDEMPOTENCY_MSG.inProgress });
    await t.handle.db
      .update(schema.idempotencyKeys)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(schema.idempotencyKeys.key, key));
    const takenOver = await rest.post('/clients', { name: 'Stuck' }, withKey(org.admin, key));
    expect(takenOver.status).toBe(first.status);
    expect(replayed(takenOver)).toBeUndefined();
  });

  it('PUT, PATCH and DELETE are honoured too', async () => {
    const org = await createOrg(t, rest);
    const A = { token: org.admin.token };
    const created = await rest.post('/clients', { name: 'Edit Me' }, A);
    const id = (created.body as { _id: string })._id;

    const putKey = freshKey();
    const put = await rest.put(`/clients/${id}`, { name: 'Edited' }, withKey(org.admin, putKey));
    expect(put.status).toBe(200);
    await rest.put(`/clients/${id}`, { name: 'Edited Again' }, A);
    const putAgain = await rest.put(`/clients/${id}`, { name: 'Edited' }, withKey(org.admin, putKey));
    expect(replayed(putAgain)).toBe('true');
    expect(putAgain.body).toEqual(put.body);
    expect(await clientsNamed(org.orgId, 'Edited Again')).toBe(1);

    const patchKey = freshKey();
    const patch = await rest.patch('/users/me/preferences', { theme: 'dark' }, withKey(org.admin, patchKey));
    expect(patch.status).toBe(200);
    const patchAgain = await rest.patch(
      '/users/me/preferences',
      { theme: 'dark' },
      withKey(org.admin, patchKey),
    );
    expect(replayed(patchAgain)).toBe('true');
    expect(patchAgain.body).toEqual(patch.body);

    const deleteKey = freshKey();
    const removed = await rest.call('DELETE', `/clients/${id}`, undefined, withKey(org.admin, deleteKey));
    expect(removed.status).toBe(200);
    const removedAgain = await rest.call(
      'DELETE',
      `/clients/${id}`,
      undefined,
      withKey(org.admin, deleteKey),
    );
    expect(removedAgain.status).toBe(200);
    expect(removedAgain.body).toEqual(removed.body);
    expect(replayed(removedAgain)).toBe('true');
    // Without the key, the second DELETE runs and finds nothing.
    expect((await rest.delete(`/clients/${id}`, A)).status).toBe(404);
  });

  it('an invalid key answers 422 on writes; GET ignores the header', async () => {
    const org = await createOrg(t, rest);
    for (const key of ['x'.repeat(256), 'with space', '']) {
      const res = await rest.post('/clients', { name: 'Invalid Key' }, withKey(org.admin, key));
      expect(res.status, JSON.stringify(key)).toBe(422);
      expect(res.body).toEqual({ msg: IDEMPOTENCY_MSG.invalidKey });
    }
    expect(await clientsNamed(org.orgId, 'Invalid Key')).toBe(0);
    const longest = await rest.post('/clients', { name: 'Long Key' }, withKey(org.admin, 'x'.repeat(255)));
    expect(longest.status).toBeLessThan(300);
    const list = await rest.get('/clients', withKey(org.admin, 'not valid at all'));
    expect(list.status).toBe(200);
    expect(replayed(list)).toBeUndefined();
    // In the caller's language.
    const french = await rest.post(
      '/clients',
      { name: 'Invalid Key' },
      {
        token: org.admin.token,
        headers: { 'idempotency-key': 'a b', 'accept-language': 'fr' },
      },
    );
    expect(french.body.msg).not.toBe(IDEMPOTENCY_MSG.invalidKey);
  });

  it('calls without credentials are scoped to their address; /auth/* takes no part', async () => {
    const key = freshKey();
    const email = `idem.${Date.now()}@example.com`;
    const body = { name: 'Anon', email, password: 'Str0ng-Passw0rd', orgName: 'Anon Org' };
    const first = await rest.post('/auth/register', body, { headers: { 'idempotency-key': key } });
    expect(first.status).toBe(200);
    const second = await rest.post('/auth/register', body, { headers: { 'idempotency-key': key } });
    expect(replayed(second)).toBeUndefined();
    expect(second.status).not.toBe(200);
    const rows = await t.handle.db
      .select({ key: schema.idempotencyKeys.key })
      .from(schema.idempotencyKeys)
      .where(eq(schema.idempotencyKeys.key, key));
    expect(rows).toHaveLength(0);
  });

  it('the OpenAPI document declares the header on every write but /auth/*', () => {
    const document = buildOpenApiDocument('http://localhost:3000') as unknown as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const declares = (path: string, method: string) =>
      (document.paths[path]?.[method]?.parameters ?? []).some(
        (parameter) => parameter.name === 'Idempotency-Key' && parameter.in === 'header',
      );
    expect(declares('/clients', 'post')).toBe(true);
    expect(declares('/clients/{id}', 'put')).toBe(true);
    expect(declares('/clients/{id}', 'delete')).toBe(true);
    expect(declares('/invoices/{id}/mark-paid', 'patch')).toBe(true);
    expect(declares('/org/logo', 'put')).toBe(true);
    expect(declares('/clients', 'get')).toBe(false);
    expect(declares('/auth/login', 'post')).toBe(false);
    // Built twice, the plain routes' answers are described once.
    const again = buildOpenApiDocument('http://localhost:3000') as unknown as typeof document;
    expect(JSON.stringify(again.paths['/org/logo'])).toBe(JSON.stringify(document.paths['/org/logo']));
  });
});
