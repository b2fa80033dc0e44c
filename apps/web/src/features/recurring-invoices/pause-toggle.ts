import type { RecurringInvoice } from '@folio/contracts';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { RECURRING_TEXTS } from './texts';

/**
 * Pause for an active series, Resume for a paused one, nothing for an ended one: the panel's button
 * and the card's menu item offer the same choice, so it is made here once (read at render, in the
 * current language).
 */
export function pauseToggle(status: RecurringInvoice['status']) {
  if (status === 'active')
    return { action: 'pause', label: RECURRING_TEXTS.pause, Icon: IconPlayerPause } as const;
  if (status === 'paused')
    return { action: 'resume', label: RECURRING_TEXTS.resume, Icon: IconPlayerPlay } as const;
  return null;
}
