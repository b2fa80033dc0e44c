import { DRAFT_AUTOSAVE_MS } from '@folio/contracts';
import { useEffect } from 'react';
import { type DraftKey, type DraftTarget, writeDraft } from './drafts';

/**
 * Saves the form's values as its draft 500 ms after the last change. `dirty` is false until the
 * user changed something, so merely opening a form writes nothing.
 */
export function useDraftAutosave<T>(key: DraftKey, target: DraftTarget, values: T, dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => writeDraft(key, target, values), DRAFT_AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [key, target, values, dirty]);
}
