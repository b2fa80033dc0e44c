import { ACTIVITY_PAGE_SIZES, type ActivityEntry } from '@folio/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useReducer, useState } from 'react';
import { EmptyText, QueryState } from '../../components/query-state';
import { ScreenLead } from '../../components/screen-lead';
import { ACTIVITY_LIST_OF, activitySentence } from '../../lib/activity-sentence';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import type { ActivitySearch } from '../../lib/search-params';
import { activityTotalIsAtLeast } from '../../lib/search-total';
import { trpc } from '../../lib/trpc';
import { exportActivityCsv } from './export-csv';
import { statusAfter } from './filter-status';
import { activityListInput } from './search';
import { ACTIVITY_TEXTS, entityTypeOptions } from './texts';

const ACTIVITY_SEARCH_ID = 'activity-search';

/** The entry's record, when it still exists and has a panel: its list with `?open=`. */
function OpenLink({ entry }: { entry: ActivityEntry }) {
  useLocale();
  if (entry.entityType === 'other' || !entry.objectId || entry.action === 'deleted') return null;
  const list = ACTIVITY_LIST_OF[entry.entityType];
  const id = entry.objectId;
  return (
    <Anchor size="sm" renderRoot={(props) => <Link to={list} search={{ open: id }} {...props} />}>
      {ACTIVITY_TEXTS.open}
    </Anchor>
  );
}

/**
 * /activity: the organization's log with its filters (type, user, search; and the dashboard's
 * month, from/to), Apply, Reset and Export CSV, a table on desktop and cards on phones, and
 * Prev/Next with rows per page. Everything the page shows is in its address.
 */
