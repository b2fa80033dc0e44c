import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled value in a side panel (Client, Budget, Balance due, …). */
export function Fact({
  label,
  children,
  strong = false,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 600 : 500} component="div">
        {children}
      </Text>
    </div>
  );
}
