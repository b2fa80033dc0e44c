import { Button, Group, Modal, Text } from '@mantine/core';
import '@mantine/core/styles/Modal.layer.css';
import { useCallback, useRef, useState } from 'react';
import { toastFailure } from '../lib/mutation-failure';
import { TEXTS } from '../lib/texts';

type Question = { message: string; confirmLabel: string };

/**
 * A yes/no question in a dialog, asked from an event handler:
 * `if (await confirm({ message: 'Delete this project?', confirmLabel: 'Delete' })) …`.
 * Render the returned `dialog` once in the component that asks.
 */
export function useConfirm() {
  // The question stays while the dialog fades out; `opened` says whether it is asked.
  const [question, setQuestion] = useState<Question | null>(null);
  const [opened, setOpened] = useState(false);
  const answer = useRef<((yes: boolean) => void) | null>(null);

  const confirm = useCallback(
    (next: Question) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setQuestion(next);
        setOpened(true);
      }),
    [],
  );
  const settle = (yes: boolean) => {
    answer.current?.(yes);
    answer.current = null;
    setOpened(false);
  };

  const dialog = (
    <Modal
      opened={opened}
      onClose={() => settle(false)}
      title={TEXTS.pleaseConfirm}
      centered
      closeButtonProps={{ 'aria-label': TEXTS.closeDialog }}
    >
      <Text>{question?.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => settle(false)}>
          {TEXTS.cancel}
        </Button>
        <Button color="red" onClick={() => settle(true)} data-autofocus>
          {question?.confirmLabel ?? TEXTS.confirm}
        </Button>
      </Group>
    </Modal>
  );
  return { confirm, dialog };
}

/** A record's delete mutation, as the lists and panels call it. */
type DeleteMutation = {
  mutate(input: { id: string }, options: { onError: (error: unknown) => void; onSuccess?: () => void }): void;
};

/**
 * Delete one record after a yes, and name a failed delete in a toast: every list and panel of
 * documents asks and reports alike. Render the returned `dialog` once in the component that asks.
 */
export function useConfirmedDelete(remove: DeleteMutation) {
  const { confirm, dialog } = useConfirm();
  const confirmDelete = async (
    id: string,
    { message, failed, onDeleted }: { message: string; failed: string; onDeleted?: () => void },
  ) => {
    if (await confirm({ message, confirmLabel: TEXTS.delete })) {
      remove.mutate({ id }, { onError: (error) => toastFailure(error, failed), onSuccess: onDeleted });
    }
  };
  return { confirmDelete, dialog };
}
