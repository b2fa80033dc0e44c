import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of a settings screen (Team, Organizations), named by its heading for assistive technology. */
export function SectionCard({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="lg" id={titleId} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
