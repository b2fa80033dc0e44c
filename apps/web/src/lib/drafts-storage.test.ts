import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, DRAFT_KEYS, readDraft, takeDraftFor, writeDraft } from './drafts';

class MemoryStorage {
  values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, String(value));
  removeItem = (key: string) => void this.values.delete(key);
}

let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('form drafts, one per form', () => {
  it('keep the client, project and invoice forms apart', () => {
    writeDraft(DRAFT_KEYS.client, 'new', { name: 'Acme' });
    writeDraft(DRAFT_KEYS.project, 'new', { title: 'Site' });
    writeDraft(DRAFT_KEYS.invoice, 'new', { currency: 'EUR' });
    clearDraft(DRAFT_KEYS.project);
    expect(readDraft(DRAFT_KEYS.client, 'new')).toEqual({ name: 'Acme' });
    expect(readDraft(DRAFT_KEYS.project, 'new')).toBeNull();
    expect(readDraft(DRAFT_KEYS.invoice, 'new')).toEqual({ currency: 'EUR' });
  });

  it('do not fill the edit form of one record with another record’s values', () => {
    writeDraft(DRAFT_KEYS.client, 'c1', { name: 'Acme' });
    expect(readDraft(DRAFT_KEYS.client, 'c2')).toBeNull();
    expect(takeDraftFor(DRAFT_KEYS.client, 'c2')).toBeNull();
    // Opening the other record's form dropped the stale draft.
    expect(readDraft(DRAFT_KEYS.client, 'c1')).toBeNull();
  });

  it('do not fill the new-item form with an edit form’s values, nor the other way round', () => {
    writeDraft(DRAFT_KEYS.invoice, 'i1', { currency: 'GBP' });
    expect(readDraft(DRAFT_KEYS.invoice, 'new')).toBeNull();
    writeDraft(DRAFT_KEYS.invoice, 'new', { currency: 'GBP' });
    expect(readDraft(DRAFT_KEYS.invoice, 'i1')).toBeNull();
  });

  it('hold the latest values only: a new draft of the form replaces the previous one', () => {
    writeDraft(DRAFT_KEYS.project, 'p1', { title: 'First' });
    writeDraft(DRAFT_KEYS.project, 'p1', { title: 'Second' });
    expect(readDraft(DRAFT_KEYS.project, 'p1')).toEqual({ title: 'Second' });
    writeDraft(DRAFT_KEYS.project, 'new', { title: 'Third' });
    expect(readDraft(DRAFT_KEYS.project, 'p1')).toBeNull();
    expect(readDraft(DRAFT_KEYS.project, 'new')).toEqual({ title: 'Third' });
  });

  it('bring back nested values such as line items as they were typed', () => {
    const values = {
      client: 'c1',
      items: [
        { description: 'Design', quantity: 1.5, unitPrice: 80 },
        { description: '', quantity: '', unitPrice: '' },
      ],
    };
    writeDraft(DRAFT_KEYS.invoice, 'new', values);
    expect(takeDraftFor(DRAFT_KEYS.invoice, 'new')).toEqual(values);
  });

  it('record when they were saved', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-04-02T10:00:00.000Z'));
    writeDraft(DRAFT_KEYS.client, 'new', { name: 'Acme' });
    expect(JSON.parse(storage.getItem(DRAFT_KEYS.client)!).savedAt).toBe('2026-04-02T10:00:00.000Z');
  });

  it('find nothing when no draft was written', () => {
    expect(readDraft(DRAFT_KEYS.client, 'new')).toBeNull();
    expect(takeDraftFor(DRAFT_KEYS.client, 'new')).toBeNull();
  });

  it('ignore stored values without their form or values', () => {
    for (const stored of [
      'null',
      '42',
      '"text"',
      '{"values":{"name":"Acme"}}',
      '{"target":"new","values":null}',
    ]) {
      storage.setItem(DRAFT_KEYS.client, stored);
      expect(readDraft(DRAFT_KEYS.client, 'new')).toBeNull();
    }
  });
});

describe('form drafts without usable storage', () => {
  it('cost only the draft when the storage is full', () => {
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => writeDraft(DRAFT_KEYS.client, 'new', { name: 'Acme' })).not.toThrow();
    expect(readDraft(DRAFT_KEYS.client, 'new')).toBeNull();
  });

  it('leave the forms empty, without failing, when storage is disabled', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError');
      },
    });
    try {
      expect(() => writeDraft(DRAFT_KEYS.client, 'new', { name: 'Acme' })).not.toThrow();
      expect(readDraft(DRAFT_KEYS.client, 'new')).toBeNull();
      expect(takeDraftFor(DRAFT_KEYS.client, 'new')).toBeNull();
      expect(() => clearDraft(DRAFT_KEYS.client)).not.toThrow();
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
