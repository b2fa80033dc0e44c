import { CLIENT_STATUSES, LOCALES } from '@folio/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { createdAt, id, oneOf, updatedAt } from './columns';

export const clients = pgTable(
  'clients',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    /**
     * The name and the email in lower case, one line each, for the clients list's search with a
     * one- or two-letter term, which walks the list in order (no trigram to look up): in a UTF-8
     * database `x ILIKE p` is `lower(x) LIKE lower(p)`, so the walk lowers the term once and tests
     * one stored text per client instead of lowering both again (docs/benchmarks.md, "Slow
     * spots", 12).
     */
    searchLower: text('search_lower').generatedAlwaysAs(sql`lower(name || chr(10) || coalesce(email, ''))`),
    phone: text('phone'),
    address: text('address'),
    /** VAT or tax number, as printed. */
    taxId: text('tax_id'),
    /** The language of the documents the client receives (PDF, email, pages); null: the organization's. */
    locale: text('locale', { enum: LOCALES }),
    /** false: reminder rules never email this client (a member's Send reminder still does). */
    sendReminders: boolean('send_reminders').notNull().default(true),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: CLIENT_STATUSES }).notNull().default('active'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('clients_status_check', t.status, CLIENT_STATUSES),
    oneOf('clients_locale_check', t.locale, LOCALES),
    // Target of the composite foreign keys (org_id, client_id) of projects and invoices.
    unique('clients_org_id_key').on(t.orgId, t.id),
    // The list's order (name ignoring case, then name, then id), per status and overall: its
    // first page is read off an index instead of sorting every client.
    index('clients_org_status_order_idx').on(t.orgId, t.status, sql`lower(${t.name})`, t.name, t.id),
    index('clients_org_order_idx').on(t.orgId, sql`lower(${t.name})`, t.name, t.id),
    index('clients_org_created_idx').on(t.orgId, t.createdAt),
    // A client's name by its id, from the index alone: the invoices list's search with a common
    // term walks the invoices in the list's order and checks each one's client's name here.
    index('clients_org_id_name_idx').on(t.orgId, t.id, t.name),
    // Global search: case-insensitive partial match (ILIKE '%q%') on name and email, by trigrams,
    // within one organization: org_id is a key of the GIN index too (btree_gin), so a search
    // reads the caller's matches only, never another organization's.
    index('clients_org_search_idx').using(
      'gin',
      t.orgId,
      t.name.op('gin_trgm_ops'),
      t.email.op('gin_trgm_ops'),
    ),
  ],
);
