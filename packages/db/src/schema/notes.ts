import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { organizations } from './organizations';
import { users } from './users';

/** A note attached to a client, project or invoice (entityType + objectId). */
export const notes = pgTable(
  'notes',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').$type<'client' | 'project' | 'invoice'>().notNull(),
    objectId: uuid('object_id').notNull(),
    body: text('body').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('notes_org_entity_idx').on(t.orgId, t.entityType, t.objectId, t.createdAt)],
);
