/**
 * Accounts over REST, as docs/api.md describes them to integrators: registration and its answer,
 * the verification links, sign-in and the refresh cookie, the throttle's 429, organizations, and
 * the error envelope every call shares (profile.test.ts has the rest of the account calls).
 */
import { BILLING_MSG, DEFAULT_PREFERENCES, MSG, ORG_MSG, TOKEN_TTL, WORKSPACE_MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import {
  anId,
  aTimestamp,
  expectAnswer,
  expectPlanUpgrade,
  ISO,
  MISSING_ID,
  UUID,
  validationBody,
} from '../helpers/answers';
import { createTestApp, TEST_APP_URL } from '../helpers/app';
import { createClient, createProject } from '../helpers/org';
import { restClient, signUp, uniqueEmail } from '../helpers/rest';
import { useTestApp } from '../helpers/suite';
import { accountCalls, expectRefreshCookie, inThePast, JWT, mailLink, PASSWORD } from './accounts';

const { t, rest } = useTestApp();
const { register, me } = accountCalls(rest);

describe('registration', () => {
  it('answers 422 with every field message at once', async () => {
    const empty = await rest.post('/auth/register', {});
    expectAnswer(
      empty,
      422,
      validationBody(
        ['name', MSG.nameRequired],
        ['email', MSG.emailRequired],
        ['password', MSG.passwordRequired],
        ['orgName', MSG.orgNameRequired],
      ),
    );
    const bad = await rest.post('/auth/register', {
      name: 'Ada',
      email: 'not-an-email',
      password: 'short',
      orgName: 'Acme',
    });
    expectAnswer(bad, 422, validationBody(['email', MSG.emailInvalid], ['password', MSG.passwordTooShort]));
  });

  it('answers {token} and sets the httpOnly refresh cookie scoped to /api/auth', async () => {
    const { res } = await register();
    expectAnswer(res, 200, { token: expect.stringMatching(JWT) });
    expectRefreshCookie(res);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a second account with the same address: 409', async () => {
    const { email } = await register();
    const again = await rest.post('/auth/register', {
      name: 'Ada Again',
      email,
      password: PASSWORD,
      orgName: 'Again',
    });
    expectAnswer(again, 409, { msg: MSG.emailTaken });
  });

  it('GET /auth/me: the new account is unverified, signed in once, and admin of its new organization', async () => {
    const { email, token } = await register();
    const body = await me(token);
    expect(body).toEqual({
      user: {
        _id: expect.stringMatching(UUID),
        id: body.user._id,
        name: 'Ada Lovelace',
        email,
        isVerified: false,
        pendingEmail: null,
        role: 'admin',
        currentOrgRole: 'admin',
        currentRole: 'admin',
        currentOrg: { _id: anId(), name: 'Analytical Engines' },
        currentOrgName: 'Analytical Engines',
        lastLoginAt: aTimestamp(),
        loginCount: 1,
        preferences: DEFAULT_PREFERENCES,
        createdAt: aTimestamp(),
      },
      role: 'admin',
    });
  });

  it('the verification mail links to /verify-email, which works once', async () => {
    const { email, token } = await register();
    const link = mailLink(t.outbox, email, '/verify-email');
    const verifyToken = link.searchParams.get('token')!;
    expect(link.href).toBe(`${TEST_APP_URL}/verify-email?token=${encodeURIComponent(verifyToken)}`);

    const verified = await rest.get(`/auth/verify-email?token=${encodeURIComponent(verifyToken)}`);
    expectAnswer(verified, 200, { msg: MSG.emailVerified });
    expect((await me(token)).user.isVerified).toBe(true);

    const again = await rest.get(`/auth/verify-email?token=${encodeURIComponent(verifyToken)}`);
    expectAnswer(again, 400, { msg: MSG.verificationLinkInvalid });
    const unknown = await rest.get('/auth/verify-email?token=nonsense-token');
    expectAnswer(unknown, 400, { msg: MSG.verificationLinkInvalid });
  });

  it('resend-verification mails a new link; an account already verified is told so', async () => {
    const { email, token } = await register();
    const before = t.outbox.to(email).length;
    const resent = await rest.post('/auth/resend-verification', undefined, { token });
    expectAnswer(resent, 200, { msg: MSG.verificationSent });
    expect(t.outbox.to(email)).toHaveLength(before + 1);
    const link = mailLink(t.outbox, email, '/verify-email');
    expectAnswer(await rest.get(`/auth/verify-email?${link.searchParams}`), 200, { msg: MSG.emailVerified });
    expect((await me(token)).user.isVerified).toBe(true);
    expectAnswer(await rest.post('/auth/resend-verification', undefined, { token }), 200, {
      msg: MSG.alreadyVerified,
    });
  });
});

/** Every call docs/api.md and the web app rely on, path parameters written as {}. */
const DOCUMENTED_CALLS: [string, string][] = [
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

/** An OpenAPI path template covers a documented path when every segment matches (a {param} matches any). */
function coversPath(template: string, documented: string) {
  const a = template.replace(/^\/api(?=\/)/, '').split('/');
  const b = documented.split('/');
  return (
    a.length === b.length && a.every((seg, i) => seg === b[i] || (/^\{.+\}$/.test(seg) && b[i] === '{}'))
  );
}

describe('the facade and its error envelope', () => {
  it('GET /api/openapi.json is OpenAPI 3 and lists every documented call', async () => {
    const res = await rest.get('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\.\d+\.\d+$/);
    const operations = Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, item]) => Object.keys(item).map((method) => [method.toUpperCase(), path] as const),
    );
    const missing = DOCUMENTED_CALLS.filter(
      ([method, path]) => !operations.some(([m, template]) => m === method && coversPath(template, path)),
    ).map(([method, path]) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it('a call without a token, or with a token that is not one, is 401 and the msg names the token', async () => {
    expectAnswer(await rest.get('/auth/me'), 401, { msg: MSG.noTokenProvided });
    expectAnswer(await rest.get('/clients', { token: 'not.a.jwt' }), 401, {
      msg: 'Invalid token: the access token is invalid or expired',
    });
  });

  it('malformed JSON is 400, a body over 1 MiB 413, an unknown path 404, a malformed id 404', async () => {
    const { token } = await register();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect({ status: bad.statusCode, body: JSON.parse(bad.body) }).toEqual({
      status: 400,
      body: { msg: MSG.malformedJson },
    });
    expectAnswer(await rest.post('/org/create', { name: 'x'.repeat(2 * 1024 * 1024) }, { token }), 413, {
      msg: MSG.bodyTooLarge,
    });
    expectAnswer(await rest.get('/no-such-endpoint', { token }), 404, { msg: MSG.notFound });
    expectAnswer(await rest.get('/clients/not-a-uuid', { token }), 404, {
      msg: WORKSPACE_MSG.clientNotFound,
    });
    expectAnswer(await rest.get('/projects/123', { token }), 404, { msg: WORKSPACE_MSG.projectNotFound });
    expectAnswer(await rest.get('/invoices/xyz', { token }), 404, { msg: WORKSPACE_MSG.invoiceNotFound });
    expectAnswer(await rest.get('/invoices/xyz/pdf', { token }), 404, { msg: WORKSPACE_MSG.invoiceNotFound });
  });
});

describe('signing in', () => {
  it('login: wrong credentials are 401; right ones answer {token} and set the refresh cookie', async () => {
    const { email, token } = await register();
    expectAnswer(await rest.post('/auth/login', { email, password: 'Wr0ng-Passw0rd' }), 401, {
      msg: MSG.invalidCredentials,
    });
    expectAnswer(await rest.post('/auth/login', { email: uniqueEmail('nobody'), password: PASSWORD }), 401, {
      msg: MSG.invalidCredentials,
    });

    const res = await rest.post('/auth/login', { email, password: PASSWORD });
    expectAnswer(res, 200, { token: expect.stringMatching(JWT) });
    expectRefreshCookie(res);
    expect(res.body.token).not.toBe(token);
    const after = await me(res.body.token);
    expect(after.user).toMatchObject({ email, loginCount: 2, lastLoginAt: expect.stringMatching(ISO) });
  });

  it('refresh with the cookie alone answers a new token and rotates the cookie; a replayed cookie ends the session', async () => {
    const { email, cookie } = await register();
    const res = await rest.post('/auth/refresh', undefined, { cookie });
    expectAnswer(res, 200, { token: expect.stringMatching(JWT) });
    expectRefreshCookie(res);
    expect(res.refreshCookie).not.toBe(cookie);
    expect((await me(res.body.token)).user.email).toBe(email);

    // Each refresh token works once: presenting an old one again revokes the whole session.
    expectAnswer(await rest.post('/auth/refresh', undefined, { cookie }), 401, {
      msg: MSG.refreshTokenInvalid,
    });
    expectAnswer(await rest.post('/auth/refresh', undefined, { cookie: res.refreshCookie }), 401, {
      msg: MSG.refreshTokenInvalid,
    });
    expectAnswer(await rest.get('/auth/me', { token: res.body.token }), 401, {
      msg: 'Invalid token: the session has ended',
    });
    expectAnswer(await rest.post('/auth/refresh'), 401, { msg: MSG.refreshTokenMissing });
  });

  it('refresh and logout refuse cross-site requests (403), and the refused attempt changes nothing', async () => {
    const { cookie } = await register();
    const refused = { msg: MSG.crossSiteRefused };
    expectAnswer(
      await rest.post('/auth/refresh', undefined, { cookie, headers: { 'sec-fetch-site': 'cross-site' } }),
      403,
      refused,
    );
    expectAnswer(
      await rest.post('/auth/refresh', undefined, { cookie, headers: { origin: 'https://evil.example' } }),
      403,
      refused,
    );
    expectAnswer(
      await rest.post('/auth/logout', undefined, { cookie, headers: { origin: 'https://evil.example' } }),
      403,
      refused,
    );
    const same = await rest.post('/auth/refresh', undefined, { cookie, headers: { origin: TEST_APP_URL } });
    expectAnswer(same, 200, { token: expect.stringMatching(JWT) });
  });

  it('access tokens expire after 15 minutes', async () => {
    const { email, token } = await register();
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
    expect(claims.exp - claims.iat).toBe(TOKEN_TTL.accessSeconds);
    let old = '';
    await inThePast(16 * 60_000, async () => {
      const login = await rest.post('/auth/login', { email, password: PASSWORD });
      expectAnswer(login, 200, { token: expect.stringMatching(JWT) });
      old = login.body.token;
    });
    expectAnswer(await rest.get('/auth/me', { token: old }), 401, {
      msg: 'Invalid token: the access token is invalid or expired',
    });
  });

  it('logout with the cookie alone clears the cookie and revokes the refresh token', async () => {
    const { cookie } = await register();
    const res = await rest.post('/auth/logout', undefined, { cookie });
    expectAnswer(res, 200, { msg: MSG.loggedOut });
    expect(res.setCookie).toEqual([
      'folio_refresh=; Max-Age=0; Path=/api/auth; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
    ]);
    expect(res.refreshCookie).toBe('');
    expectAnswer(await rest.post('/auth/refresh', undefined, { cookie }), 401, {
      msg: MSG.refreshTokenInvalid,
    });
  });
});

describe('failed sign-ins are throttled', () => {
  it('after 5 failed logins of an account the next attempt waits: 429 with Retry-After', async () => {
    const limited = await createTestApp({ rateLimits: true });
    try {
      const api = restClient(limited.app);
      const email = uniqueEmail('limited');
      const reg = await api.post('/auth/register', { name: 'L', email, password: PASSWORD, orgName: 'L' });
      expect(reg.status).toBe(200);
      for (let i = 0; i < 5; i += 1) {
        expectAnswer(await api.post('/auth/login', { email, password: 'Wr0ng-Passw0rd' }), 401, {
          msg: MSG.invalidCredentials,
        });
      }
      const sixth = await api.post('/auth/login', { email, password: 'Wr0ng-Passw0rd' });
      expectAnswer(sixth, 429, { msg: MSG.tooManyAttempts });
      expect(sixth.headers['retry-after']).toBe('1');
    } finally {
      await limited.close();
    }
  });
});

describe('organizations', () => {
  it('create validates the name; the free plan includes one organization', async () => {
    const account = await signUp(rest, t.outbox);
    const T = { token: account.token };
    expectAnswer(
      await rest.post('/org/create', { name: '   ' }, T),
      422,
      validationBody(['name', MSG.orgNameRequired]),
    );
    expectAnswer(
      await rest.post('/org/create', { name: 'x'.repeat(81) }, T),
      422,
      validationBody(['name', MSG.orgNameTooLong]),
    );
    expectPlanUpgrade(await rest.post('/org/create', { name: 'Difference Engines' }, T), ORG_MSG.orgLimit);
    expect((await rest.get('/auth/orgs', T)).body.orgs).toHaveLength(1);
  });

  it('on a paid plan: create switches to the new one; the list names both with counts; switching scopes the data', async () => {
    const account = await signUp(rest, t.outbox, { orgName: 'Analytical Engines' });
    const T = { token: account.token };
    expectAnswer(await rest.post('/billing/checkout', { tier: 'pro' }, T), 200, {
      msg: BILLING_MSG.planActivated,
      planTier: 'pro',
      subscriptionStatus: 'active',
    });
    const first = (await me(account.token)).user.currentOrg;
    const created = await rest.post('/org/create', { name: 'Difference Engines' }, T);
    const second = { _id: expect.stringMatching(UUID), name: 'Difference Engines' };
    expectAnswer(created, 200, {
      msg: 'Organization created and switched!',
      org: second,
      currentOrg: second,
      role: 'admin',
    });
    const secondId = created.body.org._id as string;
    expect(created.body.currentOrg._id).toBe(secondId);

    expectAnswer(await rest.get('/auth/orgs', T), 200, {
      orgs: [
        { org: first, role: 'admin', members: 1, projects: 0, current: false },
        {
          org: { _id: secondId, name: 'Difference Engines' },
          role: 'admin',
          members: 1,
          projects: 0,
          current: true,
        },
      ],
      currentOrg: secondId,
    });

    expectAnswer(await rest.put('/auth/switch-org', { orgId: first._id }, T), 200, {
      msg: 'Organization switched',
      currentOrg: first,
      role: 'admin',
    });
    expect((await rest.get('/auth/orgs', T)).body.currentOrg).toBe(first._id);
    const client = await createClient(rest, account, { name: 'Only In First' });
    await createProject(rest, account, { title: 'First Project', client: client._id });
    expect((await rest.get('/auth/orgs', T)).body.orgs[0]).toEqual({
      org: first,
      role: 'admin',
      members: 1,
      projects: 1,
      current: true,
    });

    expectAnswer(await rest.put('/auth/switch-org', { orgId: secondId }, T), 200, {
      msg: 'Organization switched',
      currentOrg: { _id: secondId, name: 'Difference Engines' },
      role: 'admin',
    });
    expect((await rest.get('/auth/orgs', T)).body.currentOrg).toBe(secondId);
    expect((await me(account.token)).role).toBe('admin');
    expectAnswer(await rest.get('/clients', T), 200, []);
    expectAnswer(await rest.get(`/clients/${client._id}`, T), 404, { msg: WORKSPACE_MSG.clientNotFound });

    expectAnswer(await rest.put('/auth/switch-org', { orgId: MISSING_ID }, T), 404, { msg: MSG.orgNotFound });
    const stranger = await signUp(rest, t.outbox, { orgName: 'Stranger Org' });
    const strangerOrg = (await me(stranger.token)).user.currentOrg;
    expectAnswer(await rest.put('/auth/switch-org', { orgId: strangerOrg._id }, T), 404, {
      msg: MSG.orgNotFound,
    });
  });
});
