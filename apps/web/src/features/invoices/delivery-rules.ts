import type { Delivery } from '@folio/contracts';
import { formatDateTime } from '../../lib/format';
import { INVOICE_EMAIL_TEXTS } from './texts';

type Status = Delivery['status'];

/** How often the Emails section reads the deliveries again while one is on its way. */
const DELIVERY_POLL_MS = 2_000;

/** Queued or sending: the server's worker has not finished with the delivery yet. */
const inFlight = (status: Status) => status === 'queued' || status === 'sending';

/**
 * The deliveries' refetch interval: every 2 s while one is in flight, since the server tells nobody
 * when its worker is done; otherwise none, so an invoice at rest costs no requests.
 */
export function pollInterval(items: readonly Pick<Delivery, 'status'>[] | undefined): number | false {
  return items?.some((delivery) => inFlight(delivery.status)) ? DELIVERY_POLL_MS : false;
}

/**
 * Whether a delivery last seen in flight is now delivered or failed. Only the worker changes the
 * invoice then (a delivered email marks it sent, and either outcome writes activity), so that is
 * when the invoice's own queries are stale. `seen` remembers each delivery's last status.
 */
export function finishedSince(
  seen: Map<string, Status>,
  items: readonly Pick<Delivery, '_id' | 'status'>[],
): boolean {
  let finished = false;
  for (const { _id, status } of items) {
    const before = seen.get(_id);
    if (before !== undefined && inFlight(before) && !inFlight(status)) finished = true;
    seen.set(_id, status);
  }
  return finished;
}

/** "Mar 4, 2026, 3:05 PM · 2 attempts · by Ada Admin": when it was delivered, or else asked for. */
export function deliveryFacts(
  delivery: Pick<Delivery, 'createdAt' | 'deliveredAt' | 'attempts' | 'requestedBy'>,
): string {
  return [
    formatDateTime(delivery.deliveredAt ?? delivery.createdAt),
    delivery.attempts > 0 ? INVOICE_EMAIL_TEXTS.attemptCount(delivery.attempts) : null,
    delivery.requestedBy ? INVOICE_EMAIL_TEXTS.requestedBy(delivery.requestedBy.name) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * What the mail server said, when it matters: why a delivery failed, that a queued one is being
 * tried again after a refusal, or which recipients a delivered one was refused for.
 */
export function deliveryNote(
  delivery: Pick<Delivery, 'status' | 'attempts' | 'lastError'>,
): { tone: 'error' | 'warning'; text: string } | null {
  const { status, lastError } = delivery;
  if (status === 'failed')
    return { tone: 'error', text: lastError ?? INVOICE_EMAIL_TEXTS.failedWithoutReason };
  if (!lastError) return null;
  if (status === 'queued') {
    return { tone: 'warning', text: INVOICE_EMAIL_TEXTS.retrying(delivery.attempts, lastError) };
  }
  if (status === 'delivered') return { tone: 'warning', text: lastError };
  return null;
}
