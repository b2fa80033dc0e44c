import type { Project } from '@folio/contracts';
import { Card, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { OpenRecordLink } from '../../components/open-record-link';
import { OverdueBadge } from '../../components/overdue-badge';
import { RecordMenu } from '../../components/record-menu';
import { StatusBadge } from '../../components/status-badge';
import { TagList } from '../../components/tag-list';
import classes from './project-card.module.css';

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
      <div className={classes.body}>
        <div className={classes.header}>
          <OpenRecordLink list="/projects" id={project._id} onOpen={() => actions.onOpen(project)}>
            {project.title}
          </OpenRecordLink>
          <div className={classes.actions}>
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
          </div>
        </div>
        <Text size="sm" c="dimmed">
          {project.client.name}
        </Text>
        <div className={classes.badges}>
          <StatusBadge kind="project" status={project.status} />
          <OverdueBadge kind="project" overdue={project.overdue} />
        </div>
        <TagList tags={project.tags} linkTo="projects" />
      </div>
    </Card>
  );
}
