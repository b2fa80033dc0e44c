/**
 * The contract session's error steps: each error status an integrator meets (401, 403, 404, 409,
 * 422 with 400, 413 and 415, 429, 503), then the document itself and signing out.
 */
import { expect } from 'vitest';
import { MISSING_ID } from '../helpers/answers';
import { craftAccessToken } from '../helpers/fixtures';
import { as, uniqueEmail } from '../helpers/rest';
import { type ContractSession, expectStatus, PASSWORD } from './contract-session';
import type { Exchange } from './recorder';

/** Answers 401 without a token, with a bad or expired one, and to wrong credentials. */
export async function unauthenticated401(s: ContractSession) {
  const { api, ids } = s;
  expectStatus(await api.get('/api/clients'), 401);
  expectStatus(await api.get('/api/clients', { authorization: 'Bearer not-a-token' }), 401);
  const expired = await craftAccessToken(s.owner.userId, { exp: Math.floor(Date.now() / 1000) - 60 });
  expectStatus(await api.get(`/api/clients/${ids.globex}`, { token: expired }), 401);
  expectStatus(await api.get(`/api/invoices/${ids.invoice}/pdf`), 401);
  expectStatus(await api.get('/api/activity/export'), 401);
  expectStatus(await api.post('/api/auth/login', { email: s.owner.email, password: 'Wr0ng-Passw0rd' }), 401);
  expectStatus(await api.post('/api/auth/refresh'), 401);
}

/** Answers 403 with the code: a viewer writing, an unverified address, a Free-plan limit. */
export async function forbidden403(s: ContractSession) {
  const { api, ids } = s;
  const refused = await api.post('/api/clients', { name: 'Viewer Co' }, as(s.viewer));
  expectStatus(refused, 403);
  expect(refused.json.code).toBe('INSUFFICIENT_ROLE');
  expect(
    expectStatus(await api.put(`/api/clients/${ids.globex}`, { name: 'X' }, as(s.viewer)), 403).code,
  ).toBe('INSUFFICIENT_ROLE');
  expect(expectStatus(await api.delete(`/api/invoices/${ids.invoice}`, as(s.viewer)), 403).code).toBe(
    'INSUFFICIENT_ROLE',
  );
  const note = { entityType: 'client', objectId: ids.globex, body: 'Viewer note' };
  expect(expectStatus(await api.post('/api/notes', note, as(s.viewer)), 403).code).toBe('INSUFFICIENT_ROLE');
  expect(expectStatus(await api.get('/api/org/invites', as(s.viewer)), 403).code).toBe('INSUFFICIENT_ROLE');

  s.unverified = await s.register('Una', 'Unverified Works', { verify: false });
  const notVerified = await api.post(
    '/api/org/invite',
    { name: 'Someone', email: uniqueEmail('someone'), role: 'viewer' },
    as(s.unverified),
  );
  expect(expectStatus(notVerified, 403).code).toBe('EMAIL_NOT_VERIFIED');
  expect(
    expectStatus(await api.post('/api/billing/checkout', { tier: 'pro' }, as(s.unverified)), 403).code,
  ).toBe('EMAIL_NOT_VERIFIED');

  const limit = expectStatus(
    await api.post('/api/org/create', { name: 'Second Free Org' }, as(s.outsider)),
    403,
  );
  expect(limit).toMatchObject({ code: 'PLAN_UPGRADE_REQUIRED', requiredPlan: 'pro', currentPlan: 'free' });
}

/** Answers 404 for unknown ids and for another organization's. */
export async function notFound404(s: ContractSession) {
  const { api, ids } = s;
  expectStatus(await api.get(`/api/clients/${MISSING_ID}`, as(s.owner)), 404);
  expectStatus(await api.get(`/api/clients/${ids.outsiderClient}`, as(s.owner)), 404);
  expectStatus(await api.put(`/api/clients/${ids.outsiderClient}`, { name: 'Taken' }, as(s.owner)), 404);
  expectStatus(await api.delete(`/api/clients/${ids.outsiderClient}`, as(s.owner)), 404);
  expectStatus(await api.get(`/api/clients/${ids.outsiderClient}/summary`, as(s.owner)), 404);
  expectStatus(await api.get(`/api/projects/${MISSING_ID}`, as(s.owner)), 404);
  expectStatus(await api.get(`/api/invoices/${MISSING_ID}`, as(s.owner)), 404);
  expectStatus(await api.get(`/api/invoices/${MISSING_ID}/pdf`, as(s.owner)), 404);
  expectStatus(await api.patch(`/api/invoices/${MISSING_ID}/mark-paid`, { amount: 1 }, as(s.owner)), 404);
  expectStatus(await api.post(`/api/invoices/${MISSING_ID}/send`, {}, as(s.owner)), 404);
  expectStatus(await api.get(`/api/invoices/${MISSING_ID}/deliveries`, as(s.owner)), 404);
  expectStatus(
    await api.post(`/api/invoices/${ids.invoice}/deliveries/${MISSING_ID}/retry`, undefined, as(s.owner)),
    404,
  );
  expectStatus(await api.put(`/api/notes/${MISSING_ID}`, { body: 'Gone' }, as(s.owner)), 404);
  expectStatus(await api.get(`/api/activity/${ids.outsiderClient}/client`, as(s.owner)), 404);
  expectStatus(
    await api.patch(`/api/org/members/${s.outsider.userId}/role`, { role: 'member' }, as(s.owner)),
    404,
  );
}

