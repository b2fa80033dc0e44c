import type { Client, ClientSummary, ListStatusFilter } from '@folio/contracts';
import { Anchor, Button, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { IconPencil } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { RecordActivity } from '../../components/activity-feed';
import { Fact } from '../../components/fact';
import { Money } from '../../components/money';
import { PanelSection } from '../../components/panel-section';
import { EmptyText, QueryState } from '../../components/query-state';
import { RecordPanel, type RecordPanelProps } from '../../components/record-panel';
import { ShowMoreButton } from '../../components/show-more-button';
import { StatusBadge } from '../../components/status-badge';
import { TagList } from '../../components/tag-list';
import { trpc } from '../../lib/trpc';
import { useCan } from '../../lib/use-can';
import { InvoicesSection } from '../invoices/invoices-section';
import { NotesSection } from '../notes/notes-section';
import { CLIENT_TEXTS } from './texts';

const PROJECT_FILTERS = [
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'All' },
] as const;
const PANEL_PAGE = 10;

const useClient = (id: string | undefined) => trpc.clients.get.useQuery({ id: id ?? '' }, { enabled: !!id });

/** The client side panel, open while the address says `?open={clientId}`. */
export function ClientPanel({ id, onClose }: RecordPanelProps) {
  return (
    <RecordPanel
      id={id}
      onClose={onClose}
      useRecord={useClient}
      title={(client) => client?.name ?? CLIENT_TEXTS.panelTitle}
      errorTitle={CLIENT_TEXTS.loadOneFailed}
    >
      {(client) => <ClientDetails client={client} />}
    </RecordPanel>
  );
}

function ClientDetails({ client }: { client: Client }) {
  const can = useCan();
  const summary = trpc.clients.summary.useQuery({ id: client._id });
  const feed = trpc.activity.clientFeed.useQuery({ id: client._id });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <StatusBadge status={client.status} />
          {client.email && (
            <Anchor href={`mailto:${client.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {client.email}
            </Anchor>
          )}
          {client.phone && (
            <Anchor href={`tel:${client.phone.replace(/[^\d+]/g, '')}`} size="sm">
              {client.phone}
            </Anchor>
          )}
          {client.address && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {client.address}
            </Text>
          )}
        </Stack>
        {can.manage && (
          <Button
            renderRoot={(props) => (
              <Link to="/clients/$clientId/edit" params={{ clientId: client._id }} {...props} />
            )}
            variant="light"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
          >
            Edit
          </Button>
        )}
      </Group>
      <TagList tags={client.tags} />

      <QueryState query={summary} errorTitle="The totals could not be loaded" loading={<Skeleton h={120} />}>
        {(data) => <SummaryTiles summary={data} />}
      </QueryState>

      <ClientProjects clientId={client._id} />
      <InvoicesSection filter={{ client: client._id, status: 'nonArchived' }} />

      <NotesSection target={{ entityType: 'client', objectId: client._id }} />

      <RecordActivity feed={feed} />
    </Stack>
  );
}

function SummaryTiles({ summary }: { summary: ClientSummary }) {
  const { invoices, projects } = summary;
  return (
    <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" aria-label="Totals">
      <Fact strong label="Revenue (paid)">
        <Money amount={invoices.revenuePaid} currency={invoices.currency} />
      </Fact>
      <Fact strong label="Outstanding">
        <Money amount={invoices.outstanding} currency={invoices.currency} />
      </Fact>
      <Fact strong label="Invoices">
        {invoices.count}
      </Fact>
      <Fact strong label="Active projects">
        {projects.active}
      </Fact>
      <Fact strong label="Completed projects">
        {projects.completed}
      </Fact>
      <Fact strong label="Archived projects">
        {projects.archived}
      </Fact>
    </SimpleGrid>
  );
}

function ClientProjects({ clientId }: { clientId: string }) {
  const [status, setStatus] = useState<ListStatusFilter>('active');
  const projects = trpc.projects.page.useInfiniteQuery(
    { client: clientId, status, limit: PANEL_PAGE },
    { getNextPageParam: (page) => page.nextCursor },
  );
  const items = projects.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <PanelSection
      title="Projects"
      action={
        <SegmentedControl
          size="xs"
          aria-label="Project status"
          value={status}
          data={PROJECT_FILTERS.map((option) => ({ ...option }))}
          onChange={(value) => setStatus(value as ListStatusFilter)}
        />
      }
    >
      <QueryState
        query={projects}
        errorTitle="The projects could not be loaded"
        loading={<Skeleton h={60} />}
        isEmpty={(data) => data.pages[0]?.items.length === 0}
        empty={<EmptyText>No projects found.</EmptyText>}
      >
        {() => (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((project) => (
              <Group key={project._id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Anchor
                  renderRoot={(props) => <Link to="/projects" search={{ open: project._id }} {...props} />}
                  size="sm"
                  style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  {project.title}
                </Anchor>
                <StatusBadge status={project.status} />
              </Group>
            ))}
          </Stack>
        )}
      </QueryState>
      <ShowMoreButton query={projects} label="Show more projects" />
    </PanelSection>
  );
}
