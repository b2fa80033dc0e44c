import type { AppRouter } from '@folio/api';
import { type Operation, TRPCClientError } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { getRole, getToken, peekOrigin, setRole, setToken } from './auth';
import { expireSession, logout, refreshAccessToken, setSessionExpiredHandler } from './session';
import { sessionLink } from './session-link';
import { createTrpcClient } from './trpc';

class MemoryStorage {
  values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, String(value));
  removeItem = (key: string) => void this.values.delete(key);
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A promise the test settles by hand, to hold a refresh open while other calls arrive. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
let onExpired: Mock<() => void>;

const refreshCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/refresh');

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('location', { pathname: '/invoices', search: '?status=all', hash: '' });
  fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  onExpired = vi.fn<() => void>();
  setSessionExpiredHandler(onExpired);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refreshing the access token', () => {
  it('trades the refresh cookie for a new token and keeps it', async () => {
    setToken('old');
    fetchMock.mockResolvedValue(json({ token: 'new' }));
    await expect(refreshAccessToken('old')).resolves.toBe('new');
    expect(getToken()).toBe('new');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/refresh', { method: 'POST', credentials: 'include' });
  });

  it('runs once for calls that fail at the same time; they all wait for it and get the new token', async () => {
    setToken('old');
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    const waiting = [refreshAccessToken('old'), refreshAccessToken('old'), refreshAccessToken('old')];
    answer.resolve(json({ token: 'new' }));
    await expect(Promise.all(waiting)).resolves.toEqual(['new', 'new', 'new']);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('is not needed when the token that failed has been replaced meanwhile', async () => {
    setToken('replaced');
    await expect(refreshAccessToken('old')).resolves.toBe('replaced');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('runs again for a later 401, once the previous refresh is over', async () => {
    setToken('t1');
    fetchMock.mockResolvedValueOnce(json({ token: 't2' })).mockResolvedValueOnce(json({ token: 't3' }));
    await refreshAccessToken('t1');
    await expect(refreshAccessToken('t2')).resolves.toBe('t3');
    expect(refreshCalls()).toHaveLength(2);
  });

  it('fails for every waiting call when the server refuses it, and can be tried again afterwards', async () => {
    setToken('old');
    fetchMock.mockResolvedValueOnce(json({ msg: 'Invalid or expired refresh token' }, 401));
    const first = refreshAccessToken('old');
    const second = refreshAccessToken('old');
    await expect(first).rejects.toThrow();
    await expect(second).rejects.toThrow();
    expect(refreshCalls()).toHaveLength(1);

    fetchMock.mockResolvedValueOnce(json({ token: 'new' }));
    await expect(refreshAccessToken('old')).resolves.toBe('new');
  });

  it('fails when the server answers without a token, and keeps no empty token', async () => {
    setToken('old');
    fetchMock.mockResolvedValue(json({ token: '' }));
    await expect(refreshAccessToken('old')).rejects.toThrow();
    expect(getToken()).toBe('old');
  });

  it('fails when the network is down', async () => {
    setToken('old');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(refreshAccessToken('old')).rejects.toThrow();
  });

  it('takes a lock shared by the tabs, and uses the token another tab got meanwhile', async () => {
    setToken('old');
    const request = vi.fn(async (_name: string, run: () => Promise<string>) => {
      // While this tab waited for the lock, another tab refreshed.
      setToken('from-other-tab');
      return run();
    });
    vi.stubGlobal('navigator', { locks: { request } });
    await expect(refreshAccessToken('old')).resolves.toBe('from-other-tab');
    expect(request).toHaveBeenCalledWith('folio-auth-refresh', expect.any(Function));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('when the session expires', () => {
  it('clears token and role, remembers the page and leaves for the sign-in page', () => {
    setToken('old');
    setRole('admin');
    expireSession();
    expect(getToken()).toBeNull();
    expect(getRole()).toBeNull();
    expect(peekOrigin()).toBe('/invoices?status=all');
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('only clears the storage on pages that work signed out', () => {
    for (const pathname of ['/', '/login', '/register', '/reset-password', '/legal/terms']) {
      vi.stubGlobal('location', { pathname, search: '', hash: '' });
      setToken('old');
      expireSession();
      expect(getToken()).toBeNull();
    }
    expect(onExpired).not.toHaveBeenCalled();
    expect(peekOrigin()).toBeNull();
  });
});

describe('signing out', () => {
  it('revokes the refresh cookie on the server and forgets token and role', async () => {
    setToken('abc');
    setRole('member');
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await logout();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', { method: 'POST', credentials: 'include' });
    expect(getToken()).toBeNull();
    expect(getRole()).toBeNull();
  });

  it('still signs out here when offline', async () => {
    setToken('abc');
    setRole('member');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(logout()).resolves.toBeUndefined();
    expect(getToken()).toBeNull();
    expect(getRole()).toBeNull();
  });
});

// --- The link every API call goes through -------------------------------------------------------

type Answer = { data: unknown } | { status: number; message: string; appCode: string | null };

/** A failed call as the server answers it: its message, HTTP status and Folio code. */
const trpcError = (answer: Exclude<Answer, { data: unknown }>, path: string) =>
  new TRPCClientError<AppRouter>(answer.message, {
    result: {
      error: {
        message: answer.message,
        code: -32001,
        data: { httpStatus: answer.status, path, appCode: answer.appCode, errors: null, details: null },
      },
    },
  } as never);

const operation = (path: string): Operation => ({
  id: 1,
  type: 'query',
  path,
  input: undefined,
  context: {},
  signal: null,
});

/**
 * Runs one call through the session link; `answers` are the server's answers, in order. Each
 * attempt records the token it carried.
 */
function call(path: string, answers: Answer[], sentTokens: (string | null)[] = []) {
  const link = sessionLink()({} as never);
  return new Promise((resolve, reject) => {
    link({
      op: operation(path),
      next: () =>
        observable((observer) => {
          sentTokens.push(getToken());
          const answer = answers.shift();
          if (!answer) throw new Error('no answer left');
          if ('data' in answer) {
            observer.next({ result: { type: 'data', data: answer.data } } as never);
            observer.complete();
          } else {
            observer.error(trpcError(answer, path));
          }
          return () => undefined;
        }),
    }).subscribe({ next: (value) => resolve(value), error: reject });
  });
}

const expired = {
  status: 401,
  message: 'Invalid token: the access token is invalid or expired',
  appCode: 'SESSION_INVALID',
};

describe('an API call that meets a 401', () => {
  it('is retried once with the new token after a refresh', async () => {
    setToken('old');
    fetchMock.mockResolvedValue(json({ token: 'new' }));
    const sent: (string | null)[] = [];
    await expect(call('clients.page', [expired, { data: ['Acme'] }], sent)).resolves.toMatchObject({
      result: { data: ['Acme'] },
    });
    expect(sent).toEqual(['old', 'new']);
  });

  it('shares one refresh with the other calls that failed at the same time', async () => {
    setToken('old');
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    const calls = [
      call('clients.page', [expired, { data: 'clients' }]),
      call('projects.page', [expired, { data: 'projects' }]),
      call('invoices.page', [expired, { data: 'invoices' }]),
    ];
    answer.resolve(json({ token: 'new' }));
    await Promise.all(calls);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('ends the session when the refresh fails: token and role cleared, off to sign in', async () => {
    setToken('old');
    setRole('manager');
    fetchMock.mockResolvedValue(json({ msg: 'Invalid or expired refresh token' }, 401));
    await expect(call('clients.page', [expired])).rejects.toBeInstanceOf(TRPCClientError);
    expect(getToken()).toBeNull();
    expect(getRole()).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('is not retried a second time: a new token refused again ends the session', async () => {
    setToken('old');
    fetchMock.mockResolvedValue(json({ token: 'new' }));
    const sent: (string | null)[] = [];
    await expect(call('clients.page', [expired, expired], sent)).rejects.toBeInstanceOf(TRPCClientError);
    expect(sent).toEqual(['old', 'new']);
    expect(refreshCalls()).toHaveLength(1);
    expect(getToken()).toBeNull();
  });

  it('is only an answer on the sign-in calls (wrong password): no refresh, the session stays', async () => {
    setToken('old');
    const wrongPassword = {
      status: 401,
      message: 'Invalid email or password',
      appCode: 'INVALID_CREDENTIALS',
    };
    await expect(call('auth.login', [wrongPassword])).rejects.toBeInstanceOf(TRPCClientError);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getToken()).toBe('old');
  });

  it('without any stored token, asks for no refresh', async () => {
    await expect(
      call('clients.page', [{ status: 401, message: 'No token provided', appCode: 'SESSION_INVALID' }]),
    ).rejects.toBeInstanceOf(TRPCClientError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('other failed calls', () => {
  it('leave the session alone for a 403 about the role', async () => {
    setToken('old');
    await expect(
      call('clients.create', [
        { status: 403, message: 'Your role does not allow this action.', appCode: 'INSUFFICIENT_ROLE' },
      ]),
    ).rejects.toBeInstanceOf(TRPCClientError);
    expect(getToken()).toBe('old');
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('end the session for a 403 that says the token is invalid', async () => {
    setToken('old');
    await expect(
      call('clients.page', [{ status: 403, message: 'Invalid token', appCode: 'SESSION_INVALID' }]),
    ).rejects.toBeInstanceOf(TRPCClientError);
    expect(getToken()).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});

describe('the app’s API client', () => {
  it('sends the bearer token, and after a 401 retries with the refreshed one', async () => {
    setToken('old');
    const authorizations: (string | null)[] = [];
    fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/auth/refresh') return json({ token: 'new' });
      const authorization = new Headers(init.headers).get('authorization');
      authorizations.push(authorization);
      expect(init.credentials).toBe('include');
      if (authorization !== 'Bearer new') {
        return json(
          [
            {
              error: {
                message: expired.message,
                code: -32001,
                data: {
                  code: 'UNAUTHORIZED',
                  httpStatus: 401,
                  appCode: 'SESSION_INVALID',
                  errors: null,
                  details: null,
                },
              },
            },
          ],
          401,
        );
      }
      return json([{ result: { data: { items: [], total: 0, nextCursor: null } } }]);
    });
    const client = createTrpcClient();
    await expect(client.clients.page.query({ status: 'all', limit: 1 })).resolves.toEqual({
      items: [],
      total: 0,
      nextCursor: null,
    });
    expect(authorizations).toEqual(['Bearer old', 'Bearer new']);
    expect(getToken()).toBe('new');
  });
});
