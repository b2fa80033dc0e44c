import type { WebhookEventType } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq, sql } from 'drizzle-orm';
import { builtOnce } from '../core/prepared';
import { recordWebhookEvent, type WebhookEventScope } from './outbox';

const { webhookEndpoints } = schema;

/**
 * The event types an organization's enabled endpoints subscribe to, for changes whose event data
 * costs extra reads (a deleted record's last state, the records a cascade removes): those reads run
 * only when some endpoint wants the event. One statement, kept built (core/prepared.ts): every
 * write that may send an event runs it; a change whose data is already at hand
 * calls `recordWebhookEvent` directly instead (it writes nothing without a matching endpoint).
 */
export type Subscriptions = { wants: (type: WebhookEventType) => boolean; any: boolean };

export async function subscriptions(scope: WebhookEventScope): Promise<Subscriptions> {
  const { db } = scope;
  const endpoints = await builtOnce(db, 'webhook_subscriptions', () =>
    db
      .select({ events: webhookEndpoints.events })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.orgId, sql.placeholder('orgId')), eq(webhookEndpoints.enabled, true)))
      .prepare('webhook_subscriptions'),
  ).execute({ orgId: scope.org.id });
  const types = new Set(endpoints.flatMap((endpoint) => endpoint.events));
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
