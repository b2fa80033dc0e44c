import { NOTE_ENTITY_TYPES } from '@folio/contracts';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { createdAt, id, oneOf, updatedAt } from './columns';

/** A note attached to a client, project or invoice (entityType + objectId). */
export const notes = pgTable(
  'notes',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    entityType: text('entity_type', { enum: NOTE_ENTITY_TYPES }).notNull(),
    objectId: uuid('object_id').notNull(),
    body: text('body').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('notes_entity_type_check', t.entityType, NOTE_ENTITY_TYPES),
    index('notes_org_entity_idx').on(t.orgId, t.entityType, t.objectId, t.createdAt),
  ],
);
