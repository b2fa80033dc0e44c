import { Badge } from '@mantine/core';
import { capitalize } from '../lib/format';
import { useLocale } from '../lib/i18n';
import { TEXTS } from '../lib/texts';

const COLORS: Record<string, string> = {
  active: 'teal',
  completed: 'blue',
  archived: 'gray',
  draft: 'gray',
  sent: 'blue',
  paid: 'teal',
  overdue: 'red',
  // A quote the client answered, or one no longer open to an answer.
  accepted: 'teal',
  declined: 'red',
  expired: 'orange',
  // An invoice email's delivery.
  queued: 'gray',
  sending: 'blue',
  delivered: 'teal',
  failed: 'red',
  // A reminder the invoice's payment made needless before it went out.
  canceled: 'gray',
};

/** Whose status it is: the word follows the record's kind (Payée, Terminé in French). */
export type StatusKind = keyof typeof TEXTS.statusNames;

/** A record's status as a light badge, one colour per status across the app. */
export function StatusBadge({ kind, status }: { kind: StatusKind; status: string }) {
  useLocale();
  const names: Record<string, string> = TEXTS.statusNames[kind];
  return (
    <Badge variant="light" color={COLORS[status] ?? 'gray'} style={{ flexShrink: 0 }}>
      {names[status] ?? capitalize(status)}
    </Badge>
  );
}
