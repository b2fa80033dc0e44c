import { ACTIVITY_ACTIONS, type Invoice, QUOTE_MSG, type QuoteIdInput } from '@folio/contracts';
import { errors } from '../core/errors';
import { type OrgScope, withTransaction } from '../core/scope';
import { storedDiscount } from '../invoices/invoice-pricing';
import { insertInvoice } from '../invoices/invoices.service';
import { lockQuote, recordQuoteActivity, writeQuoteColumns } from './quote-records';
import { orgToday, quoteStatusOf } from './quotes.queries';
import { storedQuoteItems } from './quotes.service';

/**
 * POST /api/quotes/{id}/convert: a draft invoice with the quote's lines, discount and the tax
 * terms the quote was sent with, so its totals are the quote's to the cent. Under the quote's row
 * lock, the invoice and both links are written in one transaction: a second conversion (even a
 * concurrent one) finds the link and is a 409.
 */
export async function convertQuote(scope: OrgScope, { id }: QuoteIdInput): Promise<Invoice> {
  return withTransaction(scope, async (txScope) => {
    const row = await lockQuote(txScope, id);
    if (row.convertedInvoiceId) throw errors.conflict(QUOTE_MSG.alreadyConverted);
    const status = quoteStatusOf(row, await orgToday(txScope.db, scope.org.id));
    if (status !== 'sent' && status !== 'accepted') throw errors.conflict(QUOTE_MSG.cannotConvert);
    const invoice = await insertInvoice(
      txScope,
      {
        client: row.clientId,
        project: row.projectIds,
        items: storedQuoteItems(row),
        currency: row.currency,
        dueDate: null,
        numberSuffix: null,
        discount: storedDiscount(row),
        pricesIncludeTax: row.pricesIncludeTax,
      },
      {
        quoteId: row.id,
        terms: row.taxes.map((tax) => ({
          id: tax.taxRateId,
          name: tax.name,
          percent: Number(tax.percent),
          compound: tax.compound,
        })),
        activityMeta: { quoteId: row.id, quoteNumber: row.number },
      },
    );
    const now = new Date();
    await writeQuoteColumns(txScope.db, row, {
      convertedInvoiceId: invoice._id,
      convertedAt: now,
      updatedAt: now,
    });
    await recordQuoteActivity(txScope.db, scope.caller, row, ACTIVITY_ACTIONS.quoteConverted, {
      invoiceId: invoice._id,
      invoiceNumber: invoice.displayNumber,
    });
    return invoice;
  });
}
