import type { UseFormReturnType } from '@mantine/form';
import { useHotkeys } from '@mantine/hooks';
import { useBlocker } from '@tanstack/react-router';
import type { RefObject } from 'react';
import { useConfirm } from '../../components/confirm-dialog';
import type { FieldErrors } from '../../lib/errors';
import { serverMessage } from '../../lib/server-messages';
import { previewTotals } from '../invoices/invoice-rules';
import { type DocumentFormValues, splitDocumentErrors } from './document-values';

/** Any document form (invoice, quote, series) as the shared fields read and write it. */
export type DocumentForm = Pick<
  UseFormReturnType<DocumentFormValues>,
  | 'values'
  | 'errors'
  | 'getInputProps'
  | 'setFieldValue'
  | 'clearFieldError'
  | 'insertListItem'
  | 'removeListItem'
>;

/** A dialog or a dropdown list is showing: Escape belongs to it. */
const somethingOpen = () =>
  [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="listbox"]')].some((element) =>
    element.checkVisibility(),
  );

/**
 * What every document form does around its fields, so they all behave alike. Save: the values
 * become the API's input, and the form's own rules (`ownErrors`, such as a date in the past) and
 * totals that cannot be worked out are refused at their fields with the server's own messages, as
 * it would. Leaving with unsaved changes asks first; Ctrl/Cmd+S saves and Escape cancels from
 * anywhere on the page, inside the fields too (Escape in an open list or a dialog closes that
 * instead); a new client clears the chosen projects. Returns the save, the leave question's dialog,
 * to render, and the client field's onChange.
 */
export function useDocumentFormFrame<TValues extends DocumentFormValues, TInput>({
  record,
  toInput,
  ownErrors = () => ({}),
  splitErrors = splitDocumentErrors,
  terms,
  unsavedChanges,
  leaveLabel,
}: {
  record: {
    form: DocumentForm & { getValues: () => TValues; setErrors: (errors: FieldErrors) => void };
    dirty: boolean;
    leaving: RefObject<boolean>;
    cancel: () => void;
    submit: (input: TInput, onInvalid: (errors: FieldErrors) => void, extraErrors?: FieldErrors) => void;
    setGeneral: (general: string[]) => void;
  };
  toInput: (values: TValues) => TInput;
  ownErrors?: (input: TInput) => FieldErrors;
  /** Where a 422's errors show (a form with fields of its own places theirs). */
  splitErrors?: (errors: FieldErrors) => { onFields: FieldErrors; general: string[] };
  terms: Parameters<typeof previewTotals>[1];
  unsavedChanges: string;
  leaveLabel: string;
}) {
  const { form, dirty, leaving, cancel } = record;
  const { confirm, dialog } = useConfirm();

  const save = () => {
    const input = toInput(form.getValues());
    const totals = previewTotals(form.getValues(), terms);
    record.submit(
      input,
      (errors) => {
        const problems = splitErrors(errors);
        form.setErrors(problems.onFields);
        record.setGeneral(problems.general);
      },
      {
        ...ownErrors(input),
        // The server would refuse it with the same message at the same field.
        ...(totals.ok ? {} : { [totals.field]: serverMessage(totals.message) }),
      },
    );
  };

  useBlocker({
    shouldBlockFn: async () => {
      if (leaving.current || !dirty) return false;
      return !(await confirm({ message: unsavedChanges, confirmLabel: leaveLabel }));
    },
    enableBeforeUnload: () => dirty && !leaving.current,
  });

  const chooseClient = (id: string | null) => {
    if (id === form.values.client) return;
    form.setFieldValue('client', id);
    form.setFieldValue('clientName', '');
    // Projects belong to one client: a new client starts with none chosen.
    form.setFieldValue('project', []);
  };

  useHotkeys(
    [
      ['mod+S', save],
      [
        'Escape',
        (event) => {
          if (event.defaultPrevented || somethingOpen()) return;
          // Handled: the document's panel, which opens next, must not take this Escape as its own.
          event.preventDefault();
          cancel();
        },
        { preventDefault: false },
      ],
    ],
    [],
  );

  return { save, dialog, chooseClient };
}
