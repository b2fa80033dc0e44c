import { MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import { signUp } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

/** Every error answer is the JSON envelope, never an HTML page. */
function expectJsonEnvelope(res: Injected, status: number, msg: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body.trimStart().startsWith('<')).toBe(false);
  expect(res.json()).toEqual({ msg });
}

describe('REST facade errors', () => {
  it('answers 400 {msg} for malformed JSON and does not run the call', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Half", "email": ',
    });
    expectJsonEnvelope(res, 400, MSG.malformedJson);

    const email = 'trailing@example.com';
    const trailing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":"A","email":"${email}","password":"Passw0rd!","orgName":"O"}}`,
    });
    expectJsonEnvelope(trailing, 400, MSG.malformedJson);
    expect((await rest.post('/auth/login', { email, password: 'Passw0rd!' })).status).toBe(401);
  });

  it('answers 413 {msg} for a body over 1 MiB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(1024 * 1024) }),
    });
    expectJsonEnvelope(res, 413, MSG.bodyTooLarge);
  });

  it('still accepts a body just under the limit (answering the call’s own validation)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(1000 * 1000), password: 'x' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'email', msg: MSG.emailInvalid }]);
  });

  it('answers 404 {msg} for unknown paths and methods under /api, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/auth/nothing'],
      ['DELETE', '/api/users/me'],
      ['GET', '/api/auth/login'],
      ['PUT', '/api/org/create/extra'],
      ['OPTIONS', '/api/nothing-here'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
      expectJsonEnvelope(res, 404, MSG.notFound);
    }
  });

  it('answers JSON for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.co',
    });
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ msg: MSG.unsupportedMediaType });
  });

  it('takes a JSON media type in any letter case', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'Application/JSON; charset=UTF-8' },
      payload: JSON.stringify({ email: 'bad' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toEqual({ field: 'email', msg: MSG.emailInvalid });
  });

  it('takes a path with a trailing slash as the path without it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('answers 422 with {msg, errors} where msg is the first field message', async () => {
    const res = await rest.post('/auth/login', { email: 'bad' });
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      msg: MSG.emailInvalid,
      errors: [
        { field: 'email', msg: MSG.emailInvalid },
        { field: 'password', msg: MSG.passwordRequired },
      ],
    });
  });

  it('masks unexpected failures as 500 "Something went wrong." without internals', async () => {
    const account = await signUp(rest, t.outbox);
    const db = t.deps.db;
    t.deps.db = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === 'select') {
          return () => {
            throw new Error('connection to 10.0.0.5 refused: password authentication failed');
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    try {
      const res = await t.primary.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${account.token}` },
      });
      expectJsonEnvelope(res, 500, MSG.somethingWentWrong);
      expect(res.body).not.toMatch(/10\.0\.0\.5|password|stack/i);
    } finally {
      t.deps.db = db;
    }
  });
});

describe('GET /api/health', () => {
  it('answers {ok: true}', async () => {
    const res = await rest.get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });
});

describe('GET /api/openapi.json', () => {
  /** The account, profile and organization calls docs/api.md lists, plus the plain cookie routes and health. */
  const operations = [
    ['post', '/auth/login'],
    ['post', '/auth/register'],
    ['get', '/auth/invite/{token}'],
    ['post', '/auth/forgot-password'],
    ['post', '/auth/reset-password'],
    ['get', '/auth/verify-email'],
    ['post', '/auth/refresh'],
    ['post', '/auth/logout'],
    ['post', '/auth/resend-verification'],
    ['post', '/auth/request-email-change'],
    ['get', '/auth/me'],
    ['get', '/users/me'],
    ['put', '/users/me'],
    ['patch', '/users/me/password'],
    ['patch', '/users/me/preferences'],
    ['get', '/auth/orgs'],
    ['put', '/auth/switch-org'],
    ['post', '/org/create'],
    ['get', '/health'],
  ] as const;

  it('is an OpenAPI 3 document served under /api, listing every operation', async () => {
    const res = await rest.get('/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers).toEqual([{ url: 'http://localhost:3000/api' }]);
    for (const [method, path] of operations) {
      expect(doc.paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
    }
    // Paths are relative to the /api server URL.
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/'))).toBe(false);
  });

  it('documents the error envelope and bearer authentication', async () => {
    const doc = (await rest.get('/openapi.json')).body;
    expect(doc.components.schemas.Error).toMatchObject({
      required: ['msg'],
      properties: { msg: { type: 'string' }, errors: { type: 'array' } },
    });
    expect(JSON.stringify(doc.components.securitySchemes)).toMatch(/bearer/i);
    expect(doc.paths['/auth/me'].get.security).not.toEqual([]);
    expect(doc.paths['/auth/login'].post.security ?? []).toEqual([]);
  });

  it('describes each operation’s request body from the same schemas the API validates with', async () => {
    const doc = (await rest.get('/openapi.json')).body;
    const register = doc.paths['/auth/register'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(register.properties)).toEqual(
      expect.arrayContaining(['name', 'email', 'password', 'orgName', 'invite']),
    );
    const prefs = doc.paths['/users/me/preferences'].patch.requestBody.content['application/json'].schema;
    expect(prefs.properties.theme.enum).toEqual(['system', 'light', 'dark']);
  });
});
