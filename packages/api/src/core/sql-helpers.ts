import { type Column, Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1::uuid[])` with the ids as ONE array parameter. drizzle's inArray() sends one
 * bind parameter per id, and PostgreSQL drivers refuse more than 65,534 of them, so a list of
 * tens of thousands of ids (an organization's invoices) would fail; one array parameter never does.
 * `ids` may also be a placeholder for such an array (a statement built once, core/prepared.ts).
 */
export const inUuidList = (column: Column, ids: readonly string[] | Placeholder): SQL =>
  sql`${column} = any(${ids instanceof Placeholder ? ids : sql.param([...ids])}::uuid[])`;
