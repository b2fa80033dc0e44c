import type { Client } from '@folio/contracts';
import { Card, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { OpenRecordLink } from '../../components/open-record-link';
import { RecordMenu } from '../../components/record-menu';
import { StatusBadge } from '../../components/status-badge';
import { TagList } from '../../components/tag-list';

export type ClientCardActions = {
  onOpen: (client: Client) => void;
  onArchive: (client: Client) => void;
  onUnarchive: (client: Client) => void;
  onDelete: (client: Client) => void;
};

/** One client in the grid: name (opens the panel), contact details, tags, status and the menu. */
export function ClientCard({
  client,
  canManage,
  actions,
}: {
  client: Client;
  canManage: boolean;
  actions: ClientCardActions;
}) {
  return (
    <Card withBorder padding="md" radius="md" h="100%">
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <OpenRecordLink list="/clients" id={client._id} onOpen={() => actions.onOpen(client)}>
            {client.name}
          </OpenRecordLink>
          <Group gap={4} wrap="nowrap">
            <StatusBadge kind="client" status={client.status} />
            <RecordMenu
              name={client.name}
              archived={client.status === 'archived'}
              canManage={canManage}
              editLink={(props) => (
                <Link to="/clients/$clientId/edit" params={{ clientId: client._id }} {...props} />
              )}
              onArchive={() => actions.onArchive(client)}
              onUnarchive={() => actions.onUnarchive(client)}
              onDelete={() => actions.onDelete(client)}
            />
          </Group>
        </Group>
        {client.email && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {client.email}
          </Text>
        )}
        {client.phone && <Text size="sm">{client.phone}</Text>}
        {client.address && (
          <Text size="sm" c="dimmed" lineClamp={2} style={{ whiteSpace: 'pre-line' }}>
            {client.address}
          </Text>
        )}
        <TagList tags={client.tags} />
      </Stack>
    </Card>
  );
}
