import type { WebhookEventType } from '@folio/contracts';
import type { Executor } from '@folio/db';
import { sql } from 'drizzle-orm';
import type { ApiDeps } from '../deps';
import { JOB_QUEUES } from '../jobs/job-queue';

/** What an event is written with: the transaction of the change, in its organization. */
export type WebhookEventScope = { deps: ApiDeps; db: Executor; org: { id: string } };

/**
 * Records a webhook event in the transaction of the change it reports (the outbox, docs/api.md,
 * Webhooks): the event, one delivery per enabled endpoint of the organization subscribed to its type
 * (or to "*"), and a job of the queue per delivery. A change that rolls back sends nothing; once it
 * commits, nothing is lost. An organization without a matching endpoint writes nothing at all.
 *
 * `data` is the object as the REST API answers it (a client, a project, an invoice, a payment, a
 * member). Returns the delivery ids (for tests and the webhook's own test send).
 */
export async function recordWebhookEvent(
  scope: WebhookEventScope,
  type: WebhookEventType,
  data: unknown,
  options: { endpointId?: string } = {},
): Promise<string[]> {
  const orgId = scope.org.id;
  const payload = JSON.stringify({ type, timestamp: new Date().toISOString(), data });
  // One endpoint named (its test send): that endpoint, whatever it subscribes to.
  const matching = options.endpointId
    ? sql`id = ${options.endpointId}`
    : sql`events && array[${type}, '*']::text[]`;
  const result = await scope.db.execute<{ id: string }>(sql`
    with endpoints as (
      select id from webhook_endpoints
      where org_id = ${orgId} and enabled and ${matching}
    ),
    event as (
      insert into webhook_events (org_id, type, payload)
      select ${orgId}, ${type}, ${payload}::jsonb where exists (select 1 from endpoints)
      returning id
    )
    insert into webhook_deliveries (org_id, endpoint_id, event_id, next_attempt_at)
    select ${orgId}, endpoints.id, event.id, now() from endpoints cross join event
    returning id`);
  const rows = Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows;
  const ids = rows.map((row) => row.id);
  const jobs = scope.deps.jobs;
  // Without a queue in this process (some tests), the deliveries wait for the sweeper of the
  // process that runs one.
  if (jobs) {
    for (const deliveryId of ids)
      await jobs.send(JOB_QUEUES.webhookDelivery, { deliveryId, orgId }, { executor: scope.db });
  }
  return ids;
}
