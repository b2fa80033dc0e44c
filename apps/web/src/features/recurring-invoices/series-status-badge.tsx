import type { RecurringInvoiceStatus } from '@folio/contracts';
import { Badge } from '@mantine/core';
import { useLocale } from '../../lib/i18n';
import { RECURRING_TEXTS } from './texts';

/** The app's status colours: running teal, paused orange, ended gray. */
const COLORS: Record<RecurringInvoiceStatus, string> = { active: 'teal', paused: 'orange', ended: 'gray' };

/** A series' status as a light badge: Active, Paused or Ended. */
export function SeriesStatusBadge({ status }: { status: RecurringInvoiceStatus }) {
  useLocale();
  return (
    <Badge variant="light" color={COLORS[status]} style={{ flexShrink: 0 }}>
      {RECURRING_TEXTS.statusNames[status]}
    </Badge>
  );
}
