import {
  ACTIVITY_ACTIONS,
  type CreateQuoteInput,
  type InvoiceItemInput,
  QUOTE_MSG,
  type Quote,
  type QuoteIdInput,
  type UpdateQuoteInput,
} from '@folio/contracts';
import type { QuoteRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError, errors } from '../core/errors';
import { lockOrganization } from '../core/plan-limits';
import { type OrgScope, withTransaction } from '../core/scope';
import { type PricingInput, priceInvoice, storedDiscount, termsForItems } from '../invoices/invoice-pricing';
import { activeClient, assertProjectsOfClient } from '../invoices/invoice-records';
import { lockQuote, recordQuoteActivity, writeQuoteColumns } from './quote-records';
import { loadQuote, orgToday } from './quotes.queries';

const { quotes, organizations } = schema;
type QuoteLine = schema.QuoteLine;

/** The quote's lines as the form sends them (major units), from what is stored. */
export const storedQuoteItems = (row: Pick<QuoteRow, 'items'>): InvoiceItemInput[] =>
  row.items.map((item) => ({
    description: item.description,
    quantity: Number(item.quantity),
    unitPrice: item.unitPriceCents / 100,
    discountPercent: Number(item.discountPercent),
    taxRateIds: item.taxRateIds,
  }));

/**
 * A quote's amounts by the invoice engine, with the rates' current terms (a quote is priced only
 * while it is a draft, and once more when it is sent: its terms are frozen from then on).
 */
async function priceQuote(scope: OrgScope, input: PricingInput) {
  const priced = priceInvoice(input, await termsForItems(scope, input.items, null));
  const items: QuoteLine[] = priced.lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    discountPercent: line.discountPercent,
    taxRateIds: line.taxRateIds,
    amountCents: line.amountCents,
  }));
  return { items, taxes: priced.taxes, columns: priced.columns };
}

/** Valid until cannot be before today where the organization is. */
async function assertValidUntilNotPast(scope: OrgScope, validUntil: string) {
  if (validUntil < (await orgToday(scope.db, scope.org.id)))
    throw errors.field('validUntil', QUOTE_MSG.validUntilPast);
}

/**
 * POST /api/quotes: a draft, numbered from the organization's quote counter, incremented under
 * the organization row lock: numbers are gap-free and unique under concurrency, and a refused
 * quote consumes none (its checks run before the counter moves).
 */
export async function createQuote(scope: OrgScope, input: CreateQuoteInput): Promise<Quote> {
  return withTransaction(scope, async (txScope) => {
    await assertValidUntilNotPast(txScope, input.validUntil);
    const priced = await priceQuote(txScope, input);
    const client = await activeClient(txScope, input.client);
    await assertProjectsOfClient(txScope, client.id, input.project);
    await lockOrganization(txScope.db, scope.org.id);
    const [counter] = await txScope.db
      .update(organizations)
      .set({ quoteSeq: sql`${organizations.quoteSeq} + 1` })
      .where(eq(organizations.id, scope.org.id))
      .returning({ seq: organizations.quoteSeq });
    const [row] = await txScope.db
      .insert(quotes)
      .values({
        orgId: scope.org.id,
        clientId: client.id,
        projectIds: input.project,
        number: counter!.seq,
        currency: input.currency ?? 'USD',
        validUntil: input.validUntil,
        status: 'draft',
        ...priced.columns,
        items: priced.items,
        taxes: priced.taxes,
        createdBy: scope.caller.id,
      })
      .returning();
    await recordQuoteActivity(txScope.db, scope.caller, row!, ACTIVITY_ACTIONS.created);
    return loadQuote(txScope, row!.id);
  });
}

/** A draft quote, locked; any other status is a 409 (sent, accepted and declined quotes no longer change). */
async function lockDraft(scope: OrgScope, id: string) {
  const row = await lockQuote(scope, id);
  if (row.status !== 'draft') throw errors.conflict(QUOTE_MSG.notDraft);
  return row;
}

