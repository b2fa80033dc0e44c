import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A side panel's short list of related records (a client's projects, a record's invoices): one row each. */
export function PanelList<T extends { _id: string }>({
  items,
  children,
}: {
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <Group key={item._id} component="li" justify="space-between" wrap="nowrap" gap="xs">
          {children(item)}
        </Group>
      ))}
    </Stack>
  );
}
