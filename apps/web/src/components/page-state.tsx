import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { toApiError } from '../lib/errors';
import { useLocale } from '../lib/i18n';
import { TEXTS } from '../lib/texts';

/** A full-area loading state with an accessible label. */
export function PageLoader({ label = TEXTS.pageLoading }: { label?: string }) {
  useLocale();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{label}</Text>
      </Group>
    </Center>
  );
}

/** An inline error with the server's message and, when possible, a way to try again. */
export function ErrorState({
  error,
  title = TEXTS.somethingWentWrong,
  onRetry,
}: {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}) {
  useLocale();
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle size={18} />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{toApiError(error).msg}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {TEXTS.tryAgain}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** The router's fallback when a route fails to load (a chunk or a loader). */
export function DefaultErrorPage({ error, reset }: ErrorComponentProps) {
  useLocale();
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{TEXTS.pageErrorTitle}</Title>
        <ErrorState error={error} onRetry={reset} />
        <Button component={Link} to="/" variant="subtle" w="fit-content">
          {TEXTS.backToTheHomePage}
        </Button>
      </Stack>
    </Container>
  );
}
