import type { Project } from '@folio/contracts';
import { Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ActivityFeed } from '../../components/activity-feed';
import { Fact } from '../../components/fact';
import { Money } from '../../components/money';
import { OverdueBadge } from '../../components/overdue-badge';
import { PanelSection } from '../../components/panel-section';
import { QueryState } from '../../components/query-state';
import { RecordPanel } from '../../components/record-panel';
import { StatusBadge } from '../../components/status-badge';
import { TagList } from '../../components/tag-list';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { useCan } from '../../lib/use-can';
import { useLastDefined } from '../../lib/use-last-defined';
import { InvoicesSection } from '../invoices/invoices-section';
import { PROJECT_STATUS_ACTIONS, PROJECT_TEXTS } from './texts';
import { useProjectMutations } from './use-project-mutations';

/** The project side panel, open while the address says `?open={projectId}`. */
export function ProjectPanel({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const shownId = useLastDefined(id);
  const project = trpc.projects.get.useQuery({ id: shownId ?? '' }, { enabled: !!shownId });
  return (
    <RecordPanel
      opened={!!id}
      shown={!!shownId}
      onClose={onClose}
      query={project}
      title={project.data?.title ?? 'Project'}
      errorTitle={PROJECT_TEXTS.loadOneFailed}
    >
      {(data) => <ProjectDetails project={data} />}
    </RecordPanel>
  );
}

function ProjectDetails({ project }: { project: Project }) {
  const can = useCan();
  const { setStatus } = useProjectMutations();
  const feed = trpc.activity.projectFeed.useQuery({ id: project._id });

  return (
    <Stack gap="lg">
      <Group gap="xs">
        <StatusBadge status={project.status} />
        <OverdueBadge overdue={project.overdue} />
      </Group>

      {can.manage && (
        <Group gap="xs" aria-label="Project actions" role="group">
          {PROJECT_STATUS_ACTIONS.filter((action) => action.status !== project.status).map((action) => (
            <Button
              key={action.status}
              size="xs"
              variant="light"
              onClick={() => setStatus.mutate({ id: project._id, status: action.status })}
            >
              {action.label}
            </Button>
          ))}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} aria-hidden />}
            renderRoot={(props) => (
              <Link to="/projects/$projectId/edit" params={{ projectId: project._id }} {...props} />
            )}
          >
            Edit
          </Button>
        </Group>
      )}

      <SimpleGrid cols={2} spacing="sm">
        <Fact label="Client">
          <Anchor
            renderRoot={(props) => <Link to="/clients" search={{ open: project.client._id }} {...props} />}
          >
            {project.client.name}
          </Anchor>
        </Fact>
        <Fact label="Budget">
          <Money amount={project.priceCents / 100} currency={project.currency} />
        </Fact>
        <Fact label="Status">{project.status[0]?.toUpperCase() + project.status.slice(1)}</Fact>
        <Fact label="Due date">{project.dueDate ? formatDate(project.dueDate) : '—'}</Fact>
      </SimpleGrid>

      {project.description && (
        <Fact label="Description">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {project.description}
          </Text>
        </Fact>
      )}
      <TagList tags={project.tags} linkTo="projects" />

      <InvoicesSection filter={{ project: project._id, status: 'all' }} />

      <PanelSection title="Activity">
        <QueryState query={feed} errorTitle="The activity could not be loaded" loading={<Skeleton h={80} />}>
          {(entries) => <ActivityFeed entries={entries} />}
        </QueryState>
      </PanelSection>
    </Stack>
  );
}
