import type { Client } from '@folio/contracts';
import { ActionIcon, Anchor, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { StatusBadge } from '../../components/status-badge';
import { TagList } from '../../components/tag-list';
import { isPlainClick } from '../../lib/plain-click';

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
          <Anchor
            renderRoot={(props) => (
              <Link to="/clients" search={(prev) => ({ ...prev, open: client._id })} {...props} />
            )}
            onClick={(event: React.MouseEvent) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              actions.onOpen(client);
            }}
            fw={600}
            style={{ minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {client.name}
          </Anchor>
          <Group gap={4} wrap="nowrap">
            <StatusBadge status={client.status} />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${client.name}`}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  renderRoot={(props) => (
                    <Link to="/clients/$clientId/edit" params={{ clientId: client._id }} {...props} />
                  )}
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  Edit
                </Menu.Item>
                {canManage && (
                  <>
                    {client.status === 'archived' ? (
                      <Menu.Item
                        leftSection={<IconArchiveOff size={16} aria-hidden />}
                        onClick={() => actions.onUnarchive(client)}
                      >
                        Unarchive
                      </Menu.Item>
                    ) : (
                      <Menu.Item
                        leftSection={<IconArchive size={16} aria-hidden />}
                        onClick={() => actions.onArchive(client)}
                      >
                        Archive
                      </Menu.Item>
                    )}
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={() => actions.onDelete(client)}
                    >
                      Delete
                    </Menu.Item>
                  </>
                )}
              </Menu.Dropdown>
            </Menu>
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
