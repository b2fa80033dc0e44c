import { Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A titled part of a side panel (Projects, Invoices, Activity, …). */
export function PanelSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 8,
          flexWrap: 'wrap',
        }}
      >
        <Title order={3} fz="md" id={id}>
          {title}
        </Title>
        {action}
      </div>
      {children}
    </Stack>
  );
}
