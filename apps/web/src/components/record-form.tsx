import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { RecordFormState } from '../lib/use-record-form';
import { FormNotices } from './form-notices';

/**
 * A record form's frame (clients, projects, invoices) over its useRecordForm state: the card, the
 * form (submitting calls `onSave`; the browser's own validation is off, the contracts schema
 * checks), the notices above the fields (saving needs a manager, a draft was restored, the save's
 * general errors), the fields, then the buttons: the leaving one (`cancelLabel`, clearing the
 * draft) and `extraAction` first, the submit button last, disabled for viewers and spinning while
 * the save runs. With a keyboard `hint`, the leaving buttons sit at the start and the hint beside
 * the submit button at the end.
 */
export function RecordFormCard({
  state,
  maw,
  records,
  onSave,
  cancelLabel,
  extraAction,
  hint,
  submitLabel,
  children,
}: {
  state: RecordFormState;
  maw: number;
  /** "clients", "projects", "invoices". */
  records: string;
  onSave: () => void;
  cancelLabel: string;
  extraAction?: ReactNode;
  hint?: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  const cancel = (
    <Button variant="default" onClick={state.cancel} disabled={state.saving}>
      {cancelLabel}
    </Button>
  );
  const leaving = extraAction ? (
    <Group gap="sm">
      {cancel}
      {extraAction}
    </Group>
  ) : (
    cancel
  );
  const save = (
    <Button type="submit" loading={state.saving} disabled={!state.canSave}>
      {submitLabel}
    </Button>
  );
  return (
    <Card withBorder padding="lg" maw={maw}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormNotices
            canSave={state.canSave}
            records={records}
            restored={state.restored}
            general={state.general}
          />
          {children}
          {hint === undefined ? (
            <Group justify="flex-end" gap="sm">
              {leaving}
              {save}
            </Group>
          ) : (
            <Group justify="space-between" gap="sm">
              {leaving}
              <Group gap="xs">
                <Text size="xs" c="dimmed" visibleFrom="sm">
                  {hint}
                </Text>
                {save}
              </Group>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
