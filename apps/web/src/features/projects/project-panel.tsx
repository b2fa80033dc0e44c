import type { Project } from '@folio/contracts';
import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { RecordActivity } from '../../components/activity-feed';
import { EditRecordButton } from '../../components/edit-record-button';
import { Fact } from '../../components/fact';
import { Money } from '../../components/money';
import { OverdueBadge } from '../../components/overdue-badge';
import { RecordPanel, type RecordPanelProps } from '../../components/record-panel';
import { StatusBadge } from '../../components/status-badge';
import { TagList } from '../../components/tag-list';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { useCan } from '../../lib/use-can';
import { InvoicesSection } from '../invoices/invoices-section';
import { PROJECT_TEXTS, projectStatusActions } from './texts';
import { useProjectMutations } from './use-project-mutations';

const useProject = (id: string | undefined) =>
  trpc.projects.get.useQuery({ id: id ?? '' }, { enabled: !!id });

/** The project side panel, open while the address says `?open={projectId}`. */
export function ProjectPanel({ id, onClose }: RecordPanelProps) {
  useLocale();
  return (
    <RecordPanel
      id={id}
      onClose={onClose}
      useRecord={useProject}
      title={(project) => project?.title ?? PROJECT_TEXTS.panelTitle}
      errorTitle={PROJECT_TEXTS.loadOneFailed}
    >
      {(project) => <ProjectDetails project={project} />}
    </RecordPanel>
  );
}

function ProjectDetails({ project }: { project: Project }) {
  useLocale();
  const can = useCan();
  const { setStatus } = useProjectMutations();
  const feed = trpc.activity.projectFeed.useQuery({ id: project._id });

  return (
    <Stack gap="lg">
      <Group gap="xs">
        <StatusBadge kind="project" status={project.status} />
        <OverdueBadge kind="project" overdue={project.overdue} />
      </Group>

      {can.manage && (
        <Group gap="xs" aria-label={PROJECT_TEXTS.projectActions} role="group">
          {projectStatusActions()
            .filter((action) => action.status !== project.status)
            .map((action) => (
              <Button
                key={action.status}
                size="xs"
                variant="light"
                onClick={() => setStatus.mutate({ id: project._id, status: action.status })}
              >
                {action.label}
              </Button>
            ))}
          <EditRecordButton link={{ to: '/projects/$projectId/edit', params: { projectId: project._id } }} />
        </Group>
      )}

      <SimpleGrid cols={2} spacing="sm">
        <Fact label={PROJECT_TEXTS.client}>
          <Anchor
            renderRoot={(props) => <Link to="/clients" search={{ open: project.client._id }} {...props} />}
          >
            {project.client.name}
          </Anchor>
        </Fact>
        <Fact label={PROJECT_TEXTS.budget}>
          <Money amount={project.priceCents / 100} currency={project.currency} />
        </Fact>
        <Fact label={PROJECT_TEXTS.status}>{PROJECT_TEXTS.statusNames[project.status]}</Fact>
        <Fact label={PROJECT_TEXTS.dueDate}>{project.dueDate ? formatDate(project.dueDate) : '—'}</Fact>
      </SimpleGrid>

      {project.description && (
        <Fact label={PROJECT_TEXTS.description}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {project.description}
          </Text>
        </Fact>
      )}
      <TagList tags={project.tags} linkTo="projects" />

      <InvoicesSection filter={{ project: project._id, status: 'all' }} />

      <RecordActivity feed={feed} />
    </Stack>
  );
}
