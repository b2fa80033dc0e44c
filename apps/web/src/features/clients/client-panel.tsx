import type { Client, ClientSummary, ListStatusFilter } from '@folio/contracts';
import { Anchor, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { RecordActivity } from '../../components/activity-feed';
import { EditRecordButton } from '../../components/edit-record-button';
import { Fact } from '../../components/fact';
import { Money } from '../../components/money';
import { PanelList } from '../../components/panel-list';
import { PanelSection } from '../../components/panel-section';
import { EmptyText, QueryState } from '../../components/query-state';
import { RecordPanel, type RecordPanelProps } from '../../components/record-panel';
import { ShowMoreButton } from '../../components/show-more-button';
import { StatusBadge } from '../../components/status-badge';
import { TagList } from '../../components/tag-list';
import { useLocale } from '../../lib/i18n';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';
import { useCan } from '../../lib/use-can';
import { InvoicesSection } from '../invoices/invoices-section';
import { NotesSection } from '../notes/notes-section';
import { projectStatusOptions } from '../projects/texts';
import { CLIENT_PANEL_TEXTS, CLIENT_TEXTS } from './texts';

const PANEL_PAGE = 10;

const useClient = (id: string | undefined) => trpc.clients.get.useQuery({ id: id ?? '' }, { enabled: !!id });

/** The client side panel, open while the address says `?open={clientId}`. */
export function ClientPanel({ id, onClose }: RecordPanelProps) {
  useLocale();
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
  useLocale();
  const can = useCan();
  const summary = trpc.clients.summary.useQuery({ id: client._id });
  const feed = trpc.activity.clientFeed.useQuery({ id: client._id });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <StatusBadge kind="client" status={client.status} />
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
          {client.taxId && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {CLIENT_TEXTS.taxIdLine(client.taxId)}
            </Text>
          )}
          {client.locale && (
            <Text size="sm" data-testid="client-locale">
              {CLIENT_TEXTS.localeLine(TEXTS.languageNames[client.locale])}
            </Text>
          )}
        </Stack>
        {can.manage && (
          <EditRecordButton
            variant="light"
            link={{ to: '/clients/$clientId/edit', params: { clientId: client._id } }}
          />
        )}
      </Group>
      <TagList tags={client.tags} />

      <QueryState
        query={summary}
        errorTitle={CLIENT_PANEL_TEXTS.totalsLoadFailed}
        loading={<Skeleton h={120} />}
      >
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
  useLocale();
  const { invoices, projects } = summary;
  const money = (amount: number) => <Money amount={amount} currency={invoices.currency} />;
  const tiles: [label: string, value: ReactNode][] = [
    [CLIENT_PANEL_TEXTS.revenuePaid, money(invoices.revenuePaid)],
    [CLIENT_PANEL_TEXTS.outstanding, money(invoices.outstanding)],
    [CLIENT_PANEL_TEXTS.invoices, invoices.count],
    [CLIENT_PANEL_TEXTS.activeProjects, projects.active],
    [CLIENT_PANEL_TEXTS.completedProjects, projects.completed],
    [CLIENT_PANEL_TEXTS.archivedProjects, projects.archived],
  ];
  return (
    <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" aria-label={CLIENT_PANEL_TEXTS.totals}>
      {tiles.map(([label, value]) => (
        <Fact strong key={label} label={label}>
          {value}
        </Fact>
      ))}
    </SimpleGrid>
  );
}

function ClientProjects({ clientId }: { clientId: string }) {
  useLocale();
  const [status, setStatus] = useState<ListStatusFilter>('active');
  const projects = trpc.projects.page.useInfiniteQuery(
    { client: clientId, status, limit: PANEL_PAGE },
    { getNextPageParam: (page) => page.nextCursor },
  );
  const items = projects.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <PanelSection
      title={CLIENT_PANEL_TEXTS.projects}
      action={
        <SegmentedControl
          size="xs"
          aria-label={CLIENT_PANEL_TEXTS.projectStatus}
          value={status}
          data={projectStatusOptions()}
          onChange={(value) => setStatus(value as ListStatusFilter)}
        />
      }
    >
      <QueryState
        query={projects}
        errorTitle={CLIENT_PANEL_TEXTS.projectsLoadFailed}
        loading={<Skeleton h={60} />}
        isEmpty={(data) => data.pages[0]?.items.length === 0}
        empty={<EmptyText>{CLIENT_PANEL_TEXTS.noProjects}</EmptyText>}
      >
        {() => (
          <PanelList items={items}>
            {(project) => (
              <>
                <Anchor
                  renderRoot={(props) => <Link to="/projects" search={{ open: project._id }} {...props} />}
                  size="sm"
                  style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  {project.title}
                </Anchor>
                <StatusBadge kind="project" status={project.status} />
              </>
            )}
          </PanelList>
        )}
      </QueryState>
      <ShowMoreButton query={projects} label={CLIENT_PANEL_TEXTS.showMoreProjects} />
    </PanelSection>
  );
}
