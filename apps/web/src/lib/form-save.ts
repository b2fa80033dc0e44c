import { clearDraft, type DraftKey } from './drafts';
import { type FieldErrors, isGloballyHandled, toApiError } from './errors';
import { byTopField } from './form-errors';
import { isServerRefusal } from './mutation-failure';
import { formErrorsFrom } from './submit-errors';
import { toastError } from './toast';

type SavingForm = { resetDirty: () => void; setErrors: (errors: FieldErrors) => void };

/**
 * What a record form does with the answer to its save: on success the draft goes and the form
 * moves on; on failure a 422's field errors go next to their fields, anything else into the
 * form's general list and a toast. The toast follows the app's failure rule
 * (lib/mutation-failure.ts): a refusal the server explains shows its first message, a server
 * error or a network failure the form's own `saveFailed` text.
 */
export function saveHandlers<T>({
  form,
  fields,
  draftKey,
  setGeneral,
  onSaved,
  saveFailed,
}: {
  form: SavingForm;
  fields: readonly string[];
  draftKey: DraftKey;
  setGeneral: (messages: string[]) => void;
  onSaved: (saved: T) => void;
  saveFailed: string;
}) {
  return {
    onSuccess: (saved: T) => {
      clearDraft(draftKey);
      form.resetDirty();
      onSaved(saved);
    },
    onError: (error: unknown) => {
      const { fieldErrors, general } = formErrorsFrom(error, fields);
      form.setErrors(byTopField(fieldErrors));
      setGeneral(general);
      if (general.length === 0 || isGloballyHandled(error)) return;
      toastError(isServerRefusal(toApiError(error).status) ? (general[0] ?? saveFailed) : saveFailed);
    },
  };
}
