import { Badge } from '@mantine/core';
import { capitalize } from '../lib/format';

const COLORS: Record<string, string> = {
  active: 'teal',
  completed: 'blue',
  archived: 'gray',
  draft: 'gray',
  sent: 'blue',
  paid: 'teal',
  overdue: 'red',
  // An invoice email's delivery.
  queued: 'gray',
  sending: 'blue',
  delivered: 'teal',
  failed: 'red',
};

/** A record's status as a light badge, one colour per status across the app. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={COLORS[status] ?? 'gray'} style={{ flexShrink: 0 }}>
      {capitalize(status)}
    </Badge>
  );
}
