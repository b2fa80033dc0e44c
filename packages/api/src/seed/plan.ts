import { randomUUID } from 'node:crypto';
import type { EntityType, Role } from '@folio/contracts';
import type { schema } from '@folio/db';
import type { Random } from './random';

export type ClientRow = typeof schema.clients.$inferInsert & { id: string; createdAt: Date };
export type ProjectRow = typeof schema.projects.$inferInsert & {
  id: string;
  clientId: string;
  createdAt: Date;
};
export type InvoiceRow = typeof schema.invoices.$inferInsert & { id: string; createdAt: Date };
export type InvoiceItemRow = typeof schema.invoiceItems.$inferInsert;
export type InvoiceProjectRow = typeof schema.invoiceProjects.$inferInsert;
export type PaymentRow = typeof schema.payments.$inferInsert;
export type NoteRow = typeof schema.notes.$inferInsert;
export type ActivityRow = typeof schema.activityEntries.$inferInsert;

export type SeedActor = { id: string; name: string; email: string; role: Role };

/** Everything the generators need: the randomness, the clock, the organization and its people. */
export type GenerationContext = {
  rng: Random;
  now: Date;
  orgId: string;
  /** When the organization was founded; all data comes after it. */
  orgCreatedAt: Date;
  /** Admin and manager: the roles that may create and change records. */
  writers: SeedActor[];
  /** Everyone who may add notes (viewers may not). */
  noteAuthors: SeedActor[];
  activity: ActivityRow[];
};

export const DAY_MS = 86_400_000;

/** Ids are made here rather than by the database so that related rows can be built before inserting. */
export const newId = () => randomUUID();

export const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * DAY_MS);
export const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
export const earlier = (a: Date, b: Date) => (a < b ? a : b);
/** A calendar date (the `date` columns) in UTC. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A random instant in [from, to]. */
export const instantBetween = (rng: Random, from: Date, to: Date) =>
  new Date(from.getTime() + Math.floor(rng.next() * Math.max(0, to.getTime() - from.getTime())));

/** Appends an activity entry with the actor's snapshot, as recordActivity() would have. */
export function recordSeedActivity(
  ctx: GenerationContext,
  entry: {
    at: Date;
    actor: SeedActor;
    action: string;
    entityType: EntityType;
    objectId: string;
    entity: ActivityRow['entity'];
    meta?: Record<string, unknown>;
  },
) {
  ctx.activity.push({
    orgId: ctx.orgId,
    userId: entry.actor.id,
    userName: entry.actor.name,
    userEmail: entry.actor.email,
    action: entry.action,
    entityType: entry.entityType,
    objectId: entry.objectId,
    entity: entry.entity,
    meta: entry.meta ?? null,
    createdAt: entry.at,
  });
}
