import type { Project } from '@folio/contracts';
import { ActionIcon, Anchor, Badge, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { StatusBadge } from '../../components/status-badge';
import { TagList } from '../../components/tag-list';
import { isPlainClick } from '../../lib/plain-click';
import { PROJECT_TEXTS } from './texts';

export type ProjectCardActions = {
  onOpen: (project: Project) => void;
  onArchive: (project: Project) => void;
  onUnarchive: (project: Project) => void;
  onDelete: (project: Project) => void;
};

/** One project in the grid: title (opens the panel), client, tags, status and the menu. */
export function ProjectCard({
  project,
  canManage,
  actions,
}: {
  project: Project;
  canManage: boolean;
  actions: ProjectCardActions;
}) {
  return (
    <Card withBorder padding="md" radius="md" h="100%">
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Anchor
            renderRoot={(props) => (
              <Link to="/projects" search={(prev) => ({ ...prev, open: project._id })} {...props} />
            )}
            onClick={(event: React.MouseEvent) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              actions.onOpen(project);
            }}
            fw={600}
            style={{ minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {project.title}
          </Anchor>
          <Group gap={4} wrap="nowrap">
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${project.title}`}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  renderRoot={(props) => (
                    <Link to="/projects/$projectId/edit" params={{ projectId: project._id }} {...props} />
                  )}
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  Edit
                </Menu.Item>
                {canManage && (
                  <>
                    {project.status === 'archived' ? (
                      <Menu.Item
                        leftSection={<IconArchiveOff size={16} aria-hidden />}
                        onClick={() => actions.onUnarchive(project)}
                      >
                        Unarchive
                      </Menu.Item>
                    ) : (
                      <Menu.Item
                        leftSection={<IconArchive size={16} aria-hidden />}
                        onClick={() => actions.onArchive(project)}
                      >
                        Archive
                      </Menu.Item>
                    )}
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={() => actions.onDelete(project)}
                    >
                      Delete
                    </Menu.Item>
                  </>
                )}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {project.client.name}
        </Text>
        <Group gap={6}>
          <StatusBadge status={project.status} />
          {project.overdue && (
            <Badge color="red" variant="filled">
              {PROJECT_TEXTS.overdue}
            </Badge>
          )}
        </Group>
        <TagList tags={project.tags} linkTo="projects" />
      </Stack>
    </Card>
  );
}
