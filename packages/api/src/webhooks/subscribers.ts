import type { WebhookEventType } from '@folio/contracts';
import { sql } from 'drizzle-orm';
import { recordWebhookEvent, type WebhookEventScope } from './outbox';

/**
 * The event types an organization's enabled endpoints subscribe to, for changes whose event data
 * costs extra reads (a deleted record's last state, the records a cascade removes): those reads run
 * only when some endpoint wants the event. One statement; a change whose data is already at hand
 * calls `recordWebhookEvent` directly instead (it writes nothing without a matching endpoint).
 */
export type Subscriptions = { wants: (type: WebhookEventType) => boolean; any: boolean };

export async function subscriptions(scope: WebhookEventScope): Promise<Subscriptions> {
  const result = await scope.db.execute<{ events: string[] | null }>(sql`
    select array_agg(distinct event) as events
    from webhook_endpoints, unnest(events) as event
    where org_id = ${scope.org.id} and enabled`);
  const rows = Array.isArray(result) ? result : (result as { rows: { events: string[] | null }[] }).rows;
  const types = new Set(rows[0]?.events ?? []);
  return { wants: (type) => types.has('*') || types.has(type), any: types.size > 0 };
}

/** Whether an enabled endpoint of the organization subscribes to `type` (or to "*"). */
async function hasSubscribers(scope: WebhookEventScope, type: WebhookEventType): Promise<boolean> {
  return (await subscriptions(scope)).wants(type);
}

/**
 * Records `type` with the data `load` reads, reading it only when an endpoint subscribes to the
 * type: the change pays one statement when nobody listens.
 */
export async function recordWebhookEventOf(
  scope: WebhookEventScope,
  type: WebhookEventType,
  load: () => Promise<unknown>,
): Promise<void> {
  if (!(await hasSubscribers(scope, type))) return;
  await recordWebhookEvent(scope, type, await load());
}
