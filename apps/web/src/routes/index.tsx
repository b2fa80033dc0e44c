import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ApiStatus } from '../components/api-status';

export const Route = createFileRoute('/')({
  component: LandingPage,
});

function LandingPage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Folio</Title>
        <Text c="dimmed">Clients, projects and invoices for freelancers and small teams.</Text>
        <ApiStatus />
        <Group>
          <Button component={Link} to="/login" variant="default">
            Log in
          </Button>
          <Button component={Link} to="/register">
            Sign up
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
