import { Button, Group } from '@mantine/core';

/** A settings form's submit button, at the end of its row, spinning while the change is sent. */
export function SubmitRow({
  label,
  loading,
  variant,
}: {
  label: string;
  loading: boolean;
  variant?: 'light';
}) {
  return (
    <Group justify="flex-end">
      <Button type="submit" variant={variant} loading={loading}>
        {label}
      </Button>
    </Group>
  );
}
