import { Badge } from '@mantine/core';
import { useLocale } from '../lib/i18n';
import { TEXTS } from '../lib/texts';

/**
 * "Overdue", from the server's `overdue` flag: an active project, or an invoice neither paid nor
 * archived, due before today.
 */
export function OverdueBadge({ kind, overdue }: { kind: 'invoice' | 'project'; overdue: boolean }) {
  useLocale();
  if (!overdue) return null;
  return (
    <Badge color="red" variant="filled">
      {TEXTS.statusNames[kind].overdue}
    </Badge>
  );
}
