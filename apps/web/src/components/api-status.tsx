import { Group, Loader, Text } from '@mantine/core';
import { trpc } from '../lib/trpc';

/** Shows whether the API answers `system.health`; a quick signal that web and server are wired up. */
export function ApiStatus() {
  const health = trpc.system.health.useQuery(undefined, { retry: false });

  if (health.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" aria-label="Checking API" />
        <Text size="sm">API: checking…</Text>
      </Group>
    );
  }

  const ok = health.isSuccess && health.data.ok;
  return (
    <Text size="sm" c={ok ? 'teal' : 'red'} role="status">
      {ok ? 'API: ok' : 'API: unavailable'}
    </Text>
  );
}
