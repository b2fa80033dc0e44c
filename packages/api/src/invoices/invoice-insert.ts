import type { Executor, InvoiceRow } from '@folio/db';
import { schema } from '@folio/db';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { builtOnce } from '../core/prepared';
import { placeholderAs } from '../core/sql-helpers';
import { provisionalNumber } from './invoice-numbering';
import type { invoiceTaxRows, PricedLine } from './invoice-pricing';

/**
 * A new invoice's first write: the invoice with its lines, tax rows and project links, in one
 * statement (one round trip). The rows that reference the invoice are inserted by the statement's
 * WITH clauses, and their foreign keys are checked at the statement's end, when the invoice is
 * there too. The invoice goes in under its provisional number (invoice-numbering.ts).
 *
 * The statement is kept built (core/prepared.ts), whatever the number of lines: they, the tax rows
 * and the project ids are values (JSON and an array) unpacked by PostgreSQL. Building it for each
 * creation, its text depending on how many lines it had, cost the server about a quarter of a
 * millisecond and PostgreSQL as much again to parse and plan it.
 */

const { invoices, invoiceItems, invoiceTaxes, invoiceProjects } = schema;

/** The columns a creation writes; the number is the provisional one, the rest are defaults. */
export type NewInvoice = Pick<
  InvoiceRow,
  | 'id'
  | 'orgId'
  | 'clientId'
  | 'numberSuffix'
  | 'currency'
  | 'dueDate'
  | 'status'
  | 'discountType'
  | 'discountValue'
  | 'pricesIncludeTax'
  | 'subtotalCents'
  | 'discountTotalCents'
  | 'taxTotalCents'
  | 'totalCents'
  | 'paidCents'
  | 'createdBy'
  | 'recurringInvoiceId'
  | 'recurringDate'
  | 'quoteId'
>;

export type NewInvoiceParts = {
  lines: PricedLine[];
  taxes: ReturnType<typeof invoiceTaxRows>;
  projectIds: string[];
};

export async function insertInvoiceRows(db: Executor, invoice: NewInvoice, parts: NewInvoiceParts) {
  await builtOnce(db, 'insert_invoice', () => buildInvoiceInsert(db)).execute({
    ...invoice,
    // Numbers as text, as the ORM sends a numeric column's: the decimal they were written with.
    discountValue: invoice.discountValue === null ? null : String(invoice.discountValue),
    lines: JSON.stringify(parts.lines),
    taxes: JSON.stringify(parts.taxes),
    projectIds: parts.projectIds,
  });
}

type Value = keyof NewInvoice | 'lines' | 'taxes' | 'projectIds';

/** A value cast to its column's type in SQL (placeholderAs): a null discount stays SQL NULL. */
const value = (name: Value, type: string) => placeholderAs(name, type);

const columnNames = (...columns: AnyPgColumn[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );

function buildInvoiceInsert(db: Executor) {
  const orgId = value('orgId', 'uuid');
  const invoiceId = value('id', 'uuid');
  // Each JSON array's objects carry the keys of PricedLine and of invoiceTaxRows' rows.
  const items = db.$with('items', {}).as(
    sql`insert into ${invoiceItems} (${columnNames(
      invoiceItems.orgId,
      invoiceItems.invoiceId,
      invoiceItems.position,
      invoiceItems.description,
      invoiceItems.quantity,
      invoiceItems.unitPriceCents,
      invoiceItems.amountCents,
      invoiceItems.discountPercent,
      invoiceItems.taxRateIds,
    )}) select ${orgId}, ${invoiceId}, line."position", line."description", line."quantity",
      line."unitPriceCents", line."amountCents", coalesce(line."discountPercent", 0),
      coalesce(line."taxRateIds", '{}')
    from jsonb_to_recordset(${value('lines', 'jsonb')}) as line("position" integer, "description" text,
      "quantity" numeric, "unitPriceCents" bigint, "amountCents" bigint, "discountPercent" numeric,
      "taxRateIds" uuid[])`,
  );
  const taxes = db.$with('taxes', {}).as(
    sql`insert into ${invoiceTaxes} (${columnNames(
      invoiceTaxes.orgId,
      invoiceTaxes.invoiceId,
      invoiceTaxes.taxRateId,
      invoiceTaxes.position,
      invoiceTaxes.name,
      invoiceTaxes.percent,
      invoiceTaxes.compound,
      invoiceTaxes.taxableCents,
      invoiceTaxes.amountCents,
    )}) select ${orgId}, ${invoiceId}, tax."taxRateId", tax."position", tax."name", tax."percent",
      tax."compound", tax."taxableCents", tax."amountCents"
    from jsonb_to_recordset(${value('taxes', 'jsonb')}) as tax("taxRateId" uuid, "position" integer,
      "name" text, "percent" numeric, "compound" boolean, "taxableCents" bigint, "amountCents" bigint)`,
  );
  const links = db
    .$with('links', {})
    .as(
      sql`insert into ${invoiceProjects} (${columnNames(
        invoiceProjects.orgId,
        invoiceProjects.invoiceId,
        invoiceProjects.projectId,
      )}) select ${orgId}, ${invoiceId}, unnest(${value('projectIds', 'uuid[]')})`,
    );
  return db
    .with(items, taxes, links)
    .insert(invoices)
    .values({
      id: invoiceId,
      orgId,
      clientId: value('clientId', 'uuid'),
      number: provisionalNumber,
      numberSuffix: value('numberSuffix', 'text'),
      currency: value('currency', 'text'),
      dueDate: value('dueDate', 'date'),
      status: value('status', 'text'),
      discountType: value('discountType', 'text'),
      discountValue: value('discountValue', 'numeric'),
      pricesIncludeTax: value('pricesIncludeTax', 'boolean'),
      subtotalCents: value('subtotalCents', 'bigint'),
      discountTotalCents: value('discountTotalCents', 'bigint'),
      taxTotalCents: value('taxTotalCents', 'bigint'),
      totalCents: value('totalCents', 'bigint'),
      paidCents: value('paidCents', 'bigint'),
      createdBy: value('createdBy', 'uuid'),
      recurringInvoiceId: value('recurringInvoiceId', 'uuid'),
      recurringDate: value('recurringDate', 'date'),
      quoteId: value('quoteId', 'uuid'),
    })
    .prepare('insert_invoice');
}
