import { TOKEN_TTL } from '@folio/contracts';
import { expect, vi } from 'vitest';
import { TEST_APP_URL } from '../helpers/app';
import type { Outbox } from '../helpers/outbox';
import { type RestClient, type RestResponse, uniqueEmail } from '../helpers/rest';

/* What the accounts facade tests share: a new account over REST, its /auth/me, its mailed links. */

export const PASSWORD = 'Str0ng-Passw0rd';
/** An access token: a JWT of three base64url parts. */
export const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;
export const HOUR = 3_600_000;

/**
 * The refresh cookie as register, login and refresh set it: httpOnly, SameSite=Lax, scoped to
 * /api/auth, and kept until the sign-in ends (at most 30 days after it began).
 */
export function expectRefreshCookie(res: RestResponse) {
  expect(res.setCookie).toHaveLength(1);
  const match = /^folio_refresh=([^;]+); Path=\/api\/auth; Expires=([^;]+ GMT); HttpOnly; SameSite=Lax$/.exec(
    res.setCookie[0]!,
  );
  expect(match, res.setCookie[0]).toBeTruthy();
  expect(res.refreshCookie).toBe(match![1]);
  const expires = new Date(match![2]!).getTime();
  const sessionEnd = Date.now() + TOKEN_TTL.sessionMaxDays * 86_400_000;
  expect(Math.abs(expires - sessionEnd)).toBeLessThan(60_000);
}

/** The newest mail to `email` whose link goes to `path` of the web app, as a URL. */
export function mailLink(outbox: Outbox, email: string, path: string): URL {
  const mail = outbox
    .to(email)
    .filter((m) => m.link?.startsWith(`${TEST_APP_URL}${path}?`))
    .at(-1);
  expect(mail, `no mail to ${email} with a ${path} link`).toBeTruthy();
  return new URL(mail!.link!);
}

/** Runs `run` with the clock `offsetMs` in the past. */
export async function inThePast(offsetMs: number, run: () => Promise<void>) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - offsetMs });
  try {
    await run();
  } finally {
    vi.useRealTimers();
  }
}

/**
 * `register` (a new unverified account, Ada Lovelace of Analytical Engines, with the answer as `res`)
 * and `me` over `rest`.
 */
export function accountCalls(rest: RestClient) {
  async function register(overrides: Record<string, unknown> = {}) {
    const email = uniqueEmail('ada');
    const body = {
      name: 'Ada Lovelace',
      email,
      password: PASSWORD,
      orgName: 'Analytical Engines',
      ...overrides,
    };
    const res = await rest.post('/auth/register', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { email: body.email as string, token: res.body.token as string, cookie: res.refreshCookie!, res };
  }
  const me = async (token: string) => {
    const res = await rest.get('/auth/me', { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  return { register, me };
}
