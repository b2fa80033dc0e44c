import { MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { insertInvite } from './helpers/fixtures';
import { createOrg } from './helpers/org';
import { signUp, uniqueEmail } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();

async function trpcQuery(path: string, token?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/trpc/${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

async function trpcMutation(path: string, input: unknown, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(input),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

describe('/trpc', () => {
  it('answers a query with the same data as the REST facade', async () => {
    const account = await signUp(rest, t.outbox);
    const res = await trpcQuery('auth.me', account.token);
    expect(res.status).toBe(200);
    const rest_ = await rest.get('/auth/me', { token: account.token });
    expect(res.body).toEqual({ result: { data: rest_.body } });
  });

  it('answers 401 with the typed error shape', async () => {
    const res = await trpcQuery('auth.me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: {
        message: MSG.noTokenProvided,
        code: expect.any(Number),
        data: {
          code: 'UNAUTHORIZED',
          httpStatus: 401,
          path: 'auth.me',
          // The session itself is unusable: the client refreshes once, then signs out.
          appCode: 'SESSION_INVALID',
          errors: null,
          details: null,
        },
      },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/stack/);
  });

  it('answers 422 with data.errors for invalid input', async () => {
    const res = await trpcMutation('auth.register', {});
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(MSG.nameRequired);
    expect(res.body.error.data).toMatchObject({
      code: 'UNPROCESSABLE_CONTENT',
      httpStatus: 422,
      appCode: null,
    });
    expect(res.body.error.data.errors).toEqual([
      { field: 'name', msg: MSG.nameRequired },
      { field: 'email', msg: MSG.emailRequired },
      { field: 'password', msg: MSG.passwordRequired },
      { field: 'orgName', msg: MSG.orgNameRequired },
    ]);
  });

  it('answers 403 with data.appCode and data.details (PLAN_UPGRADE_REQUIRED)', async () => {
    const { orgId } = await createOrg(t, rest);
    /** Registers a new address with an invitation to the owner's organization. */
    const registerInvited = async (name: string) => {
      const email = uniqueEmail();
      const invite = await insertInvite(t, { orgId, email });
      return trpcMutation('auth.register', { name, email, password: `${name}-Passw0rd`, invite });
    };
    const joined = await registerInvited('Second');
    expect(joined.status).toBe(200);
    expect(joined.body.result.data.token).toEqual(expect.any(String));

    const res = await registerInvited('Third');
    expect(res.status).toBe(403);
    expect(res.body.error.data).toMatchObject({
      code: 'FORBIDDEN',
      httpStatus: 403,
      appCode: 'PLAN_UPGRADE_REQUIRED',
      errors: null,
      details: { requiredPlan: 'pro', currentPlan: 'free', subscriptionStatus: 'inactive' },
    });
  });

  it('answers 409 and 404 with their codes', async () => {
    const account = await signUp(rest, t.outbox);
    const taken = await trpcMutation('auth.register', {
      name: 'Dup',
      email: account.email,
      password: 'Passw0rd!',
      orgName: 'Dup',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ message: MSG.emailTaken, data: { code: 'CONFLICT' } });

    const switched = await trpcMutation(
      'organizations.switch',
      { orgId: '00000000-0000-4000-8000-000000000000' },
      account.token,
    );
    expect(switched.status).toBe(404);
    expect(switched.body.error).toMatchObject({ message: MSG.orgNotFound, data: { code: 'NOT_FOUND' } });
  });

  it('validates JSON inputs strictly, as REST does', async () => {
    const account = await signUp(rest, t.outbox);
    // Once the REST route of the procedure has been used (it used to switch on coercion for good)...
    await rest.patch('/users/me/preferences', { theme: 'dark' }, { token: account.token });
    const res = await trpcMutation(
      'users.updatePreferences',
      { notifications: { emailActivity: 'false' } },
      account.token,
    );
    expect(res.status).toBe(422);
    expect(res.body.error.data.errors).toEqual([
      { field: 'notifications.emailActivity', msg: 'emailActivity must be true or false' },
    ]);
    const ok = await trpcMutation(
      'users.updatePreferences',
      { notifications: { emailActivity: false } },
      account.token,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.result.data.preferences).toMatchObject({
      theme: 'dark',
      notifications: { emailActivity: false },
    });
  });

  it('answers 404 for an unknown procedure', async () => {
    const res = await trpcQuery('auth.nothing');
    expect(res.status).toBe(404);
    expect(res.body.error.data.code).toBe('NOT_FOUND');
  });
});
