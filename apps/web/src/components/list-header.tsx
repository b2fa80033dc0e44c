import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list page's heading with the number of matching records (from the server), and its New button. */
export function ListHeader({
  title,
  total,
  action,
}: {
  title: string;
  total: number | undefined;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="center">
      <Title order={1}>
        {title}
        {total !== undefined && (
          <Text span c="dimmed" fz="inherit" fw={400}>
            {' '}
            ({total.toLocaleString('en-US')})
          </Text>
        )}
      </Title>
      {action}
    </Group>
  );
}
