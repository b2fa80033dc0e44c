/**
 * Spec conformance, from the outside: the REST facade walked the way an integrator reads
 * /work/shared/SPEC.md (§3–§9), ARCHITECTURE.md (§2–§3) and docs/api.md. Every expectation
 * here comes from those documents; where they leave a choice open the check accepts any
 * reasonable answer (an array or `{items}`, 200 or 201, `id` or `_id`, …).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_APP_URL, type TestApp } from './helpers/app';
import type { Outbox } from './helpers/outbox';
import { type RestClient, type RestResponse, restClient, uniqueEmail } from './helpers/rest';

const PASSWORD = 'Str0ng-Passw0rd';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

// ---------------------------------------------------------------------------------------------
// Small readers of the documented envelope
// ---------------------------------------------------------------------------------------------

const show = (res: RestResponse) =>
  `${res.status} ${typeof res.body === 'string' ? res.body.slice(0, 300) : JSON.stringify(res.body)}`;

function expectStatus(res: RestResponse, expected: number | number[], label = '') {
  const allowed = Array.isArray(expected) ? expected : [expected];
  expect(allowed, `${label} answered ${show(res)}`).toContain(res.status);
}
const expectOk = (res: RestResponse, label = '') =>
  expect(res.status >= 200 && res.status < 300, `${label} answered ${show(res)}`).toBe(true);
const expectRefused = (res: RestResponse, label = '') =>
  expect(res.status >= 400 && res.status < 500, `${label} answered ${show(res)}`).toBe(true);

/** A bullet of the spec ends with a full stop that may or may not be part of the text. */
const norm = (text: string) => text.trim().replace(/\.$/, '');
const messagesOf = (body: any): string[] =>
  [body?.msg, ...(Array.isArray(body?.errors) ? body.errors.map((e: any) => e?.msg) : [])].filter(
    (m): m is string => typeof m === 'string',
  );
function expectMessage(res: RestResponse, ...accepted: string[]) {
  const got = messagesOf(res.body).map(norm);
  expect(
    accepted.some((text) => got.includes(norm(text))),
    `expected one of ${JSON.stringify(accepted)}; got ${show(res)}`,
  ).toBe(true);
}

/** 422 with `errors: [{field, msg}]` carrying the spec's message (and the field when given). */
function expectFieldError(res: RestResponse, msg: string, field?: string) {
  expectStatus(res, 422, `validation "${msg}"`);
  expect(typeof res.body.msg).toBe('string');
  expect(Array.isArray(res.body.errors), show(res)).toBe(true);
  for (const e of res.body.errors) {
    expect(typeof e.msg).toBe('string');
  }
  const hit = res.body.errors.find((e: any) => norm(String(e.msg)) === norm(msg));
  expect(hit, `no error "${msg}" in ${show(res)}`).toBeTruthy();
  if (field) expect(String(hit.field ?? '')).toContain(field);
}

/**
 * The last admin can only act on themselves (managers cannot change or remove admins), and §6 says
 * roles are changed and members removed "other than themselves": either refusal is conformant.
 */
function expectLastAdminRule(res: RestResponse, specMsg: string) {
  expectRefused(res, specMsg);
  const got = messagesOf(res.body).map(norm);
  if (got.includes(norm(specMsg))) return;
  expect(res.body.code, show(res)).toBe('INSUFFICIENT_ROLE');
  expect(res.body.msg, show(res)).toMatch(/your own|yourself|themsel/i);
}

function expectForbidden(res: RestResponse, code: string, label = '') {
  expectStatus(res, 403, label);
  expect(res.body.code, `${label} ${show(res)}`).toBe(code);
  expect(typeof res.body.msg).toBe('string');
}

function expectPlanUpgrade(res: RestResponse, label = '') {
  expectForbidden(res, 'PLAN_UPGRADE_REQUIRED', label);
  expect(res.body.requiredPlan).toBe('pro');
  expect(res.body.currentPlan).toBe('free');
  expect(res.body).toHaveProperty('subscriptionStatus');
}

/** Lists: the spec allows an array or an object with items. */
const listOf = (body: any): any[] => {
  const list = Array.isArray(body) ? body : body?.items;
  expect(Array.isArray(list), `not a list: ${JSON.stringify(body)?.slice(0, 300)}`).toBe(true);
  return list;
};
const ids = (body: any) => listOf(body).map((r: any) => r._id);
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const idOf = (user: any): string => user?._id ?? user?.id;

/** The newest mail to `email` whose link goes to `pathPart` of the web app. */
function mailLink(outbox: Outbox, email: string, pathPart: string): URL {
  const mail = outbox
    .to(email)
    .filter((m) => m.link?.includes(pathPart))
    .at(-1);
  expect(mail, `no mail to ${email} with a ${pathPart} link`).toBeTruthy();
  return new URL(mail!.link!);
}

type Member = { email: string; name: string; token: string; id: string };

async function me(rest: RestClient, token: string) {
  const res = await rest.get('/auth/me', { token });
  expectStatus(res, 200, 'GET /auth/me');
  return res.body;
}

async function verifyIfMailed(rest: RestClient, outbox: Outbox, email: string) {
  const mail = outbox
    .to(email)
    .filter((m) => m.link?.includes('/verify-email'))
    .at(-1);
  if (!mail) return;
  const token = new URL(mail.link!).searchParams.get('token');
  const res = await rest.get(`/auth/verify-email?token=${encodeURIComponent(token ?? '')}`);
  expectStatus(res, 200, 'verify-email');
}

async function registerOwner(
  rest: RestClient,
  outbox: Outbox,
  name: string,
  orgName: string,
  verify = true,
): Promise<Member> {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const res = await rest.post('/auth/register', { name, email, password: PASSWORD, orgName });
  expectOk(res, 'register');
  if (verify) await verifyIfMailed(rest, outbox, email);
  const token = res.body.token as string;
  return { email, name, token, id: idOf((await me(rest, token)).user) };
}

/** Invites `role`, reads the link from the answer, registers with it. */
async function inviteAndJoin(
  rest: RestClient,
  outbox: Outbox,
  inviterToken: string,
  role: string,
  name: string,
): Promise<Member> {
  const email = uniqueEmail(role);
  const invite = await rest.post('/org/invite', { name, email, role }, { token: inviterToken });
  expectOk(invite, `invite ${role}`);
  const inviteToken = new URL(invite.body.link).searchParams.get('invite');
  const reg = await rest.post('/auth/register', { name, email, password: PASSWORD, invite: inviteToken });
  expectOk(reg, 'register with invite');
  await verifyIfMailed(rest, outbox, email);
  const token = reg.body.token as string;
  return { email, name, token, id: idOf((await me(rest, token)).user) };
}

async function membersOf(rest: RestClient, token: string): Promise<any[]> {
  const res = await rest.get('/org/members', { token });
  expectStatus(res, 200, 'GET /org/members');
  const list = Array.isArray(res.body) ? res.body : (res.body.members ?? res.body.items);
  expect(Array.isArray(list), show(res)).toBe(true);
  return list;
}
const roleOf = (members: any[], userId: string) => members.find((m) => m.user?._id === userId)?.role;

async function upgradeToPro(rest: RestClient, token: string) {
  const res = await rest.post('/billing/checkout', { tier: 'pro' }, { token });
  expectOk(res, 'checkout pro');
  return res;
}

/** Every call of SPEC §7, path parameters written as {}. */
const SPEC_CALLS: [string, string][] = [
  ['POST', '/auth/login'],
  ['POST', '/auth/register'],
  ['GET', '/auth/invite/{}'],
  ['POST', '/auth/forgot-password'],
  ['POST', '/auth/reset-password'],
  ['GET', '/auth/verify-email'],
  ['POST', '/auth/refresh'],
  ['POST', '/auth/logout'],
  ['POST', '/auth/resend-verification'],
  ['POST', '/auth/request-email-change'],
  ['GET', '/auth/me'],
  ['GET', '/users/me'],
  ['PUT', '/users/me'],
  ['PATCH', '/users/me/password'],
  ['PATCH', '/users/me/preferences'],
  ['GET', '/search'],
  ['GET', '/dashboard/summary'],
  ['GET', '/notes'],
  ['POST', '/notes'],
  ['PUT', '/notes/{}'],
  ['DELETE', '/notes/{}'],
  ['GET', '/clients'],
  ['GET', '/clients/{}'],
  ['GET', '/clients/{}/summary'],
  ['GET', '/clients/{}/projects'],
  ['GET', '/clients/{}/invoices'],
  ['GET', '/activity/{}/client'],
  ['POST', '/clients'],
  ['PUT', '/clients/{}'],
  ['DELETE', '/clients/{}'],
  ['GET', '/projects'],
  ['GET', '/projects/{}'],
  ['POST', '/projects'],
  ['PUT', '/projects/{}'],
  ['PATCH', '/projects/{}/status'],
  ['DELETE', '/projects/{}'],
  ['GET', '/activity/{}/project'],
  ['GET', '/invoices'],
  ['GET', '/invoices/{}'],
  ['POST', '/invoices'],
  ['PUT', '/invoices/{}'],
  ['PATCH', '/invoices/{}/mark-sent'],
  ['PATCH', '/invoices/{}/mark-paid'],
  ['GET', '/invoices/{}/pdf'],
  ['DELETE', '/invoices/{}'],
  ['GET', '/activity/{}/invoice'],
  ['GET', '/activity'],
  ['GET', '/activity/export'],
  ['GET', '/org/members'],
  ['GET', '/org/name'],
  ['PUT', '/org/name'],
  ['GET', '/org/activity-summary'],
  ['GET', '/org/invites'],
  ['POST', '/org/invite'],
  ['DELETE', '/org/invites/{}'],
  ['POST', '/org/invites/{}/resend'],
  ['PATCH', '/org/members/{}/role'],
  ['DELETE', '/org/members/{}'],
  ['POST', '/org/create'],
  ['GET', '/auth/orgs'],
  ['PUT', '/auth/switch-org'],
  ['GET', '/billing/overview'],
  ['POST', '/billing/checkout'],
  ['POST', '/billing/portal'],
];

/** An OpenAPI path template covers a spec path when every segment matches (a {param} matches any). */
function coversPath(template: string, specPath: string) {
  const a = template.replace(/^\/api(?=\/)/, '').split('/');
  const b = specPath.split('/');
  return a.length === b.length && a.every((seg, i) => seg === b[i] || (/^\{.+\}$/.test(seg) && true));
}

// =============================================================================================
// 1. Accounts
// =============================================================================================

