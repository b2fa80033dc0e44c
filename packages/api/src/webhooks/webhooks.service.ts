import { randomBytes } from 'node:crypto';
import {
  ACTIVITY_ACTIONS,
  type CreateWebhookInput,
  type UpdateWebhookInput,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MSG,
  type Webhook,
  type WebhookDelivery,
  type WebhookWithSecret,
} from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq, sql } from 'drizzle-orm';
import { activitySubject, recordScopeActivity } from '../core/activity';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import { type OrgScope, withTransaction } from '../core/scope';
import { JOB_QUEUES } from '../jobs/job-queue';
import { recordWebhookEvent } from './outbox';
import { assertAllowedTarget } from './webhook-targets';
import { findWebhook, loadDelivery, toWebhook, type WebhookEndpointRow } from './webhooks.queries';

const { webhookEndpoints, webhookDeliveries } = schema;

/** How long the previous secret keeps signing after a rotation. */
const WEBHOOK_PREVIOUS_SECRET_TTL_MS = 24 * 3_600_000;

/** A signing secret as the Standard Webhooks libraries read it: whsec_ and 32 random bytes in base64. */
const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const subjectOf = (row: Pick<WebhookEndpointRow, 'id' | 'url'>) =>
  activitySubject.other({ id: row.id, name: row.url });

const whereEndpoint = (scope: OrgScope, id: string) =>
  and(eq(webhookEndpoints.orgId, scope.org.id), eq(webhookEndpoints.id, id));

/**
 * POST /api/org/webhooks (admins): at most WEBHOOK_ENDPOINTS_MAX per organization (a 409 beyond).
 * Answers the endpoint with its signing secret, this once.
 */
export async function createWebhook(scope: OrgScope, input: CreateWebhookInput): Promise<WebhookWithSecret> {
  await assertAllowedTarget(scope.deps.config, input.url);
  return withTransaction(scope, async (txScope) => {
    // Creations of one organization queue behind each other here, so the count holds.
    await txScope.db.execute(
      sql`select pg_advisory_xact_lock(hashtext('webhook-endpoints'), hashtext(${scope.org.id}))`,
    );
    const [count] = await txScope.db
      .select({ n: sql<number>`count(*)::int` })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.orgId, scope.org.id));
    if (Number(count?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX) throw errors.conflict(WEBHOOK_MSG.tooMany);
    const secret = newWebhookSecret();
    const [row] = await txScope.db
      .insert(webhookEndpoints)
      .values({
        orgId: scope.org.id,
        url: input.url,
        events: input.events,
        description: input.description ?? null,
        enabled: input.enabled,
        secret,
      })
      .returning();
    await recordScopeActivity(txScope, { action: ACTIVITY_ACTIONS.created, ...subjectOf(row!) });
    return { ...toWebhook(row!), secret };
  });
}

/**
 * PUT /api/org/webhooks/{id} (admins): the fields present replace the stored ones. Enabling an
 * endpoint clears why Folio had disabled it, and its run of failures.
 */
export async function updateWebhook(scope: OrgScope, input: UpdateWebhookInput): Promise<Webhook> {
  if (input.url !== undefined) await assertAllowedTarget(scope.deps.config, input.url);
  return withTransaction(scope, async (txScope) => {
    const current = await findWebhook(txScope, input.id, 'update');
    const changes: Partial<WebhookEndpointRow> = {};
    if (input.url !== undefined && input.url !== current.url) changes.url = input.url;
    if (input.events !== undefined && input.events.join(',') !== current.events.join(','))
      changes.events = input.events;
    if (input.description !== undefined && input.description !== current.description)
      changes.description = input.description;
    if (input.enabled !== undefined && input.enabled !== current.enabled) {
      changes.enabled = input.enabled;
      if (input.enabled) {
        changes.disabledReason = null;
        changes.failingSince = null;
      }
    }
    const fields = Object.keys(changes).filter(
      (field) => field !== 'disabledReason' && field !== 'failingSince',
    );
    if (fields.length === 0) return toWebhook(current);
    const [row] = await txScope.db
      .update(webhookEndpoints)
      .set({ ...changes, updatedAt: new Date() })
      .where(whereEndpoint(scope, current.id))
      .returning();
    await recordScopeActivity(txScope, {
      action: ACTIVITY_ACTIONS.updated,
      ...subjectOf(row!),
      meta: { fields },
    });
    return toWebhook(row!);
  });
}

