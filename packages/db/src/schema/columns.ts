import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Primary key: a UUID made by the database, answered as `_id` on the wire. */
export const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const tstz = (name: string) => timestamp(name, { withTimezone: true });

/** A quoted SQL string literal; the lists it is used on are constants, never user input. */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * A CHECK constraint that lets the column hold only one of `values` (a constant list, mostly from
 * @folio/contracts), so the database refuses anything else. The values are written into the
 * constraint as literals: after a change to the list, generating a migration replaces the constraint.
 */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map(literal).join(', '))})`);

/** How an invoice's (quote's, series') discount is given (@folio/contracts' InvoiceDiscount). */
export const INVOICE_DISCOUNT_TYPES = ['percent', 'amount'] as const;
