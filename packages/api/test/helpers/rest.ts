import type { FastifyInstance } from 'fastify';
import type { Outbox } from './outbox';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RestResponse<T = any> = {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  /** Value of the refresh cookie set by this response, if any ('' when cleared). */
  refreshCookie: string | undefined;
  setCookie: string[];
};

export type CallOptions = { token?: string | null; cookie?: string | null; headers?: Record<string, string> };

/** A REST client over app.inject, speaking to /api exactly as an integrator would. */
export function restClient(app: FastifyInstance) {
  async function call<T = any>(
    method: Method,
    url: string,
    body?: unknown,
    options: CallOptions = {},
  ): Promise<RestResponse<T>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = `folio_refresh=${options.cookie}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    const raw = res.headers['set-cookie'];
    const setCookie = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
    const refresh = setCookie.find((c) => c.startsWith('folio_refresh='));
    let parsed: unknown = res.body;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      /* not JSON: keep the text */
    }
    return {
      status: res.statusCode,
      body: parsed as T,
      headers: res.headers,
      refreshCookie: refresh
        ? decodeURIComponent(refresh.split(';')[0]!.slice('folio_refresh='.length))
        : undefined,
      setCookie,
    };
  }
  return {
    call,
    get: <T = any>(url: string, options?: CallOptions) => call<T>('GET', url, undefined, options),
    post: <T = any>(url: string, body?: unknown, options?: CallOptions) =>
      call<T>('POST', url, body, options),
    put: <T = any>(url: string, body?: unknown, options?: CallOptions) => call<T>('PUT', url, body, options),
    patch: <T = any>(url: string, body?: unknown, options?: CallOptions) =>
      call<T>('PATCH', url, body, options),
    delete: <T = any>(url: string, options?: CallOptions) => call<T>('DELETE', url, undefined, options),
  };
}
export type RestClient = ReturnType<typeof restClient>;

/**
 * The call options of someone signed in: `rest.get('/clients', as(admin))`. Only the token, so that
 * it also fits the OpenAPI tests' recording client.
 */
export const as = (who: { token: string }): { token: string } => ({ token: who.token });

let counter = 0;
/** A unique address per call, so tests never collide. */
export const uniqueEmail = (prefix = 'user') => {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
};

export type Account = { email: string; password: string; name: string; token: string; refresh: string };

/** Registers a new account with its own organization; verifies the email unless told not to. */
export async function signUp(
  rest: RestClient,
  outbox: Outbox,
  options: { orgName?: string; name?: string; verify?: boolean; email?: string } = {},
): Promise<Account> {
  const email = options.email ?? uniqueEmail();
  const password = 'Str0ng-Passw0rd';
  const name = options.name ?? 'Test User';
  const res = await rest.post('/auth/register', {
    name,
    email,
    password,
    orgName: options.orgName ?? 'Test Org',
  });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  if (options.verify !== false) {
    // Waits for the mail: an app with the job queue writes it a moment after the answer.
    const link = (await outbox.waitFor(email, 'Verify')).link;
    const token = link ? new URL(link).searchParams.get('token') : null;
    const verified = await rest.get(`/auth/verify-email?token=${token}`);
    if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  }
  return { email, password, name, token: res.body.token, refresh: res.refreshCookie! };
}
