import type { ActivityEntry } from '@folio/contracts';
import { Skeleton, Stack, Text } from '@mantine/core';
import { activitySentence } from '../lib/activity-sentence';
import { formatDateTime, formatRelative } from '../lib/format';
import { useLocale } from '../lib/i18n';
import { TEXTS } from '../lib/texts';
import { PanelSection } from './panel-section';
import { QueryState } from './query-state';

type FeedQuery = {
  data: readonly ActivityEntry[] | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** A record panel's Activity section over the record's feed query (`activity.clientFeed` …). */
export function RecordActivity({ feed }: { feed: FeedQuery }) {
  useLocale();
  return (
    <PanelSection title={TEXTS.activityTitle}>
      <QueryState query={feed} errorTitle={TEXTS.activityLoadFailed} loading={<Skeleton h={80} />}>
        {(entries) => <ActivityFeed entries={entries} />}
      </QueryState>
    </PanelSection>
  );
}

/** A record's activity in its side panel, newest first. */
function ActivityFeed({ entries }: { entries: readonly ActivityEntry[] }) {
  useLocale();
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {TEXTS.noActivityYet}
      </Text>
    );
  }
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {entries.map((entry) => (
        <li key={entry._id}>
          <Text size="sm">{activitySentence(entry)}</Text>
          <Text size="xs" c="dimmed" title={formatDateTime(entry.createdAt)}>
            {formatRelative(entry.createdAt)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
