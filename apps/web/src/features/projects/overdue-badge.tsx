import { Badge } from '@mantine/core';
import { PROJECT_TEXTS } from './texts';

/** "Overdue": an active project due before today (the server's `overdue` flag). */
export function OverdueBadge({ overdue }: { overdue: boolean }) {
  if (!overdue) return null;
  return (
    <Badge color="red" variant="filled">
      {PROJECT_TEXTS.overdue}
    </Badge>
  );
}
