import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormNotices } from './form-notices';

/**
 * A record form's frame (clients, projects, invoices): the card, the form (submitting calls
 * `onSave`; the browser's own validation is off, the contracts schema checks), the notices above
 * the fields (saving needs a manager, a draft was restored, the save's general errors), the
 * fields, then the footer.
 */
export function RecordFormCard({
  maw,
  onSave,
  canSave,
  records,
  restored,
  general,
  footer,
  children,
}: {
  maw: number;
  onSave: () => void;
  canSave: boolean;
  /** "clients", "projects", "invoices". */
  records: string;
  restored: boolean;
  general: string[];
  footer: ReactNode;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <Card withBorder padding="lg" maw={maw}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormNotices canSave={canSave} records={records} restored={restored} general={general} />
          {children}
          {footer}
        </Stack>
      </form>
    </Card>
  );
}

/**
 * A record form's buttons: the leaving actions (Cancel, Back, Reset draft) first, the submit
 * button last, disabled for viewers and spinning while the save runs. With a keyboard `hint`, the
 * actions sit at the start and the hint beside the submit button at the end.
 */
export function RecordFormFooter({
  actions,
  hint,
  submitLabel,
  saving,
  canSave,
}: {
  actions: ReactNode;
  hint?: string;
  submitLabel: string;
  saving: boolean;
  canSave: boolean;
}) {
  const submit = (
    <Button type="submit" loading={saving} disabled={!canSave}>
      {submitLabel}
    </Button>
  );
  if (hint === undefined) {
    return (
      <Group justify="flex-end" gap="sm">
        {actions}
        {submit}
      </Group>
    );
  }
  return (
    <Group justify="space-between" gap="sm">
      {actions}
      <Group gap="xs">
        <Text size="xs" c="dimmed" visibleFrom="sm">
          {hint}
        </Text>
        {submit}
      </Group>
    </Group>
  );
}
