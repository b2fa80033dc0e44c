import { CURRENCIES, PROJECT_STATUSES } from '@folio/contracts';
import { sql } from 'drizzle-orm';
import { bigint, date, foreignKey, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { clients } from './clients';
import { createdAt, id, oneOf, updatedAt } from './columns';

export const projects = pgTable(
  'projects',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** References (org_id, client_id): a project can only belong to a client of its own organization. */
    clientId: uuid('client_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /**
     * The title and the description in lower case, one line each, for the projects list's search
     * (`q`): in a UTF-8 database `x ILIKE p` is `lower(x) LIKE lower(p)`, so a search lowers its
     * term once and tests one stored text, instead of lowering both texts of every project it
     * passes (docs/benchmarks.md, "Slow spots", 12).
     */
    searchLower: text('search_lower').generatedAlwaysAs(sql`lower(title || chr(10) || description)`),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull().default(0),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('USD'),
    dueDate: date('due_date', { mode: 'string' }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: PROJECT_STATUSES }).notNull().default('active'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('projects_status_check', t.status, PROJECT_STATUSES),
    oneOf('projects_currency_check', t.currency, CURRENCIES),
    unique('projects_org_id_key').on(t.orgId, t.id),
    foreignKey({
      name: 'projects_client_fk',
      columns: [t.orgId, t.clientId],
      foreignColumns: [clients.orgId, clients.id],
    }).onDelete('cascade'),
    index('projects_org_status_idx').on(t.orgId, t.status, t.createdAt),
    index('projects_org_client_idx').on(t.orgId, t.clientId),
    // Newest-first scans (search candidates, "recent projects") without a sort over the org.
    index('projects_org_created_idx').on(t.orgId, t.createdAt),
    // Global search on title and tags, within one organization (org_id a GIN key, btree_gin);
    // folio_tags_text() (an immutable SQL function created by the search_indexes migration)
    // joins the tags into one indexable text.
    index('projects_org_search_idx').using(
      'gin',
      t.orgId,
      t.title.op('gin_trgm_ops'),
      sql`folio_tags_text(${t.tags}) gin_trgm_ops`,
    ),
    // The projects list's search (`q`) on the title and the description: with this index a rare
    // term is looked up instead of read from every project. The list shows one status at a time
    // (active by default), and the status in the index leaves the others' matches unread.
    index('projects_org_list_search_idx').using('gin', t.orgId, t.status, t.searchLower.op('gin_trgm_ops')),
  ],
);
