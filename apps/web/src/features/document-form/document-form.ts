import type { UseFormReturnType } from '@mantine/form';
import { useHotkeys } from '@mantine/hooks';
import { useBlocker } from '@tanstack/react-router';
import type { RefObject } from 'react';
import { useConfirm } from '../../components/confirm-dialog';
import type { DocumentFormValues } from './document-values';

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
 * What every document form does around its fields, so they all behave alike: leaving with unsaved
 * changes asks first; Ctrl/Cmd+S saves and Escape cancels from anywhere on the page, inside the
 * fields too (Escape in an open list or a dialog closes that instead); a new client clears the
 * chosen projects. Returns the leave question's dialog, to render, and the client field's onChange.
 */
export function useDocumentFormFrame({
  record,
  unsavedChanges,
  leaveLabel,
  save,
}: {
  record: { form: DocumentForm; dirty: boolean; leaving: RefObject<boolean>; cancel: () => void };
  unsavedChanges: string;
  leaveLabel: string;
  save: () => void;
}) {
  const { form, dirty, leaving, cancel } = record;
  const { confirm, dialog } = useConfirm();

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

  return { dialog, chooseClient };
}
