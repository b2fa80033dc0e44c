import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  forgetOrigin,
  getRole,
  getToken,
  isSafePath,
  peekOrigin,
  postAuthDestination,
  rememberOrigin,
  setRole,
  setToken,
  subscribeToken,
} from './auth';

class MemoryStorage {
  values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, String(value));
  removeItem = (key: string) => void this.values.delete(key);
}

let local: MemoryStorage;
let session: MemoryStorage;

beforeEach(() => {
  local = new MemoryStorage();
  session = new MemoryStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the session kept in the browser', () => {
  it('keeps the access token in local storage, so it outlives a reload', () => {
    expect(getToken()).toBeNull();
    setToken('abc');
    expect(local.getItem('token')).toBe('abc');
    expect(getToken()).toBe('abc');
  });

  it('treats an empty stored token as no session', () => {
    local.setItem('token', '');
    expect(getToken()).toBeNull();
  });

  it('keeps the role next to the token', () => {
    expect(getRole()).toBeNull();
    setRole('manager');
    expect(local.getItem('role')).toBe('manager');
    expect(getRole()).toBe('manager');
  });

  it('forgets both token and role on sign-out', () => {
    setToken('abc');
    setRole('admin');
    local.setItem('pref-theme', 'dark');
    clearSession();
    expect(getToken()).toBeNull();
    expect(getRole()).toBeNull();
    // Preferences that are not part of the session stay.
    expect(local.getItem('pref-theme')).toBe('dark');
  });

  it('tells listeners when the token is set or cleared, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToken(listener);
    setToken('abc');
    clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setToken('def');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('works signed out, without failing, when storage is disabled', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError');
      },
    });
    try {
      expect(getToken()).toBeNull();
      expect(() => setToken('abc')).not.toThrow();
      expect(() => clearSession()).not.toThrow();
      expect(getRole()).toBeNull();
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});

describe('in-app paths', () => {
  it('start with a single slash', () => {
    expect(isSafePath('/invoices?status=all')).toBe(true);
    expect(isSafePath('/')).toBe(true);
  });

  it('exclude other hosts and anything else', () => {
    for (const value of [
      '//evil.example',
      'https://evil.example/x',
      'invoices',
      '',
      '/\\evil.example',
      null,
      3,
    ]) {
      expect(isSafePath(value)).toBe(false);
    }
  });
});

describe('where a sign-in leads', () => {
  it('goes to the dashboard by default', () => {
    expect(postAuthDestination(undefined)).toBe('/dashboard');
  });

  it('goes to ?next= when it is an in-app path', () => {
    expect(postAuthDestination('/projects?tag=web')).toBe('/projects?tag=web');
  });

  it('ignores a ?next= to another site', () => {
    expect(postAuthDestination('https://evil.example')).toBe('/dashboard');
    expect(postAuthDestination('//evil.example')).toBe('/dashboard');
  });

  it('goes back to the page a signed-out visit wanted, once', () => {
    rememberOrigin('/invoices/i1');
    expect(peekOrigin()).toBe('/invoices/i1');
    expect(postAuthDestination(undefined)).toBe('/invoices/i1');
    expect(postAuthDestination(undefined)).toBe('/dashboard');
  });

  it('prefers ?next= to the remembered page, and still forgets the remembered page', () => {
    rememberOrigin('/clients');
    expect(postAuthDestination('/activity')).toBe('/activity');
    expect(peekOrigin()).toBeNull();
  });

  it('keeps the remembered page for this tab only', () => {
    rememberOrigin('/clients');
    expect(session.getItem('auth-return-to')).toBe('/clients');
    expect(local.values.size).toBe(0);
  });

  it('never remembers, nor returns to, a path outside the app', () => {
    rememberOrigin('//evil.example');
    expect(peekOrigin()).toBeNull();
    session.setItem('auth-return-to', 'https://evil.example');
    expect(postAuthDestination(undefined)).toBe('/dashboard');
  });

  it('can forget the remembered page', () => {
    rememberOrigin('/clients');
    forgetOrigin();
    expect(peekOrigin()).toBeNull();
  });
});
