import type { ActivityEntry } from '@folio/contracts';
import { Stack, Text } from '@mantine/core';
import { activitySentence } from '../features/dashboard/recent-activity';
import { formatDateTime, formatRelative } from '../lib/format';

/** A record's activity in its side panel, newest first. */
export function ActivityFeed({ entries }: { entries: readonly ActivityEntry[] }) {
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No activity yet.
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
