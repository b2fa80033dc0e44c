import { type Column, Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1::uuid[])` with the ids as ONE array parameter. drizzle's inArray() sends one
 * bind parameter per id, and PostgreSQL drivers refuse more than 65,534 of them, so a list of
 * tens of thousands of ids (an organization's invoices) would fail; one array parameter never does.
 * `ids` may also be a placeholder for such an array (a statement built once, core/prepared.ts).
 */
export const inUuidList = (column: Column, ids: readonly string[] | Placeholder): SQL =>
  sql`${column} = any(${ids instanceof Placeholder ? ids : sql.param([...ids])}::uuid[])`;

/**
 * A kept statement's value (core/prepared.ts) named `name`, cast to `type` in SQL rather than
 * handed to its column. A column encodes every value a kept statement is given: a numeric column
 * turns a null into the text "null", a JSON one into a JSON `null`, and a timestamp column wants
 * a Date. Cast here, a null stays SQL NULL and the value goes as the text it is given.
 */
export const placeholderAs = (name: string, type: string): SQL =>
  sql`${sql.placeholder(name)}::${sql.raw(type)}`;
