import { Button, Group, Modal, Text } from '@mantine/core';
import '@mantine/core/styles/Modal.layer.css';
import { useCallback, useRef, useState } from 'react';

type Question = { message: string; confirmLabel: string };

/**
 * A yes/no question in a dialog, asked from an event handler:
 * `if (await confirm({ message: 'Delete this project?', confirmLabel: 'Delete' })) …`.
 * Render the returned `dialog` once in the component that asks.
 */
export function useConfirm() {
  const [question, setQuestion] = useState<Question | null>(null);
  const answer = useRef<((yes: boolean) => void) | null>(null);

  const confirm = useCallback(
    (next: Question) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setQuestion(next);
      }),
    [],
  );
  const settle = (yes: boolean) => {
    answer.current?.(yes);
    answer.current = null;
    setQuestion(null);
  };

  const dialog = (
    <Modal
      opened={question !== null}
      onClose={() => settle(false)}
      title="Please confirm"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Text>{question?.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => settle(false)}>
          Cancel
        </Button>
        <Button color="red" onClick={() => settle(true)} data-autofocus>
          {question?.confirmLabel ?? 'Confirm'}
        </Button>
      </Group>
    </Modal>
  );
  return { confirm, dialog };
}
