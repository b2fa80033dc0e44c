import { Badge } from '@mantine/core';
import { TEXTS } from '../lib/texts';

/**
 * "Overdue", from the server's `overdue` flag: an active project, or an invoice neither paid nor
 * archived, due before today.
 */
export function OverdueBadge({ overdue }: { overdue: boolean }) {
  if (!overdue) return null;
  return (
    <Badge color="red" variant="filled">
      {TEXTS.overdue}
    </Badge>
  );
}