export function ActivityScreen({ search }: { search: ActivitySearch }) {
  useLocale();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 48em)');
  const input = activityListInput(search);
  const list = trpc.activity.list.useQuery(input, { placeholderData: (previous) => previous });
  const members = trpc.org.members.useQuery();
  const [status, report] = useReducer(statusAfter, '');
  const [exportFailed, setExportFailed] = useState(false);
  const [draft, setDraft] = useState({
    type: search.type ?? '',
    userId: search.userId ?? '',
    q: search.q ?? '',
  });
  /** The user changed a filter field. */
  const editDraft = (change: Partial<typeof draft>) => {
    setDraft((d) => ({ ...d, ...change }));
    report({ type: 'filtersChanged' });
  };
  // The address changed from elsewhere (Reset, Back, a link): the fields show what it says.
  useEffect(
    () => setDraft({ type: search.type ?? '', userId: search.userId ?? '', q: search.q ?? '' }),
    [search.type, search.userId, search.q],
  );

  // "/" focuses this page's search field (the shell leaves "/" to it here).
  useHotkeys([['/', () => document.getElementById(ACTIVITY_SEARCH_ID)?.focus()]]);

  const go = (next: Partial<ActivitySearch>) =>
    void navigate({ to: '/activity', search: (prev) => ({ ...prev, ...next }) });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    report({ type: 'filtersChanged' });
    go({
      type: draft.type || undefined,
      userId: draft.userId || undefined,
      q: draft.q.trim() || undefined,
      page: undefined,
    });
  };
  const reset = () => {
    void navigate({ to: '/activity', search: search.limit ? { limit: search.limit } : {} });
    // The fields empty even when the address already had no filters (only unapplied edits).
    setDraft({ type: '', userId: '', q: '' });
    report({ type: 'reset' });
  };
  const exportCsv = async () => {
    setExportFailed(false);
    const ok = await exportActivityCsv(input);
    report({ type: 'exported', ok });
    setExportFailed(!ok);
  };

  const page = input.page;
  const pages = list.data?.pages ?? 1;
  // A search counts up to the cap past this page's start: a total that reached it means "or more".
  const totalAtLeast =
    list.data !== undefined &&
    activityTotalIsAtLeast(list.data.total, Boolean(input.q), (page - 1) * input.limit);
  const userOptions = (members.data?.members ?? []).map((member) => ({
    value: member.user._id,
    label: member.user.name,
  }));

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{ACTIVITY_TEXTS.title}</Title>
        <ScreenLead text={ACTIVITY_TEXTS.lead} />
      </Stack>
      {(search.from || search.to) && (
        <Text c="dimmed">
          {ACTIVITY_TEXTS.range(
            search.from ? formatDateTime(search.from) : undefined,
            search.to ? formatDateTime(search.to) : undefined,
          )}
        </Text>
      )}

      <form onSubmit={apply} aria-label={ACTIVITY_TEXTS.activityFilters}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={ACTIVITY_TEXTS.type}
            data={entityTypeOptions()}
            value={draft.type}
            onChange={(value) => editDraft({ type: value ?? '' })}
            allowDeselect={false}
            style={{ flex: '0 1 160px' }}
          />
          <Select
            label={ACTIVITY_TEXTS.user}
            data={[{ value: '', label: ACTIVITY_TEXTS.everyone }, ...userOptions]}
            value={draft.userId}
            onChange={(value) => editDraft({ userId: value ?? '' })}
            allowDeselect={false}
            searchable
            style={{ flex: '0 1 200px' }}
          />
          <TextInput
            id={ACTIVITY_SEARCH_ID}
            type="search"
            label={ACTIVITY_TEXTS.searchActivity}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={draft.q}
            onChange={(event) => editDraft({ q: event.currentTarget.value })}
            style={{ flex: '1 1 200px', maxWidth: 320 }}
          />
          <Button type="submit">{ACTIVITY_TEXTS.apply}</Button>
          <Button variant="default" onClick={reset}>
            {ACTIVITY_TEXTS.reset}
          </Button>
          <Button variant="light" onClick={() => void exportCsv()}>
            {ACTIVITY_TEXTS.exportCsv}
          </Button>
        </Group>
      </form>
      <Text size="sm" c="dimmed" role="status" aria-live="polite" mih={20}>
        {status}
      </Text>
      {exportFailed && (
        <Alert color="red" variant="light" role="alert">
          {ACTIVITY_TEXTS.exportFailedAlert}
        </Alert>
      )}

      <QueryState
        query={list}
        errorTitle={ACTIVITY_TEXTS.loadFailed}
        loading={<Skeleton h={320} radius="md" />}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyText>{ACTIVITY_TEXTS.empty}</EmptyText>}
      >
        {(data) =>
          phone ? (
            <Stack
              gap="sm"
              component="ul"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              aria-label={ACTIVITY_TEXTS.title}
            >
              {data.items.map((entry) => (
                <Card key={entry._id} component="li" withBorder padding="sm">
                  <Text size="sm">{activitySentence(entry)}</Text>
                  <Group justify="space-between" mt={4}>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(entry.createdAt)}
                    </Text>
                    <OpenLink entry={entry} />
                  </Group>
                </Card>
              ))}
            </Stack>
          ) : (
            <Table striped highlightOnHover aria-label={ACTIVITY_TEXTS.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{ACTIVITY_TEXTS.when}</Table.Th>
                  <Table.Th>{ACTIVITY_TEXTS.user}</Table.Th>
                  <Table.Th>{ACTIVITY_TEXTS.whatHappened}</Table.Th>
                  <Table.Th>{ACTIVITY_TEXTS.type}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{ACTIVITY_TEXTS.open}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((entry) => (
                  <Table.Tr key={entry._id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</Table.Td>
                    <Table.Td>{entry.user?.name ?? ACTIVITY_TEXTS.system}</Table.Td>
                    <Table.Td>{activitySentence(entry)}</Table.Td>
                    <Table.Td>{ACTIVITY_TEXTS.entityTypes[entry.entityType]}</Table.Td>
                    <Table.Td>
                      <OpenLink entry={entry} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryState>

      <Group justify="space-between" wrap="wrap" gap="sm">
        <Select
          label={ACTIVITY_TEXTS.rowsPerPage}
          data={ACTIVITY_PAGE_SIZES.map(String)}
          value={String(input.limit)}
          onChange={(value) => go({ limit: Number(value), page: undefined })}
          allowDeselect={false}
          w={120}
        />
        <Group gap="xs" align="center">
          <Button
            variant="default"
            disabled={page <= 1}
            onClick={() => go({ page: page - 1 > 1 ? page - 1 : undefined })}
          >
            {ACTIVITY_TEXTS.prev}
          </Button>
          <Text size="sm" aria-live="polite">
            {ACTIVITY_TEXTS.pageOf(page, Math.max(pages, 1), totalAtLeast)}
            {list.data ? ACTIVITY_TEXTS.entryCount(list.data.total, totalAtLeast) : ''}
          </Text>
          <Button variant="default" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
            {ACTIVITY_TEXTS.next}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
