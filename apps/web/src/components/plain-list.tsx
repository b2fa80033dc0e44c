import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A named list of cards or rows without bullets (the Team screen's members and invites). */
export function PlainList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}