/** DELETE /api/org/webhooks/{id} (admins): the endpoint, its deliveries and their attempts. */
export async function deleteWebhook(scope: OrgScope, id: string): Promise<{ msg: string }> {
  return withTransaction(scope, async (txScope) => {
    const current = await findWebhook(txScope, id, 'update');
    await txScope.db.delete(webhookEndpoints).where(whereEndpoint(scope, current.id));
    await recordScopeActivity(txScope, { action: ACTIVITY_ACTIONS.deleted, ...subjectOf(current) });
    return { msg: WEBHOOK_MSG.deleted };
  });
}

/**
 * POST /api/org/webhooks/{id}/rotate-secret (admins): a new secret, answered this once; the
 * previous one signs too (a second signature) for 24 hours.
 */
export async function rotateWebhookSecret(scope: OrgScope, id: string): Promise<WebhookWithSecret> {
  return withTransaction(scope, async (txScope) => {
    const current = await findWebhook(txScope, id, 'update');
    const secret = newWebhookSecret();
    const [row] = await txScope.db
      .update(webhookEndpoints)
      .set({
        secret,
        previousSecret: current.secret,
        previousSecretExpiresAt: new Date(Date.now() + WEBHOOK_PREVIOUS_SECRET_TTL_MS),
        updatedAt: new Date(),
      })
      .where(whereEndpoint(scope, current.id))
      .returning();
    await recordScopeActivity(txScope, {
      action: ACTIVITY_ACTIONS.updated,
      ...subjectOf(row!),
      meta: { fields: ['secret'] },
    });
    return { ...toWebhook(row!), secret };
  });
}

const wakeDeliveries = (scope: OrgScope) => scope.deps.jobs?.wake(JOB_QUEUES.webhookDelivery);

/** POST /api/org/webhooks/{id}/test (admins): a webhook.test event for this endpoint only, sent now. */
export async function testWebhook(scope: OrgScope, id: string): Promise<WebhookDelivery> {
  const deliveryId = await withTransaction(scope, async (txScope) => {
    const endpoint = await findWebhook(txScope, id, 'share');
    if (!endpoint.enabled) throw errors.conflict(WEBHOOK_MSG.disabled);
    const data = {
      _id: endpoint.id,
      url: endpoint.url,
      message: 'This is a test event sent from Folio.',
      org: { _id: scope.org.id, name: scope.org.name },
    };
    // Only this endpoint, whatever its subscription: a test is asked for, not subscribed to.
    const [created] = await recordWebhookEvent(txScope, 'webhook.test', data, { endpointId: endpoint.id });
    return created!;
  });
  wakeDeliveries(scope);
  return loadDelivery(scope, id as string, deliveryId);
}

/**
 * POST /api/org/webhooks/{id}/deliveries/{deliveryId}/redeliver (admins): a new attempt now, with
 * the same webhook-id; a failed (or succeeded) delivery is pending again.
 */
export async function redeliverWebhook(
  scope: OrgScope,
  id: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  await withTransaction(scope, async (txScope) => {
    const endpoint = await findWebhook(txScope, id, 'share');
    if (!endpoint.enabled) throw errors.conflict(WEBHOOK_MSG.disabled);
    if (!isUuid(deliveryId)) throw errors.notFound(WEBHOOK_MSG.deliveryNotFound);
    const [row] = await txScope.db
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(webhookDeliveries.orgId, scope.org.id),
          eq(webhookDeliveries.endpointId, endpoint.id),
          eq(webhookDeliveries.id, deliveryId),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    if (!row) throw errors.notFound(WEBHOOK_MSG.deliveryNotFound);
    await scope.deps.jobs?.send(
      JOB_QUEUES.webhookDelivery,
      { deliveryId: row.id, orgId: scope.org.id },
      { executor: txScope.db },
    );
  });
  wakeDeliveries(scope);
  return loadDelivery(scope, id, deliveryId);
}
