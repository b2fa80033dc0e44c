import { type Page, WEBHOOK_MSG, type Webhook, type WebhookDelivery } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import { type Keyset, keysetOrder, keysetPage, keysetSortKey, type PageRequest } from '../core/keyset';
import type { RowLock } from '../core/records';
import type { ReadScope } from '../core/scope';

const { webhookEndpoints, webhookDeliveries, webhookEvents, webhookAttempts } = schema;

export type WebhookEndpointRow = typeof schema.webhookEndpoints.$inferSelect;

/** The webhook-id of an event's every attempt. */
export const webhookMessageId = (eventId: string) => `msg_${eventId}`;

/** The wire shape: `_id`, never the secrets. */
export const toWebhook = (row: WebhookEndpointRow): Webhook => ({
  _id: row.id,
  url: row.url,
  events: row.events,
  description: row.description,
  enabled: row.enabled,
  disabledReason:
    row.disabledReason === 'gone' || row.disabledReason === 'failing' ? row.disabledReason : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** GET /api/org/webhooks: the organization's endpoints, oldest first. */
export async function listWebhooks(scope: ReadScope): Promise<Webhook[]> {
  const rows = await scope.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.orgId, scope.org.id))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map(toWebhook);
}

/** One endpoint of the organization, optionally locked; another organization's id (or no id) is a 404. */
export async function findWebhook(
  scope: ReadScope,
  id: unknown,
  lock?: RowLock,
): Promise<WebhookEndpointRow> {
  if (!isUuid(id)) throw errors.notFound(WEBHOOK_MSG.notFound);
  const query = scope.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.orgId, scope.org.id), eq(webhookEndpoints.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw errors.notFound(WEBHOOK_MSG.notFound);
  return row;
}

/** An endpoint's deliveries, newest first. */
const deliveryOrder: Keyset = {
  list: 'webhook-deliveries',
  direction: 'desc',
  parts: [
    { expr: webhookDeliveries.createdAt, type: 'timestamp' },
    { expr: webhookDeliveries.id, type: 'uuid' },
  ],
};

type DeliveryFilters = { id: string };

const deliveryColumns = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  eventType: webhookEvents.type,
  status: webhookDeliveries.status,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  createdAt: webhookDeliveries.createdAt,
};
type DeliveryRow = {
  id: string;
  eventId: string;
  eventType: string;
  status: WebhookDelivery['status'];
  nextAttemptAt: Date | null;
  createdAt: Date;
};

const deliveryConditions = (orgId: string, endpointId: string) =>
  and(eq(webhookDeliveries.orgId, orgId), eq(webhookDeliveries.endpointId, endpointId));

const sameOrgEvent = and(
  eq(webhookEvents.id, webhookDeliveries.eventId),
  eq(webhookEvents.orgId, webhookDeliveries.orgId),
);

/** The deliveries with their attempts, oldest attempt first. */
async function withAttempts(scope: ReadScope, rows: DeliveryRow[]): Promise<WebhookDelivery[]> {
  if (rows.length === 0) return [];
  const attempts = await scope.db
    .select()
    .from(webhookAttempts)
    .where(
      and(
        eq(webhookAttempts.orgId, scope.org.id),
        inArray(
          webhookAttempts.deliveryId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(webhookAttempts.attemptedAt), asc(webhookAttempts.id));
  return rows.map((row) => ({
    _id: row.id,
    eventId: webhookMessageId(row.eventId),
    eventType: row.eventType,
    status: row.status,
    attempts: attempts
      .filter((attempt) => attempt.deliveryId === row.id)
      .map((attempt) => ({
        at: attempt.attemptedAt.toISOString(),
        statusCode: attempt.statusCode,
        durationMs: attempt.durationMs,
        error: attempt.error,
      })),
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** GET /api/org/webhooks/{id}/deliveries without paging: the whole log, newest first. */
export async function listDeliveries(scope: ReadScope, filters: DeliveryFilters): Promise<WebhookDelivery[]> {
  const endpoint = await findWebhook(scope, filters.id);
  const rows = await scope.db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, sameOrgEvent)
    .where(deliveryConditions(scope.org.id, endpoint.id))
    .orderBy(...keysetOrder(deliveryOrder));
  return withAttempts(scope, rows);
}

/** One page of the same log. */
export async function pageDeliveries(
  scope: ReadScope,
  filters: DeliveryFilters,
  request: PageRequest,
): Promise<Page<WebhookDelivery>> {
  const endpoint = await findWebhook(scope, filters.id);
  return keysetPage(deliveryOrder, scope.org.id, request, {
    rows: (after, values) =>
      scope.db
        .select({ ...deliveryColumns, sortKey: keysetSortKey(deliveryOrder) })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, sameOrgEvent)
        .where(and(deliveryConditions(scope.org.id, endpoint.id), after))
        .orderBy(...keysetOrder(deliveryOrder))
        .limit(sql.placeholder('take'))
        .execute(values),
    count: async () => {
      const [row] = await scope.db
        .select({ count: sql<number>`count(*)::int` })
        .from(webhookDeliveries)
        .where(deliveryConditions(scope.org.id, endpoint.id));
      return Number(row?.count ?? 0);
    },
    items: (rows) => withAttempts(scope, rows),
  });
}

/** One delivery of an endpoint with its attempts; 404 when it is not that endpoint's. */
export async function loadDelivery(
  scope: ReadScope,
  endpointId: string,
  deliveryId: unknown,
): Promise<WebhookDelivery> {
  if (!isUuid(deliveryId)) throw errors.notFound(WEBHOOK_MSG.deliveryNotFound);
  const rows = await scope.db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, sameOrgEvent)
    .where(and(deliveryConditions(scope.org.id, endpointId), eq(webhookDeliveries.id, deliveryId)));
  const [delivery] = await withAttempts(scope, rows);
  if (!delivery) throw errors.notFound(WEBHOOK_MSG.deliveryNotFound);
  return delivery;
}
