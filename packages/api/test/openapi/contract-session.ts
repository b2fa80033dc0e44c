/**
 * What the contract session's steps share: the recording client, the test app (its outbox), the
 * accounts and the ids the steps create for the later ones, and the checks every step uses.
 */
import { expect } from 'vitest';
import type { TestApp } from '../helpers/app';
import { uniqueEmail } from '../helpers/rest';
import type { Exchange, RecordingClient } from './recorder';

export const PASSWORD = 'Str0ng-Passw0rd';
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The answer's status, with the body in the failure message; answers the JSON body. */
export function expectStatus(res: Exchange, status: number) {
  expect(
    res.status,
    `${res.method} ${res.path}${res.query.size ? `?${res.query}` : ''}: ${res.bytes.toString('utf8').slice(0, 500)}`,
  ).toBe(status);
  return res.json;
}

/** The refresh cookie a sign-in set, as a Cookie header. */
export const refreshCookieOf = (res: Exchange) =>
  res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.includes('refresh='));

type Account = { email: string; token: string; userId: string; cookie?: string };

/**
 * The session's state. The steps run in order and each may use what an earlier one set: the
 * accounts are set by the step that creates them, the ids by the step that creates the record.
 */
export class ContractSession {
  readonly t: TestApp;
  readonly api: RecordingClient;
  owner!: Account;
  viewer!: Account;
  outsider!: Account;
  unverified!: Account;
  readonly ids = {
    globex: '',
    initech: '',
    umbrella: '',
    website: '',
    invoice: '',
    draft: '',
    note: '',
    outsiderClient: '',
    inviteId: '',
  };

  constructor(t: TestApp, api: RecordingClient) {
    this.t = t;
    this.api = api;
  }

  /** Registers an account with an organization of its own, verified from its mail unless told not to. */
  async register(name: string, orgName: string, options: { verify?: boolean } = {}): Promise<Account> {
    const { api, t } = this;
    const email = uniqueEmail(name.toLowerCase());
    const { token } = expectStatus(
      await api.post('/api/auth/register', { name, email, password: PASSWORD, orgName }),
      200,
    );
    if (options.verify !== false) {
      const verified = await api.get(
        `/api/auth/verify-email?token=${encodeURIComponent(await t.outbox.waitForToken(email, 'Verify'))}`,
      );
      expectStatus(verified, 200);
    }
    const me = expectStatus(await api.get('/api/auth/me', { token }), 200);
    return { email, token, userId: me.user._id };
  }
}
