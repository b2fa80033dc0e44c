/**
 * Signing in to the API over HTTP as the demo admin (POST /api/auth/login) and the bearer token
 * every request carries, renewed well before the access token's 15 minutes run out.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@folio/api/seed';

/** The signed-in client. keepFresh() replaces the token in place. */
export type Session = { baseUrl: string; token: string; issuedAt: number };

/** Sign in again after this long. */
const RENEW_AFTER_MS = 10 * 60_000;

export const BENCH_ACCOUNT = DEMO_ACCOUNTS[0]!;

export async function login(baseUrl: string): Promise<Session> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ACCOUNT.email, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { token?: string; msg?: string };
  if (!res.ok || !body.token) throw new Error(`Login failed: ${res.status} ${body.msg ?? ''}`);
  return { baseUrl, token: body.token, issuedAt: Date.now() };
}

/** Signs in again when the token is getting old (call between measurements, not during them). */
export async function keepFresh(session: Session): Promise<void> {
  if (Date.now() - session.issuedAt <= RENEW_AFTER_MS) return;
  const renewed = await login(session.baseUrl);
  session.token = renewed.token;
  session.issuedAt = renewed.issuedAt;
}

/** GET with the session's token; `timeoutMs` aborts it. */
export function authorizedGet(session: Session, pathAndQuery: string, timeoutMs?: number) {
  return fetch(`${session.baseUrl}${pathAndQuery}`, {
    headers: { authorization: `Bearer ${session.token}` },
    ...(timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
  });
}

/** GET answered 2xx, parsed as JSON; throws otherwise. */
export async function getJson<T>(session: Session, pathAndQuery: string): Promise<T> {
  const res = await authorizedGet(session, pathAndQuery);
  if (!res.ok) throw new Error(`GET ${pathAndQuery} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
