import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_KEYS, readDraft, takeDraftFor, writeDraft } from './drafts';

class MemoryStorage {
  private values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, String(value));
  removeItem = (key: string) => void this.values.delete(key);
}

describe('form drafts', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
  });

  it('are stored under the form keys', () => {
    expect(DRAFT_KEYS).toEqual({
      client: 'clientFormDraft_v2',
      project: 'projectFormDraft_v2',
      invoice: 'invoiceFormDraft_v3',
      quote: 'quoteFormDraft_v1',
      recurringInvoice: 'recurringInvoiceFormDraft_v1',
    });
    writeDraft(DRAFT_KEYS.client, 'new', { name: 'Acme' });
    expect(JSON.parse(localStorage.getItem('clientFormDraft_v2') ?? '{}')).toMatchObject({
      target: 'new',
      values: { name: 'Acme' },
    });
  });

  it('come back to the form they were written by', () => {
    writeDraft(DRAFT_KEYS.project, 'p1', { title: 'Site' });
    expect(takeDraftFor(DRAFT_KEYS.project, 'p1')).toEqual({ title: 'Site' });
    // Reading it does not use it up: a reload brings it back again.
    expect(readDraft(DRAFT_KEYS.project, 'p1')).toEqual({ title: 'Site' });
  });

  it('are cleared when another form loads', () => {
    writeDraft(DRAFT_KEYS.project, 'p1', { title: 'Site' });
    expect(takeDraftFor(DRAFT_KEYS.project, 'new')).toBeNull();
    expect(localStorage.getItem('projectFormDraft_v2')).toBeNull();
  });

  it('are cleared on request (save, cancel, reset)', () => {
    writeDraft(DRAFT_KEYS.client, 'new', { name: 'Acme' });
    clearDraft(DRAFT_KEYS.client);
    expect(readDraft(DRAFT_KEYS.client, 'new')).toBeNull();
  });

  it('ignore what is not a draft', () => {
    localStorage.setItem('clientFormDraft_v2', '{not json');
    expect(takeDraftFor(DRAFT_KEYS.client, 'new')).toBeNull();
    localStorage.setItem('clientFormDraft_v2', JSON.stringify({ target: 'new', values: 'text' }));
    expect(readDraft(DRAFT_KEYS.client, 'new')).toBeNull();
  });
});
