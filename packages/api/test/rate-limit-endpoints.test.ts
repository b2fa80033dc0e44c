import { MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../src/rate-limit/budgets';
import { createTeam } from './helpers/org';
import { expectRefused, requestFrom, useRateLimitedApp } from './helpers/rate-limits';
import { type Account, restClient, signUp, uniqueEmail } from './helpers/rest';

const { t, setup } = useRateLimitedApp();

const MINUTES_15 = 15 * 60;
const HOUR = 60 * 60;
const newAccount = (options: { verify?: boolean } = {}): Promise<Account> =>
  signUp(restClient(setup.app), setup.outbox, options);
const post = (ip: string, url: string, body?: unknown, token?: string) =>
  requestFrom(t, ip, 'POST', `/api${url}`, body, token);

describe('mail-sending and credential endpoints are limited per address and per account or target', () => {
  it('forgot-password: 5 per email from any addresses, 20 per address over any emails; refused requests send nothing', async () => {
    const account = await newAccount();
    const { points } = BUDGETS.forgotPassword.email;
    for (let i = 0; i < points; i += 1) {
      expect((await post(`192.0.2.${i + 1}`, '/auth/forgot-password', { email: account.email })).status).toBe(
        200,
      );
    }
    expectRefused(await post('192.0.2.99', '/auth/forgot-password', { email: account.email }), MINUTES_15);
    await t.settled();
    expect(t.outbox.to(account.email).filter((mail) => mail.subject.includes('Reset'))).toHaveLength(points);

    const ip = '192.0.2.200';
    for (let i = 0; i < BUDGETS.forgotPassword.address.points; i += 1) {
      const res = await post(ip, '/auth/forgot-password', { email: uniqueEmail(`forgot${i}`) });
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    expectRefused(await post(ip, '/auth/forgot-password', { email: uniqueEmail('forgot') }), MINUTES_15);
  });

  it('resend-verification: 5 per account', async () => {
    const account = await newAccount({ verify: false });
    for (let i = 0; i < BUDGETS.resendVerification.account.points; i += 1) {
      const res = await post(`192.0.2.${i + 1}`, '/auth/resend-verification', undefined, account.token);
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    expectRefused(
      await post('192.0.2.50', '/auth/resend-verification', undefined, account.token),
      MINUTES_15,
    );
    // Another account from the same address is not affected.
    const other = await newAccount({ verify: false });
    expect((await post('192.0.2.1', '/auth/resend-verification', undefined, other.token)).status).toBe(200);
  });

  it('email change (both endpoints): 3 an hour per target address, 5 per account; a profile update without one is not counted', async () => {
    const target = uniqueEmail('phish.target');
    for (let i = 0; i < BUDGETS.emailChange.email.points; i += 1) {
      const sender = await newAccount();
      const res = await post(
        `192.0.2.${i + 1}`,
        '/auth/request-email-change',
        {
          newEmail: target,
          currentPassword: sender.password,
        },
        sender.token,
      );
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    const late = await newAccount();
    expectRefused(
      await post(
        '192.0.2.60',
        '/auth/request-email-change',
        { newEmail: target, currentPassword: late.password },
        late.token,
      ),
      HOUR,
    );
    const viaProfile = await requestFrom(
      t,
      '192.0.2.61',
      'PUT',
      '/api/users/me',
      {
        email: target,
        currentPassword: late.password,
      },
      late.token,
    );
    expectRefused(viaProfile, HOUR);
    expect(t.outbox.to(target)).toHaveLength(BUDGETS.emailChange.email.points);

    const account = await newAccount();
    for (let i = 0; i < BUDGETS.emailChange.account.points; i += 1) {
      const res = await requestFrom(
        t,
        '192.0.2.70',
        'PUT',
        '/api/users/me',
        {
          email: uniqueEmail(`move${i}`),
          currentPassword: account.password,
        },
        account.token,
      );
      expect(res.status, `change ${i + 1}`).toBe(200);
    }
    expectRefused(
      await post(
        '192.0.2.71',
        '/auth/request-email-change',
        {
          newEmail: uniqueEmail('move'),
          currentPassword: account.password,
        },
        account.token,
      ),
      MINUTES_15,
    );
    const rename = await requestFrom(
      t,
      '192.0.2.70',
      'PUT',
      '/api/users/me',
      { name: 'Still Allowed' },
      account.token,
    );
    expect(rename.status).toBe(200);
  });

  it('register: 5 per email, 20 an hour per address', async () => {
    const email = uniqueEmail('register.again');
    const body = { name: 'Reg', email, password: 'Str0ng-Passw0rd', orgName: 'Reg Org' };
    const statuses: number[] = [];
    for (let i = 0; i < BUDGETS.register.email.points; i += 1) {
      statuses.push((await post(`192.0.2.${100 + i}`, '/auth/register', body)).status);
    }
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    expectRefused(await post('192.0.2.120', '/auth/register', body), MINUTES_15);

    const ip = '192.0.2.121';
    for (let i = 0; i < BUDGETS.register.address.points; i += 1) {
      const res = await post(ip, '/auth/register', { ...body, email: uniqueEmail(`reg${i}`) });
      expect(res.status, `registration ${i + 1}`).toBe(200);
    }
    expectRefused(await post(ip, '/auth/register', { ...body, email: uniqueEmail('reg') }), HOUR);
  });

  it('reset-password: 20 per address', async () => {
    const ip = '192.0.2.130';
    for (let i = 0; i < BUDGETS.resetPassword.address.points; i += 1) {
      const res = await post(ip, '/auth/reset-password', {
        token: `guess-${i}`,
        newPassword: 'N3w-Passw0rd',
      });
      expect(res.status, `guess ${i + 1}`).toBe(400);
    }
    expectRefused(
      await post(ip, '/auth/reset-password', { token: 'guess', newPassword: 'N3w-Passw0rd' }),
      MINUTES_15,
    );
  });

  it('change-password: only wrong current passwords count, 5 per account', async () => {
    const account = await newAccount();
    const change = (currentPassword: string, newPassword: string) =>
      requestFrom(
        t,
        '192.0.2.140',
        'PATCH',
        '/api/users/me/password',
        { currentPassword, newPassword },
        account.token,
      );
    let password = account.password;
    for (let i = 0; i < 6; i += 1) {
      const next = `Str0ng-Passw0rd-${i}`;
      expect((await change(password, next)).status, `change ${i + 1}`).toBe(200);
      password = next;
    }
    for (let i = 0; i < BUDGETS.changePassword.account.points; i += 1) {
      const res = await change(`Wr0ng-Passw0rd-${i}`, 'N3w-Passw0rd-x');
      expect(res.status, `wrong ${i + 1}`).toBe(422);
      expect(res.body.msg).toBe(MSG.currentPasswordWrong);
    }
    expectRefused(await change('Wr0ng-Passw0rd-x', 'N3w-Passw0rd-x'), MINUTES_15);
    expectRefused(await change(password, 'N3w-Passw0rd-x'), MINUTES_15);
  });

  it('invite and resend: 30 an hour per inviting account, 60 an hour per organization', async () => {
    const team = await createTeam(setup, restClient(setup.app));
    // A third inviter: the member is made a manager.
    await setup.handle.db
      .update(schema.memberships)
      .set({ role: 'manager' })
      .where(eq(schema.memberships.userId, team.member.userId));
    const invite = (token: string, i: number) =>
      post(
        '192.0.2.150',
        '/org/invite',
        { name: 'Guest', email: uniqueEmail(`guest${i}`), role: 'viewer' },
        token,
      );

    for (let i = 0; i < BUDGETS.invite.account.points; i += 1) {
      // Most are refused by the plan's seat limit; each still counts, as each may send a mail.
      expect((await invite(team.admin.token, i)).status, `invite ${i + 1}`).not.toBe(429);
    }
    expectRefused(await invite(team.admin.token, 99), HOUR);
    expectRefused(
      await post(
        '192.0.2.150',
        '/org/invites/00000000-0000-4000-8000-000000000000/resend',
        undefined,
        team.admin.token,
      ),
      HOUR,
    );

    const remaining = BUDGETS.invite.org.points - BUDGETS.invite.account.points;
    for (let i = 0; i < remaining; i += 1) {
      expect((await invite(team.manager.token, 100 + i)).status, `invite ${i + 1}`).not.toBe(429);
    }
    // The third inviter has used nothing of their own budget, but the organization's is spent.
    expectRefused(await invite(team.member.token, 200), HOUR);
  });

  it('documents the 429 answer of every limited operation in the OpenAPI document', async () => {
    const doc = (await restClient(t.app).get('/openapi.json')).body;
    const limited = [
      ['post', '/auth/login'],
      ['post', '/auth/register'],
      ['post', '/auth/forgot-password'],
      ['post', '/auth/resend-verification'],
      ['post', '/auth/reset-password'],
      ['post', '/auth/request-email-change'],
      ['put', '/users/me'],
      ['patch', '/users/me/password'],
      ['post', '/org/invite'],
      ['post', '/org/invites/{id}/resend'],
    ];
    for (const [method, path] of limited) {
      expect(Object.keys(doc.paths[path!][method!].responses), `${method} ${path}`).toContain('429');
    }
  });
});
