import { Anchor, Container, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Temporary screen for routes whose real UI has not been built yet. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Anchor component={Link} to="/">
          Back to Folio
        </Anchor>
      </Stack>
    </Container>
  );
}
