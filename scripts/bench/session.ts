/**
 * Signing in to Folio over HTTP as the demo admin (POST /api/auth/login), and the bearer token
 * every request to Folio and to the baseline carries, renewed well before the access token's
 * 15 minutes run out (only between measurements, never during one).
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@folio/api/seed';
import { sendJson, type Target } from './http-client';

/** The signed-in client. keepFresh() replaces the token in place. */
export type Session = { folio: Target; token: string; issuedAt: number };

/** Sign in again after this long. */
const RENEW_AFTER_MS = 10 * 60_000;

export const BENCH_ACCOUNT = DEMO_ACCOUNTS[0]!;

async function signIn(folio: Target) {
  const body = await sendJson<{ token?: string }>(folio, {
    method: 'POST',
    path: '/api/auth/login',
    json: { email: BENCH_ACCOUNT.email, password: DEMO_PASSWORD },
    timeoutMs: 30_000,
  });
  if (!body.token) throw new Error('Login answered no token');
  return body.token;
}

export async function login(folio: Target): Promise<Session> {
  return { folio, token: await signIn(folio), issuedAt: Date.now() };
}

/** Signs in again when the token is getting old. */
export async function keepFresh(session: Session): Promise<void> {
  if (Date.now() - session.issuedAt <= RENEW_AFTER_MS) return;
  session.token = await signIn(session.folio);
  session.issuedAt = Date.now();
}
