import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { clearDraft, type DraftKey, type DraftTarget, takeDraftFor } from './drafts';
import type { FieldErrors } from './errors';
import { saveHandlers } from './form-save';
import { useCan } from './use-can';
import { useDraftAutosave } from './use-draft';
import { type Schema, validate } from './validate';

/** What the form's frame (components/record-form.tsx) shows of the form's state. */
export type RecordFormState = {
  canSave: boolean;
  restored: boolean;
  general: string[];
  saving: boolean;
  cancel: () => void;
};

type SaveOptions<TRecord> = { onSuccess: (saved: TRecord) => void; onError: (error: unknown) => void };

/** A create or update mutation as a record form uses it (the tRPC mutation object fits). */
type SaveMutation<TInput, TRecord> = {
  isPending: boolean;
  mutate(input: TInput, options: SaveOptions<TRecord>): void;
};

/**
 * What the clients, projects and invoices forms share: @mantine/form holding the values (arrays
 * and nested fields included), started from the record or the empty values and from the form's
 * own draft when one is kept; the draft written while the values differ from the saved ones;
 * the save with a 422's field errors on their fields (lib/form-save.ts); leaving for the list with
 * the record's panel open. Each form turns its values into the API's input and calls
 * `submit(input, onInvalid)`.
 */
export function useRecordForm<TValues extends object, TRecord extends { _id: string }, TInput>({
  record,
  toValues,
  emptyValues,
  draftKey,
  fields,
  listPath,
  mutations,
  schemas,
  saveFailed,
}: {
  record: TRecord | undefined;
  toValues: (record: TRecord) => TValues;
  emptyValues: () => TValues;
  draftKey: DraftKey;
  /** The fields a 422's errors may name; errors of other fields go to the general list. */
  fields: readonly string[];
  listPath: '/clients' | '/projects' | '/invoices' | '/invoices/recurring' | '/quotes';
  mutations: {
    create: SaveMutation<TInput, TRecord>;
    update: SaveMutation<TInput & { id: string }, TRecord>;
  };
  /** The API's own input schemas (@folio/contracts), so the form shows the messages a 422 would. */
  schemas: { create: Schema<unknown>; update: Schema<unknown> };
  saveFailed: string;
}) {
  const target: DraftTarget = record?._id ?? 'new';
  const initial = record ? toValues(record) : emptyValues();
  const [restored, setRestored] = useState(() => takeDraftFor<TValues>(draftKey, target));
  const form = useForm<TValues>({ initialValues: restored ? { ...initial, ...restored } : initial });
  const [general, setGeneral] = useState<string[]>([]);
  const can = useCan();
  const navigate = useNavigate();
  const saving = mutations.create.isPending || mutations.update.isPending;
  const dirty = restored !== null || form.isDirty();
  // Set when the form is left on purpose (saved or cancelled), so a leave guard does not ask.
  const leaving = useRef(false);
  useDraftAutosave(draftKey, target, form.values, dirty && !saving);

  const leave = (openId?: string) => {
    leaving.current = true;
    void navigate({ to: listPath, search: openId ? { open: openId } : {} });
  };

  /** Cancel (or Back): the draft goes and the list opens, with the record's panel when editing. */
  const cancel = () => {
    clearDraft(draftKey);
    leave(record?._id);
  };

  /** Back to the saved (or empty) values, with no draft and no errors. */
  const resetDraft = () => {
    clearDraft(draftKey);
    setRestored(null);
    form.setValues(initial);
    form.resetDirty(initial);
    form.clearErrors();
    setGeneral([]);
  };

  /**
   * Save: the input is checked with the create or update schema (with the record's id), and
   * `extraErrors` (rules the schema cannot know, like a due date in the past) are added; any error
   * goes to `onInvalid` and nothing is sent. Otherwise create, or update of the record being
   * edited. Nothing happens while a save is under way (Ctrl/Cmd+S pressed twice).
   */
  const submit = (input: TInput, onInvalid: (errors: FieldErrors) => void, extraErrors: FieldErrors = {}) => {
    if (saving) return;
    const checked = record
      ? validate(schemas.update, { id: record._id, ...input })
      : validate(schemas.create, input);
    const errors = { ...(checked.ok ? {} : checked.errors), ...extraErrors };
    if (Object.keys(errors).length > 0) {
      onInvalid(errors);
      return;
    }
    form.clearErrors();
    setGeneral([]);
    const handlers = saveHandlers<TRecord>({
      form,
      fields,
      draftKey,
      setGeneral,
      onSaved: (saved) => leave(saved._id),
      saveFailed,
    });
    if (record) mutations.update.mutate({ id: record._id, ...input }, handlers);
    else mutations.create.mutate(input, handlers);
  };

  return {
    form,
    canSave: can.manage,
    restored: restored !== null,
    general,
    setGeneral,
    saving,
    dirty,
    leaving,
    cancel,
    resetDraft,
    submit,
  };
}
