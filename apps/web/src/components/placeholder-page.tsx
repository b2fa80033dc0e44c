import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { TEXTS } from '../lib/texts';

/**
 * A signed-in route whose screen is built in a later issue: its title and an honest "Coming soon".
 * `children` are the parts of the screen that already work, shown above the notice.
 */
export function PlaceholderPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{title}</Title>
        <Badge variant="light" color="gray">
          {TEXTS.comingSoon}
        </Badge>
      </Group>
      {children}
      <Paper withBorder p="xl" radius="md">
        <Stack gap="sm" align="flex-start">
          <Text fw={600}>{TEXTS.comingSoon}</Text>
          <Text c="dimmed" size="sm">
            {description ?? 'This part of Folio is still being built and arrives in an upcoming release.'}
          </Text>
          <Button component={Link} to="/dashboard" variant="light" size="xs">
            Back to dashboard
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
