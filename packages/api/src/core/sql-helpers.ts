import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1::uuid[])` with the ids as ONE array parameter. drizzle's inArray() sends one
 * bind parameter per id, and PostgreSQL drivers refuse more than 65,534 of them, so a list of
 * tens of thousands of ids (an organization's invoices) would fail; one array parameter never does.
 */
export const inUuidList = (column: Column, ids: readonly string[]): SQL =>
  sql`${column} = any(${sql.param([...ids])}::uuid[])`;
