import type { Project } from '@folio/contracts';
import { Card, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { OpenRecordLink } from '../../components/open-record-link';
import { OverdueBadge } from '../../components/overdue-badge';
import { RecordMenu } from '../../components/record-menu';
import { StatusBadge } from '../../components/status-badge';
import { TagList } from '../../components/tag-list';

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
          <OpenRecordLink list="/projects" id={project._id} onOpen={() => actions.onOpen(project)}>
            {project.title}
          </OpenRecordLink>
          <Group gap={4} wrap="nowrap">
            <RecordMenu
              name={project.title}
              archived={project.status === 'archived'}
              canManage={canManage}
              editLink={(props) => (
                <Link to="/projects/$projectId/edit" params={{ projectId: project._id }} {...props} />
              )}
              onArchive={() => actions.onArchive(project)}
              onUnarchive={() => actions.onUnarchive(project)}
              onDelete={() => actions.onDelete(project)}
            />
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {project.client.name}
        </Text>
        <Group gap={6}>
          <StatusBadge kind="project" status={project.status} />
          <OverdueBadge kind="project" overdue={project.overdue} />
        </Group>
        <TagList tags={project.tags} linkTo="projects" />
      </Stack>
    </Card>
  );
}
