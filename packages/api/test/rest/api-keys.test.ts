/**
 * What the REST facade adds to API keys (the rules are in api-keys.test.ts): the paths, 201 for a
 * create, the key as it travels (exactly its fields; its secret only in the create's answer), and
 * the error envelopes.
 */
import { API_KEY_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anId, aTimestamp, expectAnswer, MISSING_ID, validationBody } from '../helpers/answers';
import { createOrg } from '../helpers/org';
import { as } from '../helpers/rest';
import { useTestApp } from '../helpers/suite';

const { t, rest } = useTestApp();

describe('/api/org/api-keys', () => {
  it('POST answers 201 with the secret once; GET and DELETE answer the key without it', async () => {
    const org = await createOrg(t, rest, { name: 'Alice Admin' });
    const A = as(org.admin);
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const created = await rest.post('/org/api-keys', { name: 'Zapier', role: 'manager', expiresAt }, A);
    const key = {
      _id: anId(),
      name: 'Zapier',
      role: 'manager',
      prefix: expect.stringMatching(/^folio_[0-9A-Za-z]{4}$/),
      createdAt: aTimestamp(),
      createdBy: { _id: org.admin.userId, name: 'Alice Admin' },
      lastUsedAt: null,
      expiresAt,
      revokedAt: null,
    };
    expectAnswer(created, 201, { ...key, secret: expect.stringMatching(/^folio_[0-9A-Za-z]{43}$/) });
    const { secret, ...shown } = created.body as { secret: string; prefix: string; _id: string };
    expect(secret.startsWith(shown.prefix)).toBe(true);

    // Stored as its hash only.
    const [row] = await t.handle.db.select().from(schema.apiKeys).where(eq(schema.apiKeys.id, shown._id));
    expect(JSON.stringify(row)).not.toContain(secret);

    const list = await rest.get('/org/api-keys', A);
    expectAnswer(list, 200, [shown]);
    expect(JSON.stringify(list.body)).not.toContain(secret);

    const revoked = await rest.delete(`/org/api-keys/${shown._id}`, A);
    expectAnswer(revoked, 200, { ...shown, revokedAt: aTimestamp() });
    expect(JSON.stringify(revoked.body)).not.toContain(secret);
    // Again: nothing changes.
    expectAnswer(await rest.delete(`/org/api-keys/${shown._id}`, A), 200, revoked.body);
  });

  it('refuses a bad name, role or expiry with 422, an unknown id with 404', async () => {
    const org = await createOrg(t, rest);
    const A = as(org.admin);
    expectAnswer(
      await rest.post('/org/api-keys', { name: ' ', role: 'owner' }, A),
      422,
      validationBody(['name', API_KEY_MSG.nameRequired], ['role', API_KEY_MSG.roleInvalid]),
    );
    expectAnswer(
      await rest.post('/org/api-keys', { name: 'x'.repeat(81), role: 'viewer' }, A),
      422,
      validationBody(['name', API_KEY_MSG.nameTooLong]),
    );
    expectAnswer(
      await rest.post('/org/api-keys', { name: 'Old', role: 'viewer', expiresAt: 'tomorrow' }, A),
      422,
      validationBody(['expiresAt', API_KEY_MSG.expiresAtInvalid]),
    );
    expectAnswer(
      await rest.post(
        '/org/api-keys',
        { name: 'Old', role: 'viewer', expiresAt: new Date(Date.now() - 1000).toISOString() },
        A,
      ),
      422,
      validationBody(['expiresAt', API_KEY_MSG.expiresAtPast]),
    );
    expectAnswer(await rest.delete(`/org/api-keys/${MISSING_ID}`, A), 404, { msg: API_KEY_MSG.notFound });
    expectAnswer(await rest.delete('/org/api-keys/123', A), 404, { msg: API_KEY_MSG.notFound });
    // Another organization's key is not found either.
    const other = await createOrg(t, rest, { orgName: 'Elsewhere' });
    const theirs = await rest.post('/org/api-keys', { name: 'Theirs', role: 'viewer' }, as(other.admin));
    expectAnswer(await rest.delete(`/org/api-keys/${theirs.body._id}`, A), 404, {
      msg: API_KEY_MSG.notFound,
    });
    expect((await rest.get('/clients', { token: theirs.body.secret })).status).toBe(200);
  });

  it('answers in the request’s language when called with a key', async () => {
    const org = await createOrg(t, rest);
    const made = await rest.post('/org/api-keys', { name: 'FR', role: 'viewer' }, as(org.admin));
    await rest.delete(`/org/api-keys/${made.body._id}`, as(org.admin));
    const res = await rest.get('/clients', { token: made.body.secret, headers: { 'accept-language': 'fr' } });
    expectAnswer(res, 401, { msg: 'Cette clé d’API a été révoquée' });
  });

  it('is described in the OpenAPI document: 201, and the ApiKey scheme beside the user token', async () => {
    const doc = (await rest.get('/openapi.json')).body;
    expect(Object.keys(doc.paths['/org/api-keys'].post.responses)).toContain('201');
    expect(doc.components.securitySchemes.ApiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/clients'].get.security).toEqual([{ Authorization: [] }, { ApiKey: [] }]);
    expect(doc.paths['/users/me'].get.security).toEqual([{ Authorization: [] }]);
    expect(doc.paths['/billing/checkout'].post.security).toEqual([{ Authorization: [] }]);
    expect(doc.paths['/invoices/{id}/pdf'].get.security).toEqual([{ Authorization: [] }, { ApiKey: [] }]);
  });
});