/** Answers 409 to conflicts. */
export async function conflicts409(s: ContractSession) {
  const { api, ids } = s;
  expectStatus(
    await api.post('/api/auth/register', {
      name: 'Ada Again',
      email: s.owner.email,
      password: PASSWORD,
      orgName: 'Dup',
    }),
    409,
  );
  expectStatus(await api.patch(`/api/invoices/${ids.invoice}/mark-paid`, { amount: 1 }, as(s.owner)), 409);
  expectStatus(
    await api.post('/api/org/invite', { name: 'Vera', email: s.viewer.email, role: 'member' }, as(s.owner)),
    409,
  );
}

/** Answers 422 with the field errors to bad input; 400, 413 and 415 to a malformed, oversized or non-JSON body. */
export async function badInput422(s: ContractSession) {
  const { api, ids } = s;
  const blank = expectStatus(await api.post('/api/clients', { name: '   ' }, as(s.owner)), 422);
  expect(blank.errors).toEqual([expect.objectContaining({ field: 'name' })]);
  const badInvoice = expectStatus(
    await api.post('/api/invoices', { client: ids.globex, project: [ids.website], items: [] }, as(s.owner)),
    422,
  );
  expect(badInvoice.errors).toEqual([expect.objectContaining({ field: 'items' })]);
  expect(expectStatus(await api.get('/api/clients?limit=0', as(s.owner)), 422).errors[0].field).toBe('limit');
  expect(
    expectStatus(await api.get('/api/projects?after=not-a-cursor', as(s.owner)), 422).errors[0].field,
  ).toBe('after');
  expectStatus(await api.patch(`/api/invoices/${ids.invoice}/mark-paid`, { amount: -5 }, as(s.owner)), 422);
  expectStatus(
    await api.post(
      `/api/invoices/${ids.invoice}/send`,
      { recipients: ['a@b.example, c@d.example'] },
      as(s.owner),
    ),
    422,
  );
  expectStatus(await api.post('/api/auth/login', { email: 'not-an-address' }), 422);
  expectStatus(await api.get(`/api/search?q=${'x'.repeat(201)}`, as(s.owner)), 422);
  expectStatus(await api.get('/api/notes?entityType=client', as(s.owner)), 422);
  expectStatus(await api.get('/api/activity?limit=1000', as(s.owner)), 422);

  expectStatus(
    await api.post('/api/clients', undefined, {
      ...as(s.owner),
      raw: { contentType: 'application/json', body: '{"name":' },
    }),
    400,
  );
  expectStatus(
    await api.post('/api/clients', undefined, {
      ...as(s.owner),
      raw: { contentType: 'text/plain', body: 'name=Acme' },
    }),
    415,
  );
  const oversized = { entityType: 'client', objectId: ids.globex, body: 'x'.repeat(1024 * 1024) };
  expectStatus(await api.post('/api/notes', oversized, as(s.owner)), 413);
}

/** Answers 429 with Retry-After once a budget is spent. */
export async function rateLimited429(s: ContractSession) {
  const { api } = s;
  let last: Exchange | undefined;
  for (let i = 0; i < 10 && last?.status !== 429; i += 1) {
    last = await api.post('/api/auth/resend-verification', undefined, as(s.unverified));
  }
  expect(last?.status).toBe(429);
  expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
}

/** Serves the document and signs out. */
export async function documentAndSignOut(s: ContractSession) {
  const { api } = s;
  expectStatus(await api.get('/api/openapi.json'), 200);
  expectStatus(await api.get('/api/health'), 200);
  // Billing runs in mock mode: there is no webhook secret to check a Stripe signature with.
  expectStatus(
    await api.post(
      '/api/billing/webhook',
      { id: 'evt_test', type: 'customer.subscription.updated', data: { object: {} } },
      { headers: { 'stripe-signature': 't=1,v1=00' } },
    ),
    503,
  );
  expectStatus(await api.post('/api/auth/logout', undefined, { cookie: s.owner.cookie ?? '' }), 200);
  expectStatus(await api.get('/api/users/me', as(s.owner)), 401);
}
