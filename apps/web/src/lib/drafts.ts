/**
 * Local form drafts (browser storage, one key per form). A draft remembers which form it belongs
 * to — the new-item form or the edit form of one record — so that loading a different form clears
 * it instead of filling that form with another record's values.
 */
export const DRAFT_KEYS = {
  client: 'clientFormDraft_v2',
  project: 'projectFormDraft_v2',
  invoice: 'invoiceFormDraft_v3',
  quote: 'quoteFormDraft_v1',
  recurringInvoice: 'recurringInvoiceFormDraft_v1',
} as const;
export type DraftKey = (typeof DRAFT_KEYS)[keyof typeof DRAFT_KEYS];

/** "new" for the new-item form, otherwise the id of the record being edited. */
export type DraftTarget = 'new' | (string & {});

type StoredDraft<T> = { target: DraftTarget; values: T; savedAt: string };

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readDraft<T>(key: DraftKey, target: DraftTarget): T | null {
  const text = storage()?.getItem(key);
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as StoredDraft<T>;
    return draft && draft.target === target && draft.values && typeof draft.values === 'object'
      ? draft.values
      : null;
  } catch {
    return null;
  }
}

export function writeDraft<T>(key: DraftKey, target: DraftTarget, values: T): void {
  const draft: StoredDraft<T> = { target, values, savedAt: new Date().toISOString() };
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or disabled storage only costs the draft.
  }
}

export function clearDraft(key: DraftKey): void {
  storage()?.removeItem(key);
}

/**
 * When a form loads: its own draft, if the stored one belongs to it; a draft of another form is
 * cleared.
 */
export function takeDraftFor<T>(key: DraftKey, target: DraftTarget): T | null {
  const draft = readDraft<T>(key, target);
  if (draft === null) clearDraft(key);
  return draft;
}
