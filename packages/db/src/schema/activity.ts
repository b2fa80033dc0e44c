import { ACTIVITY_ACTIONS, ENTITY_TYPES } from '@folio/contracts';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { apiKeys } from './api-keys';
import { createdAt, id, oneOf } from './columns';

/** What an activity entry remembers of its entity, so history survives deletion. */
export type ActivityEntitySnapshot = {
  name?: string;
  title?: string;
  numberSuffix?: string | null;
  number?: number;
};

/** The audit trail. Written in the same transaction as the change it records. */
export const activityEntries = pgTable(
  'activity_entries',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Snapshot of the actor, kept when the user is later removed. */
    userName: text('user_name'),
    userEmail: text('user_email'),
    /** The API key the change was made with (its name is the snapshot in user_name). */
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    /**
     * One of ACTIVITY_ACTIONS' values, which the check below enforces. Typed as plain text because the
     * API's activity writer takes the action as a string.
     */
    action: text('action').notNull(),
    entityType: text('entity_type', { enum: ENTITY_TYPES }).notNull(),
    objectId: uuid('object_id'),
    entity: jsonb('entity').$type<ActivityEntitySnapshot>(),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    /**
     * What the log's search (`q`) looks in, lowercased: folio_activity_search_text() (created by
     * the search_indexes migration: action, actor and entity snapshot, one field a line), written
     * with the row. `search_text LIKE lower(pattern)` is ILIKE on that text (PostgreSQL's ILIKE
     * lowercases both sides), without rebuilding the text from the row's JSON for every entry a
     * search walks.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(folio_activity_search_text(action, user_name, user_email, entity))`,
    ),
  },
  (t) => [
    oneOf('activity_entries_action_check', t.action, Object.values(ACTIVITY_ACTIONS)),
    oneOf('activity_entries_entity_type_check', t.entityType, ENTITY_TYPES),
    index('activity_org_created_idx').on(t.orgId, t.createdAt),
    index('activity_org_object_idx').on(t.orgId, t.objectId, t.createdAt),
    index('activity_org_user_idx').on(t.orgId, t.userId, t.createdAt),
    // The activity log's search: a rare term is looked up by its trigrams; a common one walks
    // the log newest first from the second index alone (it holds the text), until it has the page
    // and the matches the total counts (docs/benchmarks.md, "Lists' search").
    // The trigram index has org_id as a key too (btree_gin): a term's entries of one organization.
    index('activity_org_search_idx').using('gin', t.orgId, t.searchText.op('gin_trgm_ops')),
    index('activity_org_created_search_idx').on(t.orgId, t.createdAt, t.id, t.searchText),
  ],
);