describe('1. Accounts: register → verify → login → refresh → orgs → logout', () => {
  let t: TestApp;
  let rest: RestClient;
  const email = uniqueEmail('ada');
  const name = 'Ada Lovelace';
  let token = '';
  let cookie = '';
  let password = PASSWORD;

  beforeAll(async () => {
    t = await createTestApp();
    rest = restClient(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('register rejects missing and bad fields with 422 and the §5 messages', async () => {
    const empty = await rest.post('/auth/register', {});
    expectFieldError(empty, 'Name is required', 'name');
    expectFieldError(empty, 'Email is required', 'email');
    expectFieldError(empty, 'Password is required', 'password');
    expectFieldError(empty, 'Organization name is required');

    const bad = await rest.post('/auth/register', {
      name: 'Ada',
      email: 'not-an-email',
      password: 'short',
      orgName: 'Acme',
    });
    expectFieldError(bad, 'Enter a valid email', 'email');
    expectFieldError(bad, 'Use at least 8 characters', 'password');
  });

  it('register answers {token} and sets the httpOnly refresh cookie scoped to /api/auth', async () => {
    const res = await rest.post('/auth/register', { name, email, password, orgName: 'Analytical Engines' });
    expectStatus(res, [200, 201], 'register');
    expect(typeof res.body.token).toBe('string');
    expect(res.body.token.length).toBeGreaterThan(20);
    const set = res.setCookie.find((c) => c.startsWith('folio_refresh='));
    expect(set, 'refresh cookie').toBeTruthy();
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Path=\/api\/auth/i);
    expect(res.refreshCookie).toBeTruthy();
    token = res.body.token;
    cookie = res.refreshCookie!;
  });

  it('a second registration with the same email is a 409 conflict', async () => {
    const res = await rest.post('/auth/register', { name, email, password, orgName: 'Again' });
    expectStatus(res, 409, 'duplicate register');
    expect(typeof res.body.msg).toBe('string');
  });

  it('GET /auth/me answers user and role; the new account is unverified and admin of its org', async () => {
    const body = await me(rest, token);
    expect(body.user).toBeTruthy();
    expect(idOf(body.user)).toMatch(UUID);
    expect(body.user.email).toBe(email);
    expect(body.user.name).toBe(name);
    expect(body.user.isVerified).toBe(false);
    expect(body.role ?? body.user.role ?? body.user.currentOrgRole).toBe('admin');
  });

  it('calls without or with a bad bearer token are 401 and the msg mentions the token', async () => {
    const none = await rest.get('/auth/me');
    expectStatus(none, 401, 'no token');
    expect(none.body.msg).toMatch(/token/i);
    const bad = await rest.get('/clients', { token: 'not.a.jwt' });
    expectStatus(bad, 401, 'bad token');
    expect(bad.body.msg).toMatch(/token/i);
  });

  it('GET /api/openapi.json is OpenAPI 3 and lists every call of SPEC §7', async () => {
    const res = await rest.get('/openapi.json');
    expectStatus(res, 200, 'openapi.json');
    expect(String(res.body.openapi)).toMatch(/^3\./);
    const operations = Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, item]) => Object.keys(item).map((method) => [method.toUpperCase(), path] as const),
    );
    const missing = SPEC_CALLS.filter(
      ([method, path]) => !operations.some(([m, template]) => m === method && coversPath(template, path)),
    ).map(([method, path]) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it('error envelope: malformed JSON is 400, unknown paths 404, malformed ids a clear 4xx, all with {msg}', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(typeof JSON.parse(bad.body).msg).toBe('string');
    const tooBig = await rest.post('/org/create', { name: 'x'.repeat(2 * 1024 * 1024) }, { token });
    expectStatus(tooBig, 413, 'body over 1 MiB');
    expect(typeof tooBig.body.msg).toBe('string');
    const unknown = await rest.get('/no-such-endpoint', { token });
    expectStatus(unknown, 404, 'unknown path');
    expect(typeof unknown.body.msg).toBe('string');
    for (const path of ['/clients/not-a-uuid', '/projects/123', '/invoices/xyz', '/invoices/xyz/pdf']) {
      const res = await rest.get(path, { token });
      expectRefused(res, path);
      expect(typeof res.body.msg, `${path} ${show(res)}`).toBe('string');
    }
  });

  it('the verification mail links to /verify-email; verifying works once', async () => {
    const link = mailLink(t.outbox, email, '/verify-email');
    expect(link.href.startsWith(`${TEST_APP_URL}/verify-email?token=`)).toBe(true);
    const verifyToken = link.searchParams.get('token')!;

    const ok = await rest.get(`/auth/verify-email?token=${encodeURIComponent(verifyToken)}`);
    expectStatus(ok, 200, 'verify');
    expect(typeof ok.body.msg).toBe('string');
    expect((await me(rest, token)).user.isVerified).toBe(true);

    const again = await rest.get(`/auth/verify-email?token=${encodeURIComponent(verifyToken)}`);
    expectStatus(again, 400, 'verify twice');
    expect(typeof again.body.msg).toBe('string');
    const unknown = await rest.get('/auth/verify-email?token=nonsense-token');
    expectStatus(unknown, 400, 'unknown verify token');
  });

  it('login: wrong credentials are 401; right ones answer {token} and a refresh cookie', async () => {
    const wrong = await rest.post('/auth/login', { email, password: 'Wr0ng-Passw0rd' });
    expectStatus(wrong, 401, 'wrong password');
    expect(typeof wrong.body.msg).toBe('string');
    const unknown = await rest.post('/auth/login', { email: uniqueEmail('nobody'), password });
    expectStatus(unknown, 401, 'unknown email');

    const res = await rest.post('/auth/login', { email, password });
    expectStatus(res, 200, 'login');
    expect(typeof res.body.token).toBe('string');
    expect(res.refreshCookie).toBeTruthy();
    token = res.body.token;
    cookie = res.refreshCookie!;
    expect((await me(rest, token)).user.email).toBe(email);
  });

  it('refresh with the cookie only answers a new token and rotates the cookie; a replayed cookie is refused and revokes the session', async () => {
    const res = await rest.post('/auth/refresh', undefined, { cookie });
    expectStatus(res, 200, 'refresh');
    expect(typeof res.body.token).toBe('string');
    expect(res.refreshCookie).toBeTruthy();
    expect(res.refreshCookie).not.toBe(cookie);
    expect((await me(rest, res.body.token)).user.email).toBe(email);

    const replay = await rest.post('/auth/refresh', undefined, { cookie });
    expectStatus(replay, 401, 'replayed refresh cookie');
    expect(typeof replay.body.msg).toBe('string');
    // docs/api.md: presenting an old one again revokes the whole session.
    const rotated = await rest.post('/auth/refresh', undefined, { cookie: res.refreshCookie });
    expectStatus(rotated, 401, 'rotated cookie after reuse');

    const noCookie = await rest.post('/auth/refresh');
    expectStatus(noCookie, 401, 'refresh without cookie');

    const login = await rest.post('/auth/login', { email, password });
    expectStatus(login, 200);
    token = login.body.token;
    cookie = login.refreshCookie!;
  });

  it('GET /users/me carries preferences; PATCH /users/me/preferences stores the theme', async () => {
    const res = await rest.get('/users/me', { token });
    expectStatus(res, 200, 'GET /users/me');
    const user = res.body.user ?? res.body;
    expect(user.email).toBe(email);
    expect(['system', 'light', 'dark']).toContain(user.preferences?.theme);
    expect(user.preferences?.notifications?.emailActivity).toBe(true);

    const set = await rest.patch('/users/me/preferences', { theme: 'dark' }, { token });
    expectOk(set, 'PATCH preferences');
    const after = await rest.get('/users/me', { token });
    expect((after.body.user ?? after.body).preferences.theme).toBe('dark');

    const bad = await rest.patch('/users/me/preferences', { theme: 'neon' }, { token });
    expectStatus(bad, 422, 'bad theme');

    const short = await rest.patch(
      '/users/me/password',
      { currentPassword: password, newPassword: 'short' },
      { token },
    );
    expectStatus(short, 422, 'short new password');
    expect(JSON.stringify(short.body.errors)).toContain('newPassword');
  });

  it('organizations: create validates the name, lists orgs with currentOrg, and switching scopes the data', async () => {
    const blank = await rest.post('/org/create', { name: '   ' }, { token });
    expectFieldError(blank, 'Organization name is required');
    const long = await rest.post('/org/create', { name: 'x'.repeat(81) }, { token });
    expectStatus(long, 422, 'org name over 80');

    // The free plan includes 1 organization: a second one needs the first on a paid plan.
    const refused = await rest.post('/org/create', { name: 'Difference Engines' }, { token });
    expectPlanUpgrade(refused, 'second organization on the free plan');
    await upgradeToPro(rest, token);
    const created = await rest.post('/org/create', { name: 'Difference Engines' }, { token });
    expectOk(created, 'create org');

    const list = await rest.get('/auth/orgs', { token });
    expectStatus(list, 200, 'GET /auth/orgs');
    expect(Array.isArray(list.body.orgs)).toBe(true);
    const first = list.body.orgs.find((o: any) => o.org?.name === 'Analytical Engines');
    const second = list.body.orgs.find((o: any) => o.org?.name === 'Difference Engines');
    expect(first, JSON.stringify(list.body)).toBeTruthy();
    expect(second, JSON.stringify(list.body)).toBeTruthy();
    expect(first.org._id).toMatch(UUID);
    expect(first.role).toBe('admin');
    expect(second.role).toBe('admin');
    for (const entry of list.body.orgs) {
      const counts = Object.entries(entry).filter(([k, v]) => typeof v === 'number' && /member/i.test(k));
      expect(counts.length, `members count in ${JSON.stringify(entry)}`).toBe(1);
      const projects = Object.entries(entry).filter(([k, v]) => typeof v === 'number' && /project/i.test(k));
      expect(projects.length, `projects count in ${JSON.stringify(entry)}`).toBe(1);
    }
    expect(list.body).toHaveProperty('currentOrg');
    const current = (body: any) =>
      typeof body.currentOrg === 'string' ? body.currentOrg : (body.currentOrg?._id ?? body.currentOrg?.id);

    const toFirst = await rest.put('/auth/switch-org', { orgId: first.org._id }, { token });
    expectOk(toFirst, 'switch to first');
    if (typeof toFirst.body?.token === 'string') token = toFirst.body.token;
    expect(current((await rest.get('/auth/orgs', { token })).body)).toBe(first.org._id);
    const client = await rest.post('/clients', { name: 'Only In First' }, { token });
    expectOk(client, 'client in first org');

    const toSecond = await rest.put('/auth/switch-org', { orgId: second.org._id }, { token });
    expectOk(toSecond, 'switch to second');
    if (typeof toSecond.body?.token === 'string') token = toSecond.body.token;
    expect(current((await rest.get('/auth/orgs', { token })).body)).toBe(second.org._id);
    const who = await me(rest, token);
    expect(who.role ?? who.user.role ?? who.user.currentOrgRole).toBe('admin');
    const clients = await rest.get('/clients', { token });
    expectStatus(clients, 200);
    expect(ids(clients.body)).not.toContain(client.body._id);
    const foreign = await rest.get(`/clients/${client.body._id}`, { token });
    expectStatus(foreign, 404, 'client of the other org');

    const stranger = await rest.put('/auth/switch-org', { orgId: MISSING_ID }, { token });
    expectStatus(stranger, [403, 404], 'switch to an org one is not in');
  });

  it('forgot/reset password: same answer for unknown emails, single-use reset link, new password works', async () => {
    const unknown = await rest.post('/auth/forgot-password', { email: uniqueEmail('ghost') });
    const known = await rest.post('/auth/forgot-password', { email });
    await t.settled();
    expectOk(known, 'forgot-password');
    expectMessage(known, 'If an account exists, a reset email has been sent.');
    expect(unknown.body).toEqual(known.body);
    expect(unknown.status).toBe(known.status);
    const link = mailLink(t.outbox, email, '/reset-password');
    expect(link.href.startsWith(`${TEST_APP_URL}/reset-password?token=`)).toBe(true);
    const resetToken = link.searchParams.get('token')!;

    const bad = await rest.post('/auth/reset-password', { token: 'nope', newPassword: 'An0ther-Passw0rd' });
    expectStatus(bad, 400, 'unknown reset token');
    const short = await rest.post('/auth/reset-password', { token: resetToken, newPassword: 'short' });
    expectFieldError(short, 'Password must be at least 8 characters.', 'newPassword');
    const noToken = await rest.post('/auth/reset-password', { newPassword: 'An0ther-Passw0rd' });
    expectFieldError(noToken, 'Invalid or missing token.', 'token');

    const ok = await rest.post('/auth/reset-password', {
      token: resetToken,
      newPassword: 'An0ther-Passw0rd',
    });
    expectOk(ok, 'reset-password');
    const reuse = await rest.post('/auth/reset-password', {
      token: resetToken,
      newPassword: 'Th1rd-Passw0rd!',
    });
    expectStatus(reuse, 400, 'reused reset token');

    expectStatus(await rest.post('/auth/login', { email, password }), 401, 'old password');
    password = 'An0ther-Passw0rd';
    const login = await rest.post('/auth/login', { email, password });
    expectStatus(login, 200, 'login with new password');
    token = login.body.token;
    cookie = login.refreshCookie!;
  });

  it('refresh and logout refuse cross-site requests, and the refused attempt changes nothing', async () => {
    const crossSite = await rest.post('/auth/refresh', undefined, {
      cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expectRefused(crossSite, 'cross-site refresh');
    const foreign = await rest.post('/auth/refresh', undefined, {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expectRefused(foreign, 'foreign-origin refresh');
    const foreignLogout = await rest.post('/auth/logout', undefined, {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expectRefused(foreignLogout, 'foreign-origin logout');
    const same = await rest.post('/auth/refresh', undefined, { cookie, headers: { origin: TEST_APP_URL } });
    expectStatus(same, 200, 'same-origin refresh after the refused attempts');
    token = same.body.token;
    cookie = same.refreshCookie!;
  });

  it('access tokens expire after 15 minutes', async () => {
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
    expect(claims.exp - claims.iat).toBe(15 * 60);
    const realNow = Date.now();
    let old = '';
    vi.useFakeTimers({ toFake: ['Date'], now: realNow - 16 * 60_000 });
    try {
      const login = await rest.post('/auth/login', { email, password });
      expectStatus(login, 200, 'login 16 minutes ago');
      old = login.body.token;
    } finally {
      vi.useRealTimers();
    }
    const res = await rest.get('/auth/me', { token: old });
    expectStatus(res, 401, 'expired access token');
    expect(res.body.msg).toMatch(/token/i);
  });

  it('emailed links expire: verification after 48 h, reset after 1 h, invitation after 7 days', async () => {
    const realNow = Date.now();
    const hours = (h: number) => h * 3_600_000;
    const lateEmail = uniqueEmail('late');
    const inviteEmail = uniqueEmail('late.invitee');
    const at = async (offset: number, run: () => Promise<void>) => {
      vi.useFakeTimers({ toFake: ['Date'], now: realNow - offset });
      try {
        await run();
      } finally {
        vi.useRealTimers();
      }
    };
    await at(hours(49), async () => {
      expectOk(
        await rest.post('/auth/register', {
          name: 'Late Verifier',
          email: lateEmail,
          password: PASSWORD,
          orgName: 'Late Org',
        }),
        'register 49 h ago',
      );
    });
    await at(hours(1) + 60_000, async () => {
      expectOk(await rest.post('/auth/forgot-password', { email: lateEmail }), 'forgot 61 min ago');
      await t.settled(); // the reset token is issued after the answer, still at this time
    });
    await at(hours(7 * 24 + 1), async () => {
      const login = await rest.post('/auth/login', { email, password });
      expectStatus(login, 200, 'login 7 days ago');
      expectOk(
        await rest.post(
          '/org/invite',
          { name: 'Late Invitee', email: inviteEmail, role: 'viewer' },
          { token: login.body.token },
        ),
        'invite 7 days ago',
      );
    });

    const verify = mailLink(t.outbox, lateEmail, '/verify-email').searchParams.get('token')!;
    expectStatus(
      await rest.get(`/auth/verify-email?token=${encodeURIComponent(verify)}`),
      400,
      'verify after 49 h',
    );
    const reset = mailLink(t.outbox, lateEmail, '/reset-password').searchParams.get('token')!;
    expectStatus(
      await rest.post('/auth/reset-password', { token: reset, newPassword: 'An0ther-Passw0rd' }),
      400,
      'reset after 61 min',
    );
    const invite = mailLink(t.outbox, inviteEmail, '/register').searchParams.get('invite')!;
    const check = await rest.get(`/auth/invite/${encodeURIComponent(invite)}`);
    if (check.status === 200) expect(check.body.valid, show(check)).toBe(false);
    else expectStatus(check, [400, 404], 'invite after 7 days');
    expectRefused(
      await rest.post('/auth/register', { name: 'Late', email: inviteEmail, password: PASSWORD, invite }),
      'register with a 7-day-old invite',
    );
  });

  it('resend-verification answers {msg}; an email change stays pending until confirmed from the new inbox', async () => {
    const first = uniqueEmail('grace');
    const reg = await rest.post('/auth/register', {
      name: 'Grace',
      email: first,
      password: PASSWORD,
      orgName: 'G Org',
    });
    expectOk(reg);
    const T = { token: reg.body.token as string };
    const before = t.outbox.to(first).length;
    const resend = await rest.post('/auth/resend-verification', undefined, T);
    expectStatus(resend, 200, 'resend-verification');
    expect(typeof resend.body.msg).toBe('string');
    expect(t.outbox.to(first).length).toBe(before + 1);
    await verifyIfMailed(rest, t.outbox, first);
    expect((await me(rest, T.token)).user.isVerified).toBe(true);

    const currentPassword = PASSWORD;
    expectStatus(
      await rest.post('/auth/request-email-change', { newEmail: 'nope', currentPassword }, T),
      422,
      'bad newEmail',
    );
    expectStatus(
      await rest.post('/auth/request-email-change', { newEmail: email, currentPassword }, T),
      409,
      'taken newEmail',
    );
    const next = uniqueEmail('grace.new');
    expectStatus(
      await rest.post('/auth/request-email-change', { newEmail: next }, T),
      422,
      'email change without the current password',
    );
    const change = await rest.post('/auth/request-email-change', { newEmail: next, currentPassword }, T);
    expectStatus(change, 200, 'request-email-change');
    expect(typeof change.body.msg).toBe('string');
    let user = (await me(rest, T.token)).user;
    expect(user.email).toBe(first);
    expect(user.pendingEmail).toBe(next);
    const link = mailLink(t.outbox, next, '/verify-email');
    expect(link.href.startsWith(`${TEST_APP_URL}/verify-email?token=`)).toBe(true);
    const confirm = await rest.get(
      `/auth/verify-email?token=${encodeURIComponent(link.searchParams.get('token')!)}`,
    );
    expectStatus(confirm, 200, 'confirm email change');
    // The confirmed change ends every session of the account.
    expectStatus(await rest.get('/auth/me', T), 401, 'session after the email change');
    const relogin = await rest.post('/auth/login', { email: next, password: PASSWORD });
    expectStatus(relogin, 200, 'login with the new address');
    user = (await me(rest, relogin.body.token)).user;
    expect(user.email).toBe(next);
    expect(user.pendingEmail ?? null).toBeNull();
    expectStatus(await rest.post('/auth/login', { email: first, password: PASSWORD }), 401, 'old address');
    expectStatus(await rest.post('/auth/login', { email: next, password: PASSWORD }), 200, 'new address');
  });

  it('profile: PUT /users/me, change password, login statistics', async () => {
    const put = await rest.put(
      '/users/me',
      { name: 'Ada King', email, preferences: { theme: 'light', locale: 'fr', tz: 'Europe/Paris' } },
      { token },
    );
    expectOk(put, 'PUT /users/me');
    const got = await rest.get('/users/me', { token });
    const user = got.body.user ?? got.body;
    expect(user.name).toBe('Ada King');
    expect(user.preferences).toMatchObject({ theme: 'light', locale: 'fr' });
    expect(typeof user.loginCount).toBe('number');
    expect(user.loginCount).toBeGreaterThanOrEqual(1);
    expect(user.lastLoginAt).toMatch(ISO);
    expect(user.currentOrgName ?? user.currentOrg?.name).toBe('Difference Engines');
    expect(user.currentRole ?? user.role ?? user.currentOrgRole).toBe('admin');
    expectStatus(
      await rest.put('/users/me', { name: 'Ada King', email, preferences: { locale: 'xx' } }, { token }),
      422,
      'unknown locale',
    );
    expectStatus(
      await rest.put(
        '/users/me',
        { name: 'Ada King', email, preferences: { tz: 'Mars/Olympus' } },
        { token },
      ),
      422,
      'unknown time zone',
    );
    // §4: a new address waits for confirmation from the new inbox.
    const newAddress = uniqueEmail('ada.new');
    expectStatus(
      await rest.put('/users/me', { name: 'Ada King', email: newAddress, preferences: {} }, { token }),
      422,
      'PUT /users/me with a new email but without the current password',
    );
    expectOk(
      await rest.put(
        '/users/me',
        { name: 'Ada King', email: newAddress, currentPassword: password, preferences: {} },
        { token },
      ),
      'PUT /users/me with a new email',
    );
    const pending = (await me(rest, token)).user;
    expect(pending.email).toBe(email);
    expect(pending.pendingEmail).toBe(newAddress);

    const wrong = await rest.patch(
      '/users/me/password',
      { currentPassword: 'Wr0ng-Passw0rd', newPassword: 'Y3t-An0ther-Pass' },
      { token },
    );
    expectRefused(wrong, 'wrong current password');
    const changed = await rest.patch(
      '/users/me/password',
      { currentPassword: password, newPassword: 'Y3t-An0ther-Pass' },
      { token },
    );
    expectOk(changed, 'change password');
    password = 'Y3t-An0ther-Pass';
    const login = await rest.post('/auth/login', { email, password });
    expectStatus(login, 200, 'login with the changed password');
    token = login.body.token;
    cookie = login.refreshCookie!;
  });

  it('logout (cookie only) clears the cookie and revokes the refresh token', async () => {
    const res = await rest.post('/auth/logout', undefined, { cookie });
    expectOk(res, 'logout');
    const cleared = res.setCookie.find((c) => c.startsWith('folio_refresh='));
    expect(cleared, 'logout clears the cookie').toBeTruthy();
    expect(res.refreshCookie === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(cleared!)).toBe(true);
    const after = await rest.post('/auth/refresh', undefined, { cookie });
    expectStatus(after, 401, 'refresh after logout');
  });
});

describe('1b. Failed logins are rate-limited (docs/api.md)', () => {
  it('after 5 failed logins of an account the next attempt waits: 429 with Retry-After', async () => {
    const t = await createTestApp({ rateLimits: true });
    try {
      const rest = restClient(t.app);
      const email = uniqueEmail('limited');
      expectOk(await rest.post('/auth/register', { name: 'L', email, password: PASSWORD, orgName: 'L' }));
      for (let i = 0; i < 5; i += 1) {
        expectStatus(
          await rest.post('/auth/login', { email, password: 'Wr0ng-Passw0rd' }),
          401,
          `failure ${i + 1}`,
        );
      }
      const limited = await rest.post('/auth/login', { email, password: 'Wr0ng-Passw0rd' });
      expectStatus(limited, 429, 'sixth failure');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(typeof limited.body.msg).toBe('string');
    } finally {
      await t.close();
    }
  });
});

// =============================================================================================
// 2. Team & billing
// =============================================================================================

describe('2. Team and billing: invites, roles, free-plan limits, mock upgrade', () => {
  let t: TestApp;
  let rest: RestClient;
  let admin: Member;
  let manager: Member;
  let member: Member;
  let viewer: Member;
  let clientId = '';
  let projectId = '';

  beforeAll(async () => {
    t = await createTestApp();
    rest = restClient(t.app);
    admin = await registerOwner(rest, t.outbox, 'Grace Hopper', 'Compilers Inc');
  });
  afterAll(async () => {
    await t?.close();
  });

  const invoicePayload = () => ({
    client: clientId,
    project: [projectId],
    items: [{ description: 'Work', quantity: 1, unitPrice: 10 }],
    currency: 'USD',
    dueDate: day(30),
  });

  it('billing overview of a new organization: free plan, billing block, prices', async () => {
    const res = await rest.get('/billing/overview', { token: admin.token });
    expectStatus(res, 200, 'overview');
    expect(res.body.org.planTier).toBe('free');
    expect(res.body.org).toHaveProperty('subscriptionStatus');
    expect(res.body.org.billing).toBeTruthy();
    for (const key of ['periodStart', 'periodEnd', 'customerId', 'subscriptionId']) {
      expect(res.body.org.billing).toHaveProperty(key);
    }
    expect(Object.values(res.body).some((v) => typeof v === 'boolean')).toBe(true);
    expect(typeof res.body.prices.pro.amount).toBe('number');
    expect(typeof res.body.prices.business.amount).toBe('number');
  });

  it('the invite form is validated with the §5 messages', async () => {
    const empty = await rest.post('/org/invite', {}, { token: admin.token });
    expectFieldError(empty, 'Name is required', 'name');
    expectFieldError(empty, 'Email is required', 'email');
    expectFieldError(empty, 'Select a role', 'role');
    const bad = await rest.post(
      '/org/invite',
      { name: 'X', email: 'nope', role: 'viewer' },
      { token: admin.token },
    );
    expectFieldError(bad, 'Enter a valid email', 'email');
    const badRole = await rest.post(
      '/org/invite',
      { name: 'X', email: uniqueEmail('x'), role: 'owner' },
      { token: admin.token },
    );
    expectStatus(badRole, 422, 'unknown role');
  });

  it('invite by email: answer {added, invited, msg, link}, mail with the same link, invite check, register joins with that role', async () => {
    const email = uniqueEmail('manager');
    const res = await rest.post(
      '/org/invite',
      { name: 'Mary Manager', email, role: 'manager' },
      { token: admin.token },
    );
    expectOk(res, 'invite');
    expect(res.body.invited).toBe(true);
    expect(res.body.added).toBe(false);
    expect(typeof res.body.msg).toBe('string');
    const link = new URL(res.body.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_APP_URL}/register`);
    const inviteToken = link.searchParams.get('invite')!;
    expect(inviteToken).toBeTruthy();

    const mailed = mailLink(t.outbox, email, '/register');
    expect(mailed.searchParams.get('invite')).toBe(inviteToken);

    const check = await rest.get(`/auth/invite/${encodeURIComponent(inviteToken)}`);
    expectStatus(check, 200, 'invite check');
    expect(check.body.valid).toBe(true);
    expect(check.body.email).toBe(email);
    expect(check.body.org?.name).toBe('Compilers Inc');
    expect(check.body.role).toBe('manager');

    const reg = await rest.post('/auth/register', {
      name: 'Mary Manager',
      email,
      password: PASSWORD,
      invite: inviteToken,
    });
    expectStatus(reg, [200, 201], 'register with invite');
    expect(typeof reg.body.token).toBe('string');
    await verifyIfMailed(rest, t.outbox, email);
    const who = await me(rest, reg.body.token);
    expect(who.role ?? who.user.role ?? who.user.currentOrgRole).toBe('manager');
    manager = { email, name: 'Mary Manager', token: reg.body.token, id: idOf(who.user) };

    const members = await membersOf(rest, admin.token);
    expect(members).toHaveLength(2);
    for (const m of members) {
      expect(m.user._id).toMatch(UUID);
      expect(typeof m.user.name).toBe('string');
      expect(typeof m.user.email).toBe('string');
      expect(['viewer', 'member', 'manager', 'admin']).toContain(m.role);
    }
    expect(roleOf(members, manager.id)).toBe('manager');
    expect(roleOf(members, admin.id)).toBe('admin');

    const used = await rest.get(`/auth/invite/${encodeURIComponent(inviteToken)}`);
    if (used.status === 200) expect(used.body.valid).toBe(false);
    else expectStatus(used, [400, 404], 'used invite check');
    expectMessage(used, 'Invalid or expired invite token', 'Invalid or expired invitation.');
  });

  it('an unknown invite token is reported invalid with the §5 text', async () => {
    const res = await rest.get('/auth/invite/not-a-real-token');
    if (res.status === 200) expect(res.body.valid).toBe(false);
    else expectStatus(res, [400, 404], 'unknown invite');
    expectMessage(res, 'Invalid or expired invite token', 'Invalid or expired invitation.');
  });

  it('free plan: a third user is refused with 403 PLAN_UPGRADE_REQUIRED', async () => {
    const email = uniqueEmail('third');
    const res = await rest.post(
      '/org/invite',
      { name: 'Third', email, role: 'viewer' },
      { token: admin.token },
    );
    if (res.status === 403) {
      expectPlanUpgrade(res, 'third invite');
    } else {
      expectOk(res, 'third invite');
      const token = new URL(res.body.link).searchParams.get('invite');
      const reg = await rest.post('/auth/register', {
        name: 'Third',
        email,
        password: PASSWORD,
        invite: token,
      });
      expectPlanUpgrade(reg, 'third user joining');
    }
    expect(await membersOf(rest, admin.token)).toHaveLength(2);
  });

  it('free plan: pending invitations cannot take an organization past 2 users', async () => {
    const owner = await registerOwner(rest, t.outbox, 'Paula Pending', 'Pending Org');
    const joined: string[] = [];
    const tokens: [string, string][] = [];
    for (const who of ['x', 'y']) {
      const email = uniqueEmail(`pending.${who}`);
      const res = await rest.post(
        '/org/invite',
        { name: who, email, role: 'viewer' },
        { token: owner.token },
      );
      if (res.status === 403) {
        expectPlanUpgrade(res, 'second pending invite');
        continue;
      }
      expectOk(res, 'invite');
      tokens.push([email, new URL(res.body.link).searchParams.get('invite')!]);
    }
    for (const [email, invite] of tokens) {
      const reg = await rest.post('/auth/register', { name: 'P', email, password: PASSWORD, invite });
      if (reg.status === 403) expectPlanUpgrade(reg, 'joining over the limit');
      else {
        expectOk(reg, 'join');
        joined.push(email);
      }
    }
    expect(joined).toHaveLength(1);
    expect(await membersOf(rest, owner.token)).toHaveLength(2);
  });

  it('free plan: 10 invoices per calendar month, the 11th is 403 PLAN_UPGRADE_REQUIRED', async () => {
    const client = await rest.post('/clients', { name: 'Limit Client' }, { token: admin.token });
    expectOk(client, 'client');
    clientId = client.body._id;
    const project = await rest.post(
      '/projects',
      { title: 'Limit Project', client: clientId, priceCents: 1000 },
      { token: admin.token },
    );
    expectOk(project, 'project');
    projectId = project.body._id;
    for (let i = 0; i < 10; i += 1) {
      expectOk(await rest.post('/invoices', invoicePayload(), { token: admin.token }), `invoice ${i + 1}`);
    }
    const eleventh = await rest.post('/invoices', invoicePayload(), { token: admin.token });
    expectPlanUpgrade(eleventh, '11th invoice');
    const list = listOf((await rest.get('/invoices', { token: admin.token })).body);
    expect(list).toHaveLength(10);
    // §9 lists "invoices and PDF export" among Pro contents; either answer is conformant here.
    const pdf = await rest.get(`/invoices/${list[0]._id}/pdf`, { token: admin.token });
    if (pdf.status === 403) expectPlanUpgrade(pdf, 'PDF on free');
    else expectStatus(pdf, 200, 'PDF on free');
  });

  it('free plan: 50 clients, the 51st is 403 PLAN_UPGRADE_REQUIRED', async () => {
    const existing = listOf((await rest.get('/clients?status=all', { token: admin.token })).body).length;
    for (let i = existing; i < 50; i += 1) {
      expectOk(
        await rest.post('/clients', { name: `Client ${i + 1}` }, { token: manager.token }),
        `client ${i + 1}`,
      );
    }
    const fiftyFirst = await rest.post('/clients', { name: 'One too many' }, { token: admin.token });
    expectPlanUpgrade(fiftyFirst, '51st client');
  });

  it('checkout: unverified email is 403 EMAIL_NOT_VERIFIED; unknown tier is 422', async () => {
    const unverified = await registerOwner(rest, t.outbox, 'Una Verified', 'Unverified Org', false);
    const res = await rest.post('/billing/checkout', { tier: 'pro' }, { token: unverified.token });
    expectForbidden(res, 'EMAIL_NOT_VERIFIED', 'checkout unverified');
    const overview = await rest.get('/billing/overview', { token: unverified.token });
    expect(overview.body.org.planTier).toBe('free');

    const badTier = await rest.post('/billing/checkout', { tier: 'gold' }, { token: admin.token });
    expectStatus(badTier, 422, 'unknown tier');
  });

  it('checkout {tier: pro} in mock mode answers no url and activates the plan', async () => {
    const res = await upgradeToPro(rest, admin.token);
    expect(res.body?.url ?? null).toBeFalsy();
    const overview = await rest.get('/billing/overview', { token: admin.token });
    expect(overview.body.org.planTier).toBe('pro');
    expect(['active', 'trialing']).toContain(overview.body.org.subscriptionStatus);
  });

  it('on pro the limits are lifted: 51st client, 11th invoice, more users', async () => {
    expectOk(await rest.post('/clients', { name: 'Client 51' }, { token: admin.token }), '51st client');
    expectOk(await rest.post('/invoices', invoicePayload(), { token: admin.token }), '11th invoice');
    member = await inviteAndJoin(rest, t.outbox, manager.token, 'member', 'Max Member');
    viewer = await inviteAndJoin(rest, t.outbox, admin.token, 'viewer', 'Vera Viewer');
    const members = await membersOf(rest, admin.token);
    expect(members).toHaveLength(4);
    expect(roleOf(members, member.id)).toBe('member');
    expect(roleOf(members, viewer.id)).toBe('viewer');
  });

  it('billing portal in mock mode is unavailable', async () => {
    const res = await rest.post('/billing/portal', undefined, { token: admin.token });
    if (res.status >= 200 && res.status < 300) expect(res.body?.url ?? null).toBeFalsy();
    else {
      expectStatus(res, [400, 403, 409, 501], 'portal in mock mode');
      expectMessage(res, 'Portal unavailable in mock mode.');
    }
  });

  it('only admins and managers invite; only admins invite admins', async () => {
    const byManager = await rest.post(
      '/org/invite',
      { name: 'Would-be Admin', email: uniqueEmail('admin'), role: 'admin' },
      { token: manager.token },
    );
    expectRefused(byManager, 'manager invites admin');
    expectMessage(byManager, 'Only admins can invite admins');

    for (const who of [member, viewer]) {
      const res = await rest.post(
        '/org/invite',
        { name: 'Someone', email: uniqueEmail('someone'), role: 'viewer' },
        { token: who.token },
      );
      expectForbidden(res, 'INSUFFICIENT_ROLE', `${who.name} invites`);
    }
    const byAdmin = await rest.post(
      '/org/invite',
      { name: 'New Admin', email: uniqueEmail('admin'), role: 'admin' },
      { token: admin.token },
    );
    expectOk(byAdmin, 'admin invites admin');
  });

  it('role changes follow §5/§6 with the spec messages', async () => {
    const managerOnAdmin = await rest.patch(
      `/org/members/${admin.id}/role`,
      { role: 'viewer' },
      { token: manager.token },
    );
    expectRefused(managerOnAdmin, 'manager changes admin');
    expectMessage(managerOnAdmin, 'Managers cannot change admins.');

    const grantAdmin = await rest.patch(
      `/org/members/${member.id}/role`,
      { role: 'admin' },
      { token: manager.token },
    );
    expectRefused(grantAdmin, 'manager grants admin');

    const selfPromote = await rest.patch(
      `/org/members/${manager.id}/role`,
      { role: 'admin' },
      { token: manager.token },
    );
    expectRefused(selfPromote, 'manager promotes self');

    const selfDemote = await rest.patch(
      `/org/members/${manager.id}/role`,
      { role: 'viewer' },
      { token: manager.token },
    );
    expectRefused(selfDemote, 'manager changes own role');
    expect(roleOf(await membersOf(rest, admin.token), manager.id)).toBe('manager');

    const demote = await rest.patch(
      `/org/members/${member.id}/role`,
      { role: 'viewer' },
      { token: manager.token },
    );
    expectOk(demote, 'manager changes member → viewer');
    expect(roleOf(await membersOf(rest, admin.token), member.id)).toBe('viewer');
    expectOk(
      await rest.patch(`/org/members/${member.id}/role`, { role: 'member' }, { token: manager.token }),
      'back to member',
    );

    for (const who of [member, viewer]) {
      const res = await rest.patch(
        `/org/members/${manager.id}/role`,
        { role: 'viewer' },
        { token: who.token },
      );
      expectForbidden(res, 'INSUFFICIENT_ROLE', `${who.name} changes a role`);
    }

    const badRole = await rest.patch(
      `/org/members/${member.id}/role`,
      { role: 'owner' },
      { token: admin.token },
    );
    expectStatus(badRole, 422, 'unknown role');

    const lastAdmin = await rest.patch(
      `/org/members/${admin.id}/role`,
      { role: 'manager' },
      { token: admin.token },
    );
    expectLastAdminRule(lastAdmin, 'At least one admin is required.');
    expect(roleOf(await membersOf(rest, admin.token), admin.id)).toBe('admin');

    const unknown = await rest.patch(
      `/org/members/${MISSING_ID}/role`,
      { role: 'viewer' },
      { token: admin.token },
    );
    expectStatus(unknown, 404, 'unknown member');
  });

  it('member removal follows §5/§6 with the spec messages and takes effect at once', async () => {
    const managerRemovesAdmin = await rest.delete(`/org/members/${admin.id}`, { token: manager.token });
    expectRefused(managerRemovesAdmin, 'manager removes admin');
    expectMessage(managerRemovesAdmin, 'Managers cannot remove admins.');

    const lastAdmin = await rest.delete(`/org/members/${admin.id}`, { token: admin.token });
    expectLastAdminRule(lastAdmin, 'Cannot remove the last admin.');

    expectRefused(
      await rest.delete(`/org/members/${manager.id}`, { token: manager.token }),
      'manager removes self',
    );
    expectStatus(
      await rest.delete(`/org/members/${MISSING_ID}`, { token: admin.token }),
      404,
      'unknown member',
    );

    const byViewer = await rest.delete(`/org/members/${member.id}`, { token: viewer.token });
    expectForbidden(byViewer, 'INSUFFICIENT_ROLE', 'viewer removes');

    expectOk(await rest.get('/clients', { token: viewer.token }), 'viewer reads clients');
    const removed = await rest.delete(`/org/members/${viewer.id}`, { token: manager.token });
    expectOk(removed, 'manager removes viewer');
    expect(roleOf(await membersOf(rest, admin.token), viewer.id)).toBeUndefined();
    const after = await rest.get('/clients', { token: viewer.token });
    expectStatus(after, [401, 403, 404], 'removed member reads clients');
    const theirOrgs = await rest.get('/auth/orgs', { token: viewer.token });
    if (theirOrgs.status === 200) {
      expect(theirOrgs.body.orgs.map((o: any) => o.org.name)).not.toContain('Compilers Inc');
    }
    const orgId = (await rest.get('/auth/orgs', { token: admin.token })).body.currentOrg;
    expectStatus(
      await rest.put(
        '/auth/switch-org',
        { orgId: typeof orgId === 'string' ? orgId : orgId?._id },
        { token: viewer.token },
      ),
      [401, 403, 404],
      'removed member switches back',
    );

    // A second admin makes the admin rules reachable between admins.
    expectOk(
      await rest.patch(`/org/members/${manager.id}/role`, { role: 'admin' }, { token: admin.token }),
      'admin promotes manager',
    );
    expectOk(
      await rest.patch(`/org/members/${admin.id}/role`, { role: 'manager' }, { token: manager.token }),
      'the new admin demotes the first admin',
    );
    const nowManager = await rest.delete(`/org/members/${manager.id}`, { token: admin.token });
    expectRefused(nowManager, 'manager removes admin (2)');
    expectMessage(nowManager, 'Managers cannot remove admins.');
    expectOk(
      await rest.patch(`/org/members/${admin.id}/role`, { role: 'admin' }, { token: manager.token }),
      'restore admin',
    );

    // Two admins demote each other at the same moment: one wins, the other meets the §5 rule.
    const race = await Promise.all([
      rest.patch(`/org/members/${manager.id}/role`, { role: 'manager' }, { token: admin.token }),
      rest.patch(`/org/members/${admin.id}/role`, { role: 'manager' }, { token: manager.token }),
    ]);
    expect(race.filter((r) => r.status < 300).length, race.map(show).join(' | ')).toBe(1);
    const loser = race.find((r) => r.status >= 400)!;
    expectRefused(loser, 'the losing demotion');
    expectMessage(loser, 'At least one admin is required.', 'Managers cannot change admins.');
    const admins = (await membersOf(rest, admin.token)).filter((m) => m.role === 'admin');
    expect(admins).toHaveLength(1);
    if (admins[0].user._id === manager.id) {
      expectOk(
        await rest.patch(`/org/members/${admin.id}/role`, { role: 'admin' }, { token: manager.token }),
        'restore admin after the race',
      );
      expectOk(
        await rest.patch(`/org/members/${manager.id}/role`, { role: 'manager' }, { token: admin.token }),
        'restore manager after the race',
      );
    }
    const final = await membersOf(rest, admin.token);
    expect(roleOf(final, admin.id)).toBe('admin');
    expect(roleOf(final, manager.id)).toBe('manager');
  });

  it('a role change takes effect on the next call', async () => {
    const note = { entityType: 'client', objectId: clientId, body: 'Allowed' };
    expectOk(await rest.post('/notes', note, { token: member.token }), 'member adds note');
    expectOk(
      await rest.patch(`/org/members/${member.id}/role`, { role: 'viewer' }, { token: admin.token }),
      'demote to viewer',
    );
    const denied = await rest.post('/notes', note, { token: member.token });
    expectStatus(denied, 403, 'demoted member adds note');
    expectMessage(denied, 'You do not have permission to add notes');
    expectOk(
      await rest.patch(`/org/members/${member.id}/role`, { role: 'member' }, { token: admin.token }),
      'back to member',
    );
  });

  it('inviting someone who already has an account invites them: same answer as for a new address, joined on accepting', async () => {
    const existing = await registerOwner(rest, t.outbox, 'Erin Existing', 'Erin Org');
    const res = await rest.post(
      '/org/invite',
      { name: 'Erin Existing', email: existing.email, role: 'member' },
      { token: admin.token },
    );
    expectOk(res, 'invite an existing user');
    expect(Object.keys(res.body).sort()).toEqual(['added', 'invited', 'link', 'msg']);
    expect(res.body).toMatchObject({ added: false, invited: true, msg: 'Invite created.' });
    const orgNames = async () =>
      (await rest.get('/auth/orgs', { token: existing.token })).body.orgs.map((o: any) => o.org.name);
    expect(await orgNames()).not.toContain('Compilers Inc');
    const pending = await rest.get('/auth/invitations', { token: existing.token });
    expectStatus(pending, 200, 'GET /auth/invitations');
    const invitation = pending.body.items.find((i: any) => i.org.name === 'Compilers Inc');
    expect(invitation, show(pending)).toBeTruthy();
    expectOk(
      await rest.post(`/auth/invitations/${invitation._id}/accept`, undefined, { token: existing.token }),
      'accept the invitation',
    );
    expect(await orgNames()).toContain('Compilers Inc');
  });

  it('registering with an invitation uses the invited address', async () => {
    const email = uniqueEmail('invited');
    const res = await rest.post(
      '/org/invite',
      { name: 'Iris', email, role: 'viewer' },
      { token: admin.token },
    );
    expectOk(res);
    const invite = new URL(res.body.link).searchParams.get('invite');
    const other = uniqueEmail('swapped');
    const reg = await rest.post('/auth/register', { name: 'Iris', email: other, password: PASSWORD, invite });
    if (reg.status >= 400) expectRefused(reg, 'register with an invite for another address');
    else {
      const who = await me(rest, reg.body.token);
      expect(who.user.email, 'the account takes the invited address').toBe(email);
    }
  });

  it('pending invites: listed for admin/manager only, resend answers a link, revoke invalidates it', async () => {
    const email = uniqueEmail('pending');
    const invited = await rest.post(
      '/org/invite',
      { name: 'Pending Person', email, role: 'viewer' },
      { token: admin.token },
    );
    expectOk(invited);
    const list = await rest.get('/org/invites', { token: manager.token });
    expectStatus(list, 200, 'GET /org/invites');
    const invites = listOf(Array.isArray(list.body) ? list.body : (list.body.invites ?? list.body.items));
    const pending = invites.find((i: any) => i.email === email);
    expect(pending, JSON.stringify(invites)).toBeTruthy();
    expect(pending._id).toMatch(UUID);
    expect(pending.role).toBe('viewer');
    expect(pending.createdAt).toMatch(ISO);
    expect(JSON.stringify(pending)).toContain('Grace Hopper');

    expectForbidden(await rest.get('/org/invites', { token: member.token }), 'INSUFFICIENT_ROLE', 'member');

    const mailsBefore = t.outbox.to(email).length;
    const resent = await rest.post(`/org/invites/${pending._id}/resend`, undefined, { token: admin.token });
    expectOk(resent, 'resend');
    const link = new URL(resent.body.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_APP_URL}/register`);
    expect(t.outbox.to(email).length).toBeGreaterThan(mailsBefore);
    const inviteToken = link.searchParams.get('invite')!;
    expect((await rest.get(`/auth/invite/${encodeURIComponent(inviteToken)}`)).body.valid).toBe(true);

    expectOk(await rest.delete(`/org/invites/${pending._id}`, { token: admin.token }), 'revoke');
    const afterRes = await rest.get('/org/invites', { token: admin.token });
    const after = listOf(
      Array.isArray(afterRes.body) ? afterRes.body : (afterRes.body.invites ?? afterRes.body),
    );
    expect(after.find((i: any) => i.email === email)).toBeUndefined();
    const check = await rest.get(`/auth/invite/${encodeURIComponent(inviteToken)}`);
    if (check.status === 200) expect(check.body.valid).toBe(false);
    else expectStatus(check, [400, 404]);
    expectMessage(check, 'Invalid or expired invite token', 'Invalid or expired invitation.');
    const reg = await rest.post('/auth/register', {
      name: 'Pending Person',
      email,
      password: PASSWORD,
      invite: inviteToken,
    });
    expectRefused(reg, 'register with a revoked invite');
    expectMessage(reg, 'Invalid or expired invite token', 'Invalid or expired invitation.');
  });

  it('organization name: everyone reads it, only admins change it', async () => {
    const read = await rest.get('/org/name', { token: member.token });
    expectStatus(read, 200, 'GET /org/name');
    expect(read.body.name).toBe('Compilers Inc');
    const byManager = await rest.put('/org/name', { name: 'Hijacked' }, { token: manager.token });
    expectForbidden(byManager, 'INSUFFICIENT_ROLE', 'manager renames');
    expectStatus(await rest.put('/org/name', { name: '  ' }, { token: admin.token }), 422, 'blank org name');
    expectStatus(
      await rest.put('/org/name', { name: 'x'.repeat(81) }, { token: admin.token }),
      422,
      '81 chars',
    );
    expectOk(await rest.put('/org/name', { name: 'Compilers Ltd' }, { token: admin.token }), 'admin renames');
    expect((await rest.get('/org/name', { token: admin.token })).body.name).toBe('Compilers Ltd');
  });

  it('team bookkeeping: duplicate invites, org counts, activity entries of type other, other tenants', async () => {
    const dup = await rest.post(
      '/org/invite',
      { name: 'Mary', email: manager.email, role: 'viewer' },
      { token: admin.token },
    );
    expectStatus(dup, [409, 422], 'invite an existing member');
    expect(typeof dup.body.msg).toBe('string');

    const members = await membersOf(rest, admin.token);
    const orgs = (await rest.get('/auth/orgs', { token: admin.token })).body;
    const entry = orgs.orgs.find((o: any) => o.org.name === 'Compilers Ltd');
    const count = Object.entries(entry).find(([k, v]) => typeof v === 'number' && /member/i.test(k))?.[1];
    expect(count).toBe(members.length);

    const other = await rest.get('/activity?type=other&limit=100', { token: admin.token });
    expectStatus(other, 200);
    expect(other.body.total).toBeGreaterThan(0);
    for (const e of other.body.items) expect(e.entityType).toBe('other');

    const stranger = await registerOwner(rest, t.outbox, 'Sam Stranger', 'Stranger Org');
    expectStatus(
      await rest.patch(`/org/members/${stranger.id}/role`, { role: 'viewer' }, { token: admin.token }),
      404,
      'role of a user in another org',
    );
    expectStatus(
      await rest.delete(`/org/members/${stranger.id}`, { token: admin.token }),
      404,
      'remove a user of another org',
    );
    const theirInvite = await rest.post(
      '/org/invite',
      { name: 'Theirs', email: uniqueEmail('theirs'), role: 'viewer' },
      { token: stranger.token },
    );
    expectOk(theirInvite);
    const theirInvites = await rest.get('/org/invites', { token: stranger.token });
    const theirList = Array.isArray(theirInvites.body)
      ? theirInvites.body
      : (theirInvites.body.invites ?? theirInvites.body.items);
    const theirId = theirList[0]._id;
    expectStatus(await rest.delete(`/org/invites/${theirId}`, { token: admin.token }), 404, 'revoke theirs');
    expectStatus(
      await rest.post(`/org/invites/${theirId}/resend`, undefined, { token: admin.token }),
      404,
      'resend theirs',
    );
  });

  it('members and viewers cannot change the plan', async () => {
    const res = await rest.post('/billing/checkout', { tier: 'business' }, { token: member.token });
    expectForbidden(res, 'INSUFFICIENT_ROLE', 'member checkout');
    expect((await rest.get('/billing/overview', { token: admin.token })).body.org.planTier).toBe('pro');
  });
});

// =============================================================================================
// 3. Workspace
// =============================================================================================

describe('3. Workspace: clients, projects, invoices, notes, search, dashboard, activity', () => {
  let t: TestApp;
  let rest: RestClient;
  let admin: Member;
  let manager: Member;
  let member: Member;
  let viewer: Member;
  let other: Member;
  const c: Record<string, any> = {};
  const p: Record<string, any> = {};
  const inv: Record<string, any> = {};

  beforeAll(async () => {
    t = await createTestApp();
    rest = restClient(t.app);
    admin = await registerOwner(rest, t.outbox, 'Alan Admin', 'Turing Works');
    await upgradeToPro(rest, admin.token);
    manager = await inviteAndJoin(rest, t.outbox, admin.token, 'manager', 'Mona Manager');
    member = await inviteAndJoin(rest, t.outbox, admin.token, 'member', 'Milo Member');
    viewer = await inviteAndJoin(rest, t.outbox, admin.token, 'viewer', 'Vic Viewer');
    other = await registerOwner(rest, t.outbox, 'Olga Other', 'Other Tenant');
  });
  afterAll(async () => {
    await t?.close();
  });

  const A = () => ({ token: admin.token });
  const invoiceBody = (client: string, projects: string[], items: any[], dueDate = day(14)) => ({
    client,
    project: projects,
    items,
    currency: 'USD',
    dueDate,
  });

  // ----- clients ------------------------------------------------------------------------------

  it('client form validation: §5 messages over 422', async () => {
    expectFieldError(await rest.post('/clients', {}, A()), 'Name is required', 'name');
    expectFieldError(await rest.post('/clients', { name: '   ' }, A()), 'Name is required', 'name');
    expectFieldError(
      await rest.post('/clients', { name: 'X', email: 'bad' }, A()),
      'Enter a valid email address',
      'email',
    );
    expectFieldError(
      await rest.post('/clients', { name: 'X', status: 'gone' }, A()),
      'Invalid status',
      'status',
    );
    const emptyTag = await rest.post('/clients', { name: 'Tagged', tags: [''] }, A());
    if (emptyTag.status === 422) expectFieldError(emptyTag, 'Tags cannot be empty', 'tags');
    else {
      expectOk(emptyTag, 'empty tag');
      expect(emptyTag.body.tags).not.toContain('');
      await rest.delete(`/clients/${emptyTag.body._id}`, A());
    }
  });

  it('clients: only admins and managers create; the record has the §3 shape', async () => {
    for (const who of [member, viewer]) {
      expectForbidden(
        await rest.post('/clients', { name: 'Nope' }, { token: who.token }),
        'INSUFFICIENT_ROLE',
        `${who.name} creates client`,
      );
    }
    const res = await rest.post(
      '/clients',
      {
        name: 'Globex Corporation',
        email: 'ap@globex.example',
        phone: '+1 555 0100',
        address: '1 Globex Way',
        tags: ['vip', 'net30'],
      },
      A(),
    );
    expectStatus(res, [200, 201], 'create client');
    expect(res.body).toMatchObject({
      name: 'Globex Corporation',
      email: 'ap@globex.example',
      phone: '+1 555 0100',
      address: '1 Globex Way',
      tags: ['vip', 'net30'],
      status: 'active',
    });
    expect(res.body._id).toMatch(UUID);
    c.globex = res.body;
    const byManager = await rest.post('/clients', { name: 'Initech' }, { token: manager.token });
    expectOk(byManager, 'manager creates client');
    c.initech = byManager.body;
    c.umbrella = (await rest.post('/clients', { name: 'Umbrella' }, A())).body;
    c.del = (await rest.post('/clients', { name: 'Doomed Client' }, A())).body;
    c.foreign = (await rest.post('/clients', { name: 'Globex Rival' }, { token: other.token })).body;
    expect(c.foreign._id).toMatch(UUID);
  });

  it('clients: GET by id, PUT with status only archives, list filters and §2.7 sanitising', async () => {
    const one = await rest.get(`/clients/${c.globex._id}`, A());
    expectStatus(one, 200);
    expect(one.body.name ?? one.body.client?.name).toBe('Globex Corporation');

    const archived = await rest.put(`/clients/${c.umbrella._id}`, { status: 'archived' }, A());
    expectOk(archived, 'archive client');
    const reread = await rest.get(`/clients/${c.umbrella._id}`, A());
    expect(reread.body.status ?? reread.body.client?.status).toBe('archived');
    expect(reread.body.name ?? reread.body.client?.name).toBe('Umbrella');

    const list = await rest.get('/clients', A());
    expectStatus(list, 200);
    expect(Array.isArray(list.body), 'GET /clients is a list').toBe(true);
    expect(ids(list.body)).toContain(c.globex._id);
    expect(ids(list.body)).not.toContain(c.umbrella._id);
    expect(ids(list.body)).not.toContain(c.foreign._id);
    expect(ids((await rest.get('/clients?status=archived', A())).body)).toEqual([c.umbrella._id]);
    const all = ids((await rest.get('/clients?status=all', A())).body);
    expect(all).toContain(c.umbrella._id);
    expect(all).toContain(c.globex._id);

    for (const status of ['', 'undefined', 'null', 'bogus']) {
      const res = await rest.get(`/clients?status=${status}`, A());
      expectStatus(res, 200, `clients?status=${status}`);
      expect(ids(res.body), `status=${status}`).toContain(c.globex._id);
      expect(ids(res.body), `status=${status}`).not.toContain(c.umbrella._id);
    }

    expectOk(await rest.put(`/clients/${c.umbrella._id}`, { status: 'active' }, A()), 'unarchive');
    const edited = await rest.put(
      `/clients/${c.initech._id}`,
      { name: 'Initech LLC', email: 'billing@initech.example', tags: ['printer'] },
      { token: manager.token },
    );
    expectOk(edited, 'edit client');
    expect((await rest.get(`/clients/${c.initech._id}`, A())).body).toMatchObject({ name: 'Initech LLC' });
    expectForbidden(
      await rest.put(`/clients/${c.initech._id}`, { status: 'archived' }, { token: viewer.token }),
      'INSUFFICIENT_ROLE',
      'viewer archives client',
    );
  });

  // ----- projects -----------------------------------------------------------------------------

  it('project form validation: §5 messages over 422', async () => {
    const empty = await rest.post('/projects', {}, A());
    expectFieldError(empty, 'Title is required', 'title');
    expectFieldError(
      await rest.post('/projects', { title: '   ', client: c.globex._id }, A()),
      'Title is required',
      'title',
    );
    expectFieldError(empty, 'Client is required', 'client');
    expectFieldError(
      await rest.post('/projects', { title: 'T', client: c.globex._id, priceCents: -1 }, A()),
      'Budget must be ≥ 0',
      'priceCents',
    );
    expectStatus(
      await rest.post('/projects', { title: 'T', client: c.globex._id, currency: 'XYZ' }, A()),
      422,
      'unknown currency',
    );
    expectRefused(
      await rest.post('/projects', { title: 'T', client: c.foreign._id }, A()),
      'project for another org’s client',
    );
  });

  it('projects: §3 shape with client {_id, name}, status changes, filters', async () => {
    const res = await rest.post(
      '/projects',
      {
        title: 'Website Redesign',
        description: 'New marketing site',
        client: c.globex._id,
        priceCents: 250_000,
        currency: 'EUR',
        dueDate: day(60),
        tags: ['web', 'design'],
      },
      A(),
    );
    expectStatus(res, [200, 201], 'create project');
    expect(res.body).toMatchObject({
      title: 'Website Redesign',
      description: 'New marketing site',
      client: { _id: c.globex._id, name: 'Globex Corporation' },
      priceCents: 250_000,
      currency: 'EUR',
      tags: ['web', 'design'],
      status: 'active',
    });
    expect(res.body._id).toMatch(UUID);
    expect(String(res.body.dueDate)).toContain(day(60));
    p.web = res.body;
    p.app = (await rest.post('/projects', { title: 'Mobile App', client: c.globex._id }, A())).body;
    p.portal = (
      await rest.post(
        '/projects',
        { title: 'Initech Portal', client: c.initech._id },
        { token: manager.token },
      )
    ).body;
    p.done = (await rest.post('/projects', { title: 'Initech Legacy', client: c.initech._id }, A())).body;
    p.del = (await rest.post('/projects', { title: 'Doomed Project', client: c.del._id }, A())).body;
    expect(p.app.priceCents ?? 0).toBe(0);
    expectForbidden(
      await rest.post('/projects', { title: 'No', client: c.globex._id }, { token: member.token }),
      'INSUFFICIENT_ROLE',
      'member creates project',
    );

    const got = await rest.get(`/projects/${p.web._id}`, A());
    expectStatus(got, 200);
    expect(got.body.client).toMatchObject({ _id: c.globex._id, name: 'Globex Corporation' });

    const done = await rest.patch(`/projects/${p.done._id}/status`, { status: 'completed' }, A());
    expectOk(done, 'complete project');
    expect((await rest.get(`/projects/${p.done._id}`, A())).body.status).toBe('completed');
    expectStatus(
      await rest.patch(`/projects/${p.done._id}/status`, { status: 'done' }, A()),
      422,
      'unknown project status',
    );
    expectForbidden(
      await rest.patch(`/projects/${p.web._id}/status`, { status: 'archived' }, { token: viewer.token }),
      'INSUFFICIENT_ROLE',
      'viewer changes project status',
    );
    expectOk(await rest.patch(`/projects/${p.app._id}/status`, { status: 'archived' }, A()), 'archive');
    expectOk(await rest.patch(`/projects/${p.app._id}/status`, { status: 'active' }, A()), 'activate');

    const active = ids((await rest.get('/projects', A())).body);
    expect(active).toContain(p.web._id);
    expect(active).not.toContain(p.done._id);
    const completed = ids((await rest.get('/projects?status=completed', A())).body);
    expect(completed).toEqual([p.done._id]);
    const all = ids((await rest.get('/projects?status=all', A())).body);
    expect(all).toEqual(expect.arrayContaining([p.web._id, p.done._id, p.portal._id]));
    for (const status of ['', 'undefined', 'null', 'bogus']) {
      const res = await rest.get(`/projects?status=${status}`, A());
      expectStatus(res, 200, `projects?status=${status}`);
      expect(ids(res.body)).toContain(p.web._id);
      expect(ids(res.body)).not.toContain(p.done._id);
    }

    const edit = await rest.put(
      `/projects/${p.web._id}`,
      {
        title: 'Website Redesign v2',
        description: 'New marketing site',
        client: c.globex._id,
        priceCents: 300_000,
        currency: 'GBP',
        dueDate: null,
        tags: ['web'],
      },
      A(),
    );
    expectOk(edit, 'edit project');
    expect((await rest.get(`/projects/${p.web._id}`, A())).body).toMatchObject({
      title: 'Website Redesign v2',
      priceCents: 300_000,
      currency: 'GBP',
      dueDate: null,
    });

    const forClient = await rest.get(`/clients/${c.initech._id}/projects?status=active`, A());
    expectStatus(forClient, 200);
    expect(ids(forClient.body)).toEqual([p.portal._id]);
    const forClientBogus = await rest.get(`/clients/${c.initech._id}/projects?status=bogus`, A());
    expectStatus(forClientBogus, 200, 'client projects ?status=bogus');
    expect(ids(forClientBogus.body)).toEqual([p.portal._id]);
    const forClientAll = ids((await rest.get(`/clients/${c.initech._id}/projects?status=all`, A())).body);
    expect(forClientAll.sort()).toEqual([p.portal._id, p.done._id].sort());
  });

  // ----- invoices -----------------------------------------------------------------------------

  it('invoice form validation: §5 messages over 422', async () => {
    const empty = await rest.post('/invoices', {}, A());
    expectFieldError(empty, 'Client is required', 'client');
    expectFieldError(empty, 'Select at least one project', 'project');
    expectFieldError(empty, 'Add at least one line item', 'items');
    const badItems = await rest.post(
      '/invoices',
      invoiceBody(c.globex._id, [p.web._id], [{ description: '', quantity: 0, unitPrice: -1 }]),
      A(),
    );
    expectFieldError(badItems, 'Description is required', 'description');
    expectFieldError(badItems, 'Quantity must be > 0', 'quantity');
    expectFieldError(badItems, 'Unit price must be ≥ 0', 'unitPrice');
    expectFieldError(
      await rest.post(
        '/invoices',
        invoiceBody(c.globex._id, [p.web._id], [{ description: '   ', quantity: 1, unitPrice: 1 }]),
        A(),
      ),
      'Description is required',
      'description',
    );
    expectStatus(
      await rest.post(
        '/invoices',
        {
          ...invoiceBody(c.globex._id, [p.web._id], [{ description: 'x', quantity: 1, unitPrice: 1 }]),
          currency: 'XYZ',
        },
        A(),
      ),
      422,
      'unknown invoice currency',
    );
    expectRefused(
      await rest.post(
        '/invoices',
        invoiceBody(c.initech._id, [p.web._id], [{ description: 'X', quantity: 1, unitPrice: 1 }]),
        A(),
      ),
      'invoice with another client’s project',
    );
    expectForbidden(
      await rest.post(
        '/invoices',
        invoiceBody(c.globex._id, [p.web._id], [{ description: 'X', quantity: 1, unitPrice: 1 }]),
        { token: viewer.token },
      ),
      'INSUFFICIENT_ROLE',
      'viewer creates invoice',
    );
  });

  it('invoices: §3 shape, totals, sequential numbers, edit recomputes the total', async () => {
    const res = await rest.post(
      '/invoices',
      invoiceBody(
        c.globex._id,
        [p.web._id, p.app._id],
        [
          { description: 'Design', quantity: 1.5, unitPrice: 100 },
          { description: 'Development', quantity: 2, unitPrice: 50.25 },
        ],
      ),
      A(),
    );
    expectStatus(res, [200, 201], 'create invoice');
    const i = res.body;
    expect(i._id).toMatch(UUID);
    expect(typeof i.number).toBe('number');
    expect(
      i.numberSuffix === undefined || i.numberSuffix === null || typeof i.numberSuffix === 'string',
    ).toBe(true);
    expect(i.client).toMatchObject({ _id: c.globex._id, name: 'Globex Corporation' });
    expect(Array.isArray(i.project)).toBe(true);
    expect(i.project.map((x: any) => x._id).sort()).toEqual([p.web._id, p.app._id].sort());
    for (const x of i.project) expect(typeof x.title).toBe('string');
    expect(i.items).toHaveLength(2);
    expect(i.items[0]).toMatchObject({ description: 'Design', quantity: 1.5, unitPrice: 100 });
    expect(i.currency).toBe('USD');
    expect(String(i.dueDate)).toContain(day(14));
    expect(i.total).toBe(250.5);
    expect(i.paidAmount).toBe(0);
    expect(i.balanceDue).toBe(250.5);
    expect(i.status).toBe('draft');
    expect(i.createdAt).toMatch(ISO);
    expect(i.sentAt ?? null).toBeNull();
    expect(i.paidAt ?? null).toBeNull();
    inv.one = i;

    const second = await rest.post(
      '/invoices',
      invoiceBody(c.globex._id, [p.web._id], [{ description: 'Hosting', quantity: 1, unitPrice: 40 }]),
      { token: manager.token },
    );
    expectOk(second, 'manager creates invoice');
    expect(second.body.number).toBe(i.number + 1);
    inv.two = second.body;

    const got = await rest.get(`/invoices/${i._id}`, A());
    expectStatus(got, 200);
    expect(got.body).toMatchObject({ _id: i._id, total: 250.5, balanceDue: 250.5, number: i.number });

    const edit = await rest.put(
      `/invoices/${inv.two._id}`,
      invoiceBody(c.globex._id, [p.web._id], [{ description: 'Hosting', quantity: 3, unitPrice: 40 }]),
      A(),
    );
    expectOk(edit, 'edit invoice');
    const edited = (await rest.get(`/invoices/${inv.two._id}`, A())).body;
    expect(edited.total).toBe(120);
    expect(edited.balanceDue).toBe(120);
    expect(edited.status).toBe('draft');
    expectStatus(await rest.put(`/invoices/${inv.two._id}`, { status: 'bogus' }, A()), 422, 'bad status');

    // Money in major units with cents precision: 3 × 0.1 + 0 is 0.3, not 0.30000000000000004.
    const cents = await rest.post(
      '/invoices',
      invoiceBody(
        c.globex._id,
        [p.web._id],
        [
          { description: 'Dimes', quantity: 3, unitPrice: 0.1 },
          { description: 'Free', quantity: 1, unitPrice: 0 },
        ],
      ),
      A(),
    );
    expectOk(cents, 'invoice with a free item');
    expect(cents.body.total).toBe(0.3);
    expect(cents.body.balanceDue).toBe(0.3);
    expectOk(await rest.delete(`/invoices/${cents.body._id}`, A()));
    // §4: an invoice counts as paid when its balance is 0 or less.
    const zero = await rest.post(
      '/invoices',
      invoiceBody(c.globex._id, [p.web._id], [{ description: 'Free', quantity: 1, unitPrice: 0 }]),
      A(),
    );
    expectOk(zero, 'zero-total invoice');
    expectRefused(
      await rest.patch(`/invoices/${zero.body._id}/mark-sent`, undefined, A()),
      'send a 0 balance',
    );
    expectRefused(
      await rest.patch(`/invoices/${zero.body._id}/mark-paid`, { amount: 1 }, A()),
      'pay a 0 balance',
    );

    // §5: the due date minimum is today.
    const today = await rest.post(
      '/invoices',
      invoiceBody(c.globex._id, [p.web._id], [{ description: 'x', quantity: 1, unitPrice: 1 }], day(0)),
      A(),
    );
    expectOk(today, 'due today');

    // ARCHITECTURE §4: invoice numbers are sequential per organization and unique under concurrency.
    const many = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        rest.post(
          '/invoices',
          invoiceBody(c.globex._id, [p.web._id], [{ description: 'x', quantity: 1, unitPrice: 1 }]),
          A(),
        ),
      ),
    );
    for (const r of many) expectOk(r, 'concurrent create');
    const numbers = many.map((r) => r.body.number as number).sort((x, y) => x - y);
    expect(numbers).toEqual([0, 1, 2, 3, 4].map((k) => today.body.number + 1 + k));
    for (const r of [zero, today, ...many]) expectOk(await rest.delete(`/invoices/${r.body._id}`, A()));
  });

  it('invoices: mark-sent and mark-paid follow §4/§5 ("Enter a valid amount.", capping at the balance)', async () => {
    const i = inv.one;
    expectForbidden(
      await rest.patch(`/invoices/${i._id}/mark-sent`, undefined, { token: viewer.token }),
      'INSUFFICIENT_ROLE',
      'viewer marks sent',
    );
    expectForbidden(
      await rest.patch(`/invoices/${i._id}/mark-paid`, { amount: 1 }, { token: member.token }),
      'INSUFFICIENT_ROLE',
      'member marks paid',
    );
    const sent = await rest.patch(`/invoices/${i._id}/mark-sent`, undefined, A());
    expectOk(sent, 'mark-sent');
    const afterSent = (await rest.get(`/invoices/${i._id}`, A())).body;
    expect(afterSent.status).toBe('sent');
    expect(afterSent.sentAt).toMatch(ISO);

    for (const amount of [0, -5]) {
      const bad = await rest.patch(`/invoices/${i._id}/mark-paid`, { amount }, A());
      expectStatus(bad, 422, `mark-paid ${amount}`);
      expectMessage(bad, 'Enter a valid amount.');
    }
    expectStatus(
      await rest.patch(`/invoices/${i._id}/mark-paid`, { amount: 'abc' }, A()),
      422,
      'mark-paid abc',
    );

    expectOk(await rest.patch(`/invoices/${i._id}/mark-paid`, { amount: 50 }, A()), 'partial payment');
    const partial = (await rest.get(`/invoices/${i._id}`, A())).body;
    expect(partial.paidAmount).toBe(50);
    expect(partial.balanceDue).toBe(200.5);
    expect(partial.status).not.toBe('paid');

    expectOk(
      await rest.patch(`/invoices/${i._id}/mark-paid`, { amount: 1000 }, { token: manager.token }),
      'over-payment',
    );
    const paid = (await rest.get(`/invoices/${i._id}`, A())).body;
    expect(paid.paidAmount).toBe(250.5);
    expect(paid.balanceDue).toBe(0);
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).toMatch(ISO);

    expectRefused(await rest.patch(`/invoices/${i._id}/mark-paid`, { amount: 1 }, A()), 'pay a paid invoice');
    expectRefused(await rest.patch(`/invoices/${i._id}/mark-sent`, undefined, A()), 'send a paid invoice');
    expect((await rest.get(`/invoices/${i._id}`, A())).body.paidAmount).toBe(250.5);
  });

  it('invoices: archive sets archived, unarchive sets draft; lists default to nonArchived with §2.7 sanitising', async () => {
    const two = inv.two;
    expectOk(await rest.put(`/invoices/${two._id}`, { status: 'archived' }, A()), 'archive invoice');
    expect((await rest.get(`/invoices/${two._id}`, A())).body.status).toBe('archived');
    expectRefused(
      await rest.patch(`/invoices/${two._id}/mark-paid`, { amount: 1 }, A()),
      'pay an archived invoice',
    );

    const list = await rest.get('/invoices', A());
    expectStatus(list, 200);
    const listed = listOf(list.body);
    expect(listed.map((x) => x._id)).toContain(inv.one._id);
    expect(listed.map((x) => x._id)).not.toContain(two._id);
    const one = listed.find((x) => x._id === inv.one._id);
    expect(one.client).toMatchObject({ _id: c.globex._id, name: 'Globex Corporation' });
    expect(one.project.map((x: any) => x._id).sort()).toEqual([p.web._id, p.app._id].sort());
    expect(one.project[0].title).toEqual(expect.any(String));

    for (const status of ['nonArchived', 'nonarchived', 'active', '', 'undefined', 'null', 'bogus']) {
      const res = await rest.get(`/invoices?status=${status}`, A());
      expectStatus(res, 200, `invoices?status=${status}`);
      expect(ids(res.body), `status=${status}`).toContain(inv.one._id);
      expect(ids(res.body), `status=${status}`).not.toContain(two._id);
    }
    expect(ids((await rest.get('/invoices?status=archived', A())).body)).toEqual([two._id]);
    expect(ids((await rest.get('/invoices?status=all', A())).body)).toEqual(
      expect.arrayContaining([inv.one._id, two._id]),
    );
    const byClient = await rest.get(`/clients/${c.globex._id}/invoices?status=nonArchived`, A());
    expectStatus(byClient, 200);
    expect(ids(byClient.body)).toContain(inv.one._id);
    expect(ids(byClient.body)).not.toContain(two._id);
    const byClientBogus = await rest.get(`/clients/${c.globex._id}/invoices?status=bogus`, A());
    expectStatus(byClientBogus, 200, 'client invoices ?status=bogus');
    expect(ids(byClientBogus.body)).toContain(inv.one._id);
    expect(ids(byClientBogus.body)).not.toContain(two._id);

    expectOk(await rest.put(`/invoices/${two._id}`, { status: 'draft' }, A()), 'unarchive invoice');
    expect((await rest.get(`/invoices/${two._id}`, A())).body.status).toBe('draft');

    const byProject = ids((await rest.get(`/invoices?project=${p.app._id}`, A())).body);
    expect(byProject).toContain(inv.one._id);
    expect(byProject).not.toContain(two._id);
  });

  it('invoices: due dates start today (§5); overdue only for unpaid, unarchived invoices due before today (§4)', async () => {
    const items = [{ description: 'Late work', quantity: 1, unitPrice: 70 }];
    const past = await rest.post(
      '/invoices',
      invoiceBody(c.initech._id, [p.portal._id], items, day(-3)),
      A(),
    );
    if (past.status === 422) expect(JSON.stringify(past.body.errors)).toContain('dueDate');
    else {
      expectOk(past, 'invoice due in the past');
      expectOk(await rest.delete(`/invoices/${past.body._id}`, A()));
    }

    // Issue the invoices five days ago (the server's clock), due three days ago.
    const realNow = Date.now();
    const dueDate = new Date(realNow - 3 * 86_400_000).toISOString().slice(0, 10);
    const made: any[] = [];
    vi.useFakeTimers({ toFake: ['Date'], now: realNow - 5 * 86_400_000 });
    try {
      const login = await rest.post('/auth/login', { email: admin.email, password: PASSWORD });
      expectStatus(login, 200, 'login five days ago');
      const then = { token: login.body.token as string };
      for (let i = 0; i < 3; i += 1) {
        const res = await rest.post(
          '/invoices',
          invoiceBody(c.initech._id, [p.portal._id], items, dueDate),
          then,
        );
        expectOk(res, 'invoice issued five days ago');
        made.push(res.body);
      }
      expectOk(await rest.patch(`/invoices/${made[0]._id}/mark-sent`, undefined, then));
      expectOk(await rest.patch(`/invoices/${made[1]._id}/mark-sent`, undefined, then));
    } finally {
      vi.useRealTimers();
    }
    const [late, latePaid, lateArchived] = made;
    inv.late = late;

    const lateNow = (await rest.get(`/invoices/${late._id}`, A())).body;
    expect(['sent', 'overdue']).toContain(lateNow.status);
    if ('overdue' in lateNow) expect(lateNow.overdue).toBe(true);
    expect(String(lateNow.dueDate)).toContain(dueDate);
    expect(lateNow.balanceDue).toBe(70);
    expect(ids((await rest.get('/invoices', A())).body)).toContain(late._id);
    expect((await rest.get(`/invoices/${inv.two._id}`, A())).body.status).not.toBe('overdue');

    expectOk(
      await rest.patch(`/invoices/${latePaid._id}/mark-paid`, { amount: 70 }, A()),
      'pay an overdue invoice',
    );
    const paidNow = (await rest.get(`/invoices/${latePaid._id}`, A())).body;
    expect(paidNow.status).toBe('paid');
    if ('overdue' in paidNow) expect(paidNow.overdue).toBe(false);

    expectOk(await rest.put(`/invoices/${lateArchived._id}`, { status: 'archived' }, A()));
    const archivedNow = (await rest.get(`/invoices/${lateArchived._id}`, A())).body;
    expect(archivedNow.status).toBe('archived');
    if ('overdue' in archivedNow) expect(archivedNow.overdue).toBe(false);
    const futureNow = (await rest.get(`/invoices/${inv.two._id}`, A())).body;
    if ('overdue' in futureNow) expect(futureNow.overdue).toBe(false);
  });

  it('GET /invoices/{id}/pdf is application/pdf; other tenants get 404; no token 401', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${inv.one._id}/pdf`,
      headers: { authorization: `Bearer ${viewer.token}` },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^application\/pdf/);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expectStatus(await rest.get(`/invoices/${inv.one._id}/pdf`, { token: other.token }), 404, 'foreign pdf');
    expectStatus(await rest.get(`/invoices/${inv.one._id}/pdf`), 401, 'pdf without token');
  });

  it('client summary and per-client lists', async () => {
    const res = await rest.get(`/clients/${c.initech._id}/summary`, A());
    expectStatus(res, 200, 'summary');
    // Initech: late (sent, 70 unpaid), latePaid (paid 70), lateArchived (archived 70); portal active, legacy completed.
    expect(res.body.projects).toMatchObject({ active: 1, completed: 1, archived: 0 });
    expect(res.body.invoices.revenuePaid).toBe(70);
    expect(res.body.invoices.outstanding).toBe(70);
    expect([2, 3]).toContain(res.body.invoices.count);
  });

  // ----- notes --------------------------------------------------------------------------------

  it('notes: validation, trimming, createdBy, viewers cannot add', async () => {
    const path = (entityType: string, id: string) =>
      `/notes?entityType=${entityType}&objectId=${id}&page=1&limit=100`;
    const note = await rest.post(
      '/notes',
      { entityType: 'client', objectId: c.globex._id, body: '  Call back on Monday  ' },
      A(),
    );
    expectStatus(note, [200, 201], 'add note');
    expect(note.body._id).toMatch(UUID);
    expect(note.body.body).toBe('Call back on Monday');
    expect(note.body.createdAt).toMatch(ISO);
    expect(note.body.updatedAt).toMatch(ISO);
    expect(note.body.createdBy).toMatchObject({ _id: admin.id, name: 'Alan Admin' });
    c.adminNote = note.body;

    const byViewer = await rest.post(
      '/notes',
      { entityType: 'client', objectId: c.globex._id, body: 'Viewer note' },
      { token: viewer.token },
    );
    expectStatus(byViewer, 403, 'viewer adds note');
    expectMessage(byViewer, 'You do not have permission to add notes');

    expectStatus(
      await rest.post('/notes', { entityType: 'client', objectId: c.globex._id, body: '   ' }, A()),
      422,
      'blank note',
    );
    expectStatus(
      await rest.post(
        '/notes',
        { entityType: 'client', objectId: c.globex._id, body: 'x'.repeat(5001) },
        A(),
      ),
      422,
      '5001-char note',
    );
    expectOk(
      await rest.post('/notes', { entityType: 'project', objectId: p.web._id, body: 'y'.repeat(5000) }, A()),
      '5000-char note',
    );
    const padded = await rest.post(
      '/notes',
      { entityType: 'project', objectId: p.web._id, body: `  ${'z'.repeat(5000)}  ` },
      A(),
    );
    expectOk(padded, '5000 chars once trimmed');
    expect(padded.body.body).toHaveLength(5000);
    const big = await rest.get(`/notes?entityType=project&objectId=${p.web._id}&page=1&limit=1000`, A());
    if (big.status === 200) expect(big.body.items.length).toBeLessThanOrEqual(100);
    else expectStatus(big, 422, 'notes limit=1000');
    expectOk(
      await rest.post('/notes', { entityType: 'invoice', objectId: inv.one._id, body: 'Paid by wire' }, A()),
      'invoice note',
    );
    expectStatus(
      await rest.post('/notes', { entityType: 'client', objectId: c.foreign._id, body: 'Sneaky' }, A()),
      404,
      'note on another tenant’s client',
    );
    expectStatus(
      await rest.post('/notes', { entityType: 'spaceship', objectId: c.globex._id, body: 'x' }, A()),
      422,
      'unknown entityType',
    );

    const foreignList = await rest.get(path('client', c.globex._id), { token: other.token });
    if (foreignList.status === 200) expect(foreignList.body.items).toEqual([]);
    else expectStatus(foreignList, 404, 'notes of another tenant');
    expectStatus(
      await rest.put(`/notes/${note.body._id}`, { body: 'x' }, { token: other.token }),
      404,
      'edit another tenant’s note',
    );

    const list = await rest.get(path('client', c.globex._id), { token: viewer.token });
    expectStatus(list, 200, 'viewer lists notes');
    expect(Array.isArray(list.body.items), show(list)).toBe(true);
    expect(list.body.items.map((n: any) => n._id)).toContain(note.body._id);
  });

  it('notes: edited or deleted only by admin, manager or the author', async () => {
    const mine = await rest.post(
      '/notes',
      { entityType: 'client', objectId: c.globex._id, body: 'Member note' },
      { token: member.token },
    );
    expectOk(mine, 'member adds note');
    expect(mine.body.createdBy._id).toBe(member.id);

    expectStatus(
      await rest.put(`/notes/${c.adminNote._id}`, { body: 'Hijack' }, { token: member.token }),
      403,
      'member edits admin note',
    );
    expectStatus(
      await rest.delete(`/notes/${c.adminNote._id}`, { token: member.token }),
      403,
      'member deletes admin note',
    );
    expectStatus(
      await rest.delete(`/notes/${mine.body._id}`, { token: viewer.token }),
      403,
      'viewer deletes note',
    );

    const own = await rest.put(
      `/notes/${mine.body._id}`,
      { body: '  Member note, edited  ' },
      { token: member.token },
    );
    expectOk(own, 'author edits');
    const byManager = await rest.put(
      `/notes/${mine.body._id}`,
      { body: 'Manager edit' },
      { token: manager.token },
    );
    expectOk(byManager, 'manager edits');
    expectStatus(await rest.put(`/notes/${mine.body._id}`, { body: '  ' }, A()), 422, 'blank edit');
    const list = await rest.get(`/notes?entityType=client&objectId=${c.globex._id}&page=1&limit=100`, A());
    const edited = list.body.items.find((n: any) => n._id === mine.body._id);
    expect(edited.body).toBe('Manager edit');
    expect(new Date(edited.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(edited.createdAt).getTime());

    expectStatus(await rest.put(`/notes/${MISSING_ID}`, { body: 'x' }, A()), 404, 'unknown note');
    expectOk(await rest.delete(`/notes/${mine.body._id}`, { token: member.token }), 'author deletes');
    expectOk(await rest.delete(`/notes/${c.adminNote._id}`, { token: manager.token }), 'manager deletes');
    const after = await rest.get(`/notes?entityType=client&objectId=${c.globex._id}&page=1&limit=100`, A());
    expect(after.body.items.map((n: any) => n._id)).not.toContain(mine.body._id);
    expect(after.body.items.map((n: any) => n._id)).not.toContain(c.adminNote._id);
  });

  // ----- search -------------------------------------------------------------------------------

  it('search: typed results within the organization only', async () => {
    const res = await rest.get('/search?q=Globex', A());
    expectStatus(res, 200, 'search');
    const results = listOf(res.body);
    const client = results.find((r) => r._id === c.globex._id);
    expect(client, JSON.stringify(results)).toMatchObject({ type: 'client', name: 'Globex Corporation' });
    expect(results.map((r) => r._id)).not.toContain(c.foreign._id);
    for (const r of results) {
      expect(['client', 'project', 'invoice']).toContain(r.type);
      if (r.type === 'invoice') expect(r.number ?? r.numberSuffix).toBeDefined();
    }

    const projects = listOf((await rest.get('/search?q=Website', A())).body);
    expect(projects.find((r) => r._id === p.web._id)).toMatchObject({
      type: 'project',
      title: 'Website Redesign v2',
    });

    const theirs = listOf((await rest.get('/search?q=Globex', { token: other.token })).body);
    expect(theirs.map((r) => r._id)).toContain(c.foreign._id);
    expect(theirs.map((r) => r._id)).not.toContain(c.globex._id);
  });

  // ----- dashboard ----------------------------------------------------------------------------

  it('dashboard summary: shape and what a new client, project and invoice change', async () => {
    const before = await rest.get('/dashboard/summary', A());
    expectStatus(before, 200, 'dashboard');
    const b = before.body;
    for (const key of ['totalClients', 'activeProjects', 'unpaidInvoices', 'unpaidTotal']) {
      expect(typeof b[key], key).toBe('number');
    }
    expect(Array.isArray(b.revenueByMonth)).toBe(true);
    expect(b.revenueByMonth.length).toBeLessThanOrEqual(6);
    for (const m of b.revenueByMonth) {
      expect(typeof m.year).toBe('number');
      expect(typeof m.month).toBe('number');
      expect(typeof m.total).toBe('number');
    }
    expect(Array.isArray(b.recentActivity)).toBe(true);
    expect(b.recentActivity.length).toBeGreaterThan(0);
    const entry = b.recentActivity[0];
    expect(entry._id).toMatch(UUID);
    expect(typeof entry.user?.name).toBe('string');
    expect(typeof entry.action).toBe('string');
    expect(entry.createdAt).toMatch(ISO);
    expect(['client', 'project', 'invoice', 'other']).toContain(entry.entityType);
    expect(entry).toHaveProperty('objectId');
    const now = new Date();
    const monthIndex = (y: number, m: number) => y * 12 + m;
    const current = monthIndex(now.getFullYear(), now.getMonth() + 1);
    const currentZeroBased = monthIndex(now.getFullYear(), now.getMonth());
    const inWindow = (base: number) =>
      b.revenueByMonth.every((m: any) => {
        const d = base - monthIndex(m.year, m.month);
        return d >= 0 && d < 6;
      });
    expect(inWindow(current) || inWindow(currentZeroBased), JSON.stringify(b.revenueByMonth)).toBe(true);
    const revenue = (s: any) => s.revenueByMonth.reduce((sum: number, m: any) => sum + m.total, 0);

    const client = (await rest.post('/clients', { name: 'Dash Client' }, A())).body;
    const project = (await rest.post('/projects', { title: 'Dash Project', client: client._id }, A())).body;
    const invoice = (
      await rest.post(
        '/invoices',
        invoiceBody(client._id, [project._id], [{ description: 'Dash', quantity: 1, unitPrice: 100 }]),
        A(),
      )
    ).body;
    expectOk(await rest.patch(`/invoices/${invoice._id}/mark-sent`, undefined, A()));
    const s1 = (await rest.get('/dashboard/summary', A())).body;
    expect(s1.totalClients).toBe(b.totalClients + 1);
    expect(s1.activeProjects).toBe(b.activeProjects + 1);
    expect(s1.unpaidInvoices).toBe(b.unpaidInvoices + 1);
    expect(s1.unpaidTotal).toBeCloseTo(b.unpaidTotal + 100, 2);
    expect(s1.recentActivity[0].objectId).toBe(invoice._id);
    expect(s1.recentActivity[0].entityType).toBe('invoice');

    expectOk(await rest.patch(`/invoices/${invoice._id}/mark-paid`, { amount: 100 }, A()));
    const s2 = (await rest.get('/dashboard/summary', A())).body;
    expect(s2.unpaidInvoices).toBe(b.unpaidInvoices);
    expect(s2.unpaidTotal).toBeCloseTo(b.unpaidTotal, 2);
    expect(revenue(s2)).toBeCloseTo(revenue(s1) + 100, 2);
  });

  // ----- activity -----------------------------------------------------------------------------

  it('activity: {items, total, pages} with page sizes 10/20/50/100 and filters', async () => {
    const base = await rest.get('/activity', A());
    expectStatus(base, 200, 'activity');
    const { total } = base.body;
    expect(typeof total).toBe('number');
    expect(total).toBeGreaterThan(20);
    expect(base.body.items).toHaveLength(20);
    expect(base.body.pages).toBe(Math.ceil(total / 20));
    for (const limit of [10, 20, 50, 100]) {
      const res = await rest.get(`/activity?page=1&limit=${limit}`, A());
      expectStatus(res, 200, `limit ${limit}`);
      expect(res.body.items).toHaveLength(Math.min(limit, total));
      expect(res.body.total).toBe(total);
      expect(res.body.pages).toBe(Math.ceil(total / limit));
    }
    const page1 = (await rest.get('/activity?page=1&limit=10', A())).body.items.map((e: any) => e._id);
    const page2 = (await rest.get('/activity?page=2&limit=10', A())).body.items.map((e: any) => e._id);
    expect(page2).toHaveLength(10);
    expect(page2.filter((id: string) => page1.includes(id))).toEqual([]);

    for (const e of base.body.items) {
      expect(e._id).toMatch(UUID);
      expect(typeof e.user?.name).toBe('string');
      expect(typeof e.user?.email).toBe('string');
      expect(typeof e.action).toBe('string');
      expect(['client', 'project', 'invoice', 'other']).toContain(e.entityType);
      expect(e).toHaveProperty('objectId');
      expect(e).toHaveProperty('entity');
      expect(e.createdAt).toMatch(ISO);
    }

    const clients = await rest.get('/activity?type=client&limit=100', A());
    expectStatus(clients, 200);
    expect(clients.body.total).toBeGreaterThan(0);
    expect(clients.body.total).toBeLessThan(total);
    for (const e of clients.body.items) expect(e.entityType).toBe('client');
    const globex = clients.body.items.find((e: any) => e.objectId === c.globex._id);
    expect(globex?.entity?.name).toBe('Globex Corporation');

    const byManager = await rest.get(`/activity?userId=${manager.id}&limit=100`, A());
    expectStatus(byManager, 200);
    expect(byManager.body.total).toBeGreaterThan(0);
    for (const e of byManager.body.items) expect(e.user.email).toBe(manager.email);

    const q = await rest.get('/activity?q=Initech&limit=100', A());
    expectStatus(q, 200);
    expect(q.body.total).toBeGreaterThan(0);
    expect(q.body.total).toBeLessThan(total);

    // §2.5: each revenue bar opens /activity?from=&to= for its month.
    const from = new Date(Date.UTC(2000, 0, 1)).toISOString();
    const to = new Date(Date.UTC(2000, 0, 31, 23, 59, 59)).toISOString();
    const window = await rest.get(`/activity?from=${from}&to=${to}`, A());
    expectStatus(window, 200, 'activity from/to');
    expect(window.body.total).toBe(0);

    const huge = await rest.get('/activity?limit=1000', A());
    if (huge.status === 200) expect(huge.body.items.length).toBeLessThanOrEqual(100);
    else expectStatus(huge, 422, 'limit=1000');

    const theirs = await rest.get('/activity?limit=100', { token: other.token });
    expect(theirs.body.items.map((e: any) => e.objectId)).not.toContain(c.globex._id);
  });

  it('activity feeds per record', async () => {
    for (const [id, type] of [
      [c.globex._id, 'client'],
      [p.web._id, 'project'],
      [inv.one._id, 'invoice'],
    ] as const) {
      const res = await rest.get(`/activity/${id}/${type}`, A());
      expectStatus(res, 200, `activity/${id}/${type}`);
      const feed = listOf(res.body);
      expect(feed.length).toBeGreaterThan(0);
      expect(feed.some((e) => e.objectId === id)).toBe(true);
    }
    expectStatus(await rest.get(`/activity/${c.globex._id}/client`, { token: other.token }), [200, 404]);
    if ((await rest.get(`/activity/${c.globex._id}/client`, { token: other.token })).status === 200) {
      expect(
        listOf((await rest.get(`/activity/${c.globex._id}/client`, { token: other.token })).body),
      ).toEqual([]);
    }
    // Every domain change writes its entry: created, sent, two payments for the first invoice.
    const invoiceFeed = listOf((await rest.get(`/activity/${inv.one._id}/invoice`, A())).body);
    expect(invoiceFeed.filter((e) => e.objectId === inv.one._id).length).toBeGreaterThanOrEqual(4);
    expectStatus(await rest.get('/org/activity-summary', A()), 200, 'org activity summary');
  });

  it('activity export: CSV with a content-disposition file name, same filters', async () => {
    const res = await rest.get('/activity/export?type=client', A());
    expectStatus(res, 200, 'export');
    expect(String(res.headers['content-type'])).toMatch(/^text\/csv/);
    const disposition = String(res.headers['content-disposition'] ?? '');
    expect(disposition).toMatch(/attachment/i);
    // The file name comes from this header (the web app falls back to activity.csv without it).
    expect(disposition).toMatch(/filename\*?=["']?activity[^;"']*\.csv/i);
    const text = String(res.body);
    const lines = text.trim().split(/\r?\n/);
    expect(lines.length).toBeGreaterThan(1);
    expect(text).toContain('Globex Corporation');
    expect(text).not.toContain('Website Redesign');
    expectStatus(await rest.get('/activity/export'), 401, 'export without token');

    const weird = await rest.post('/clients', { name: 'Acme, Inc. "Quoted"' }, A());
    expectOk(weird);
    const quoted = String((await rest.get('/activity/export?type=client', A())).body);
    expect(quoted).toContain('"Acme, Inc. ""Quoted"""');
    expectOk(await rest.delete(`/clients/${weird.body._id}`, A()));

    const mine = String((await rest.get(`/activity/export?userId=${manager.id}`, A())).body);
    const rows = mine.trim().split(/\r?\n/).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toContain(manager.email);
  });

  // ----- tenancy and deletion ------------------------------------------------------------------

  it('records of another organization are 404 for reads and writes', async () => {
    const O = { token: other.token };
    expectStatus(await rest.get(`/clients/${c.globex._id}`, O), 404, 'GET client');
    expectStatus(await rest.put(`/clients/${c.globex._id}`, { status: 'archived' }, O), 404, 'PUT client');
    expectStatus(await rest.delete(`/clients/${c.globex._id}`, O), 404, 'DELETE client');
    expectStatus(await rest.get(`/clients/${c.globex._id}/summary`, O), 404, 'summary');
    expectStatus(await rest.get(`/projects/${p.web._id}`, O), 404, 'GET project');
    expectStatus(
      await rest.patch(`/projects/${p.web._id}/status`, { status: 'archived' }, O),
      404,
      'project status',
    );
    expectStatus(await rest.get(`/invoices/${inv.one._id}`, O), 404, 'GET invoice');
    expectStatus(await rest.patch(`/invoices/${inv.two._id}/mark-sent`, undefined, O), 404, 'mark-sent');
    expectStatus(await rest.delete(`/invoices/${inv.two._id}`, O), 404, 'DELETE invoice');
    expectStatus(await rest.get(`/clients/${MISSING_ID}`, A()), 404, 'missing client');
    expect(ids((await rest.get('/invoices?status=all', O)).body)).not.toContain(inv.one._id);
    expect(ids((await rest.get('/projects?status=all', O)).body)).not.toContain(p.web._id);
  });

  it('deleting: viewers cannot; a client goes with its related projects and invoices', async () => {
    const invoice = (
      await rest.post(
        '/invoices',
        invoiceBody(c.del._id, [p.del._id], [{ description: 'Gone', quantity: 1, unitPrice: 5 }]),
        A(),
      )
    ).body;
    expect(invoice._id).toMatch(UUID);
    expectForbidden(await rest.delete(`/clients/${c.del._id}`, { token: viewer.token }), 'INSUFFICIENT_ROLE');
    expectForbidden(
      await rest.delete(`/invoices/${invoice._id}`, { token: member.token }),
      'INSUFFICIENT_ROLE',
    );
    expectOk(await rest.delete(`/clients/${c.del._id}`, { token: manager.token }), 'delete client');
    expectStatus(await rest.get(`/clients/${c.del._id}`, A()), 404, 'deleted client');
    expectStatus(await rest.get(`/projects/${p.del._id}`, A()), 404, 'its project');
    expectStatus(await rest.get(`/invoices/${invoice._id}`, A()), 404, 'its invoice');

    expectOk(await rest.delete(`/invoices/${inv.two._id}`, A()), 'delete invoice');
    expectStatus(await rest.get(`/invoices/${inv.two._id}`, A()), 404);
    expectOk(await rest.delete(`/projects/${p.done._id}`, A()), 'delete project');
    expectStatus(await rest.get(`/projects/${p.done._id}`, A()), 404);
  });
});