/** PUT /api/quotes/{id}: the fields present replace the stored ones; the quote is priced again. */
export async function updateQuote(scope: OrgScope, input: UpdateQuoteInput): Promise<Quote> {
  const { id, ...edit } = input;
  return withTransaction(scope, async (txScope) => {
    const row = await lockDraft(txScope, id);
    const fields: string[] = [];
    const columns: Partial<typeof quotes.$inferInsert> = {};
    if (edit.validUntil !== undefined && edit.validUntil !== row.validUntil) {
      await assertValidUntilNotPast(txScope, edit.validUntil);
      columns.validUntil = edit.validUntil;
      fields.push('validUntil');
    }
    let clientId = row.clientId;
    if (edit.client !== undefined && edit.client !== row.clientId) {
      clientId = (await activeClient(txScope, edit.client)).id;
      columns.clientId = clientId;
      fields.push('client');
    }
    if (edit.project !== undefined || clientId !== row.clientId) {
      const projectIds = edit.project ?? row.projectIds;
      await assertProjectsOfClient(txScope, clientId, projectIds);
      if (edit.project !== undefined) {
        columns.projectIds = projectIds;
        fields.push('project');
      }
    }
    if (edit.currency !== undefined && edit.currency !== row.currency) {
      columns.currency = edit.currency;
      fields.push('currency');
    }
    if (edit.items !== undefined || edit.discount !== undefined || edit.pricesIncludeTax !== undefined) {
      const priced = await priceQuote(txScope, {
        items: edit.items ?? storedQuoteItems(row),
        discount: edit.discount === undefined ? storedDiscount(row) : edit.discount,
        pricesIncludeTax: edit.pricesIncludeTax ?? row.pricesIncludeTax,
      });
      Object.assign(columns, priced.columns, { items: priced.items, taxes: priced.taxes });
      if (edit.items !== undefined) fields.push('items');
      if (edit.discount !== undefined) fields.push('discount');
      if (edit.pricesIncludeTax !== undefined) fields.push('pricesIncludeTax');
    }
    if (fields.length > 0) {
      const updated = await writeQuoteColumns(txScope.db, row, { ...columns, updatedAt: new Date() });
      await recordQuoteActivity(txScope.db, scope.caller, updated, ACTIVITY_ACTIONS.updated, { fields });
    }
    return loadQuote(txScope, row.id);
  });
}

/**
 * A draft becomes sent (PATCH mark-sent, or its email accepted by the mail server): priced once
 * more with the rates' current terms, which it keeps from then on. Should the current terms no
 * longer price it (a rate archived since), it keeps the terms it was priced with. Only the scope's
 * database and organization are read: the email job calls it for no member.
 */
export async function sendDraft(scope: Pick<OrgScope, 'db' | 'org'>, row: QuoteRow) {
  let priced: Awaited<ReturnType<typeof priceQuote>> | null = null;
  try {
    priced = await priceQuote(scope as OrgScope, {
      items: storedQuoteItems(row),
      discount: storedDiscount(row),
      pricesIncludeTax: row.pricesIncludeTax,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  const now = new Date();
  return writeQuoteColumns(scope.db, row, {
    ...(priced ? { ...priced.columns, items: priced.items, taxes: priced.taxes } : {}),
    status: 'sent',
    sentAt: now,
    updatedAt: now,
  });
}

/** PATCH /api/quotes/{id}/mark-sent: a draft whose validity date has not passed. */
export async function markQuoteSent(scope: OrgScope, { id }: QuoteIdInput): Promise<Quote> {
  return withTransaction(scope, async (txScope) => {
    const row = await lockQuote(txScope, id);
    if (row.status !== 'draft') throw errors.conflict(QUOTE_MSG.alreadySent);
    if (row.validUntil < (await orgToday(txScope.db, scope.org.id))) throw errors.conflict(QUOTE_MSG.expired);
    const sent = await sendDraft(txScope, row);
    await recordQuoteActivity(txScope.db, scope.caller, sent, ACTIVITY_ACTIONS.markedSent);
    return loadQuote(txScope, row.id);
  });
}

/**
 * DELETE /api/quotes/{id}: whatever its status. Its deliveries go by cascade; an invoice converted
 * from it stays, its quoteId cleared by the foreign key.
 */
export async function deleteQuote(scope: OrgScope, { id }: QuoteIdInput) {
  return withTransaction(scope, async (txScope) => {
    const row = await lockQuote(txScope, id);
    await txScope.db.delete(quotes).where(and(eq(quotes.id, row.id), eq(quotes.orgId, scope.org.id)));
    await recordQuoteActivity(txScope.db, scope.caller, row, ACTIVITY_ACTIONS.deleted);
    return { msg: QUOTE_MSG.quoteDeleted };
  });
}
