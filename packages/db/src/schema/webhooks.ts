import { WEBHOOK_DELIVERY_STATUSES } from '@folio/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './accounts';
import { createdAt, id, oneOf, tstz, updatedAt } from './columns';

/**
 * An organization's webhook endpoint: where events are POSTed, signed per the Standard Webhooks
 * specification with `secret` (whsec_…; kept readable since every delivery is signed with it).
 * After a rotation the previous secret signs too until `previousSecretExpiresAt`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    /** Event types (WEBHOOK_EVENT_TYPES) or ['*'] for all. */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why the endpoint was turned off by Folio: 'gone' (it answered 410) or 'failing' (5 days of failures). */
    disabledReason: text('disabled_reason'),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: tstz('previous_secret_expires_at'),
    /** The first attempt of the current run of failures (null after any success). */
    failingSince: tstz('failing_since'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Target of the deliveries' composite foreign key: a delivery stays in its endpoint's organization.
    unique('webhook_endpoints_org_id_key').on(t.orgId, t.id),
    index('webhook_endpoints_org_created_idx').on(t.orgId, t.createdAt),
  ],
);

/**
 * The outbox: one row per event, written in the same transaction as the change it reports, so a
 * rolled-back change sends nothing and a crash after the commit loses nothing. `payload` is the
 * body every endpoint receives ({ type, timestamp, data }); the row's id is the webhook-id.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<{ type: string; timestamp: string; data: unknown }>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('webhook_events_org_id_key').on(t.orgId, t.id),
    index('webhook_events_org_created_idx').on(t.orgId, t.createdAt),
  ],
);

/**
 * One event for one endpoint: its attempts, where it stands and when the next attempt is due.
 * Written with the event (one per matching endpoint), so the send survives any crash.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id').notNull(),
    eventId: uuid('event_id').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due (null once succeeded or given up). */
    nextAttemptAt: tstz('next_attempt_at'),
    lastAttemptAt: tstz('last_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('webhook_deliveries_status_check', t.status, WEBHOOK_DELIVERY_STATUSES),
    // The endpoint and the event are the delivery's organization's (docs/decisions.md, tenant integrity).
    foreignKey({
      name: 'webhook_deliveries_endpoint_fk',
      columns: [t.orgId, t.endpointId],
      foreignColumns: [webhookEndpoints.orgId, webhookEndpoints.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'webhook_deliveries_event_fk',
      columns: [t.orgId, t.eventId],
      foreignColumns: [webhookEvents.orgId, webhookEvents.id],
    }).onDelete('cascade'),
    unique('webhook_deliveries_org_id_key').on(t.orgId, t.id),
    uniqueIndex('webhook_deliveries_endpoint_event_key').on(t.endpointId, t.eventId),
    // An endpoint's delivery log, newest first.
    index('webhook_deliveries_org_endpoint_created_idx').on(t.orgId, t.endpointId, t.createdAt),
    // The sweeper's due deliveries, whatever the organization (a queue scan, not a tenant read).
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
  ],
);

/** Each HTTP attempt of a delivery: when, the answer's status (null: none), how long, what failed. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id').notNull(),
    attemptedAt: tstz('attempted_at').notNull().defaultNow(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
  },
  (t) => [
    foreignKey({
      name: 'webhook_attempts_delivery_fk',
      columns: [t.orgId, t.deliveryId],
      foreignColumns: [webhookDeliveries.orgId, webhookDeliveries.id],
    }).onDelete('cascade'),
    index('webhook_attempts_org_delivery_idx').on(t.orgId, t.deliveryId, t.attemptedAt),
  ],
);
