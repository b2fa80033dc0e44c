import type { PublicQuote } from '@folio/contracts/schemas/public-quotes';
import { formatMoney } from '../../lib/format';
import { formatPercent } from '../../lib/percent';
import { RestAnswerError } from '../../lib/rest-answer-error';
import type { ClientTotalsRow } from '../client-invoice/invoice-view';
import { CLIENT_INVOICE_TOTALS_TEXTS } from '../client-invoice/texts';

/**
 * The totals block as the quote's PDF prints it: Subtotal, the discount (when there is one), one
 * row per tax ("incl." before it when prices include tax) and the Total; nothing is paid on a quote.
 */
export function quoteTotalsRows(quote: PublicQuote): ClientTotalsRow[] {
  const money = (amount: number) => formatMoney(amount, quote.currency);
  const rows: ClientTotalsRow[] = [
    { key: 'subtotal', label: CLIENT_INVOICE_TOTALS_TEXTS.subtotal, amount: money(quote.subtotal) },
  ];
  if (quote.discountTotal > 0)
    rows.push({
      key: 'discount',
      label: CLIENT_INVOICE_TOTALS_TEXTS.discount,
      amount: money(-quote.discountTotal),
    });
  quote.taxes.forEach((tax, index) => {
    const rate = CLIENT_INVOICE_TOTALS_TEXTS.rate(tax.name, formatPercent(tax.percent));
    rows.push({
      key: `tax-${index}`,
      label: quote.pricesIncludeTax ? CLIENT_INVOICE_TOTALS_TEXTS.includedRate(rate) : rate,
      amount: money(tax.amount),
    });
  });
  const inclusive = quote.pricesIncludeTax && quote.taxes.length > 0;
  rows.push({
    key: 'total',
    label: inclusive ? CLIENT_INVOICE_TOTALS_TEXTS.totalInclTax : CLIENT_INVOICE_TOTALS_TEXTS.total,
    amount: money(quote.total),
    strong: true,
  });
  return rows;
}

/** What the page shows below the quote: the answer buttons, or the state that replaced them. */
export type QuoteState = 'answer' | 'accepted' | 'declined' | 'expired' | 'closed';

export function quoteState(quote: Pick<PublicQuote, 'status' | 'canAnswer' | 'acceptance'>): QuoteState {
  if (quote.acceptance || quote.status === 'accepted') return 'accepted';
  if (quote.status === 'declined') return 'declined';
  if (quote.status === 'expired') return 'expired';
  return quote.canAnswer ? 'answer' : 'closed';
}

/** Where an answer's refusal goes: the name field (422 naming it), else the page, in the server's words. */
export function answerFailure(error: unknown): { field: string | null; page: string | null } {
  if (!(error instanceof RestAnswerError)) return { field: null, page: null };
  const onName = error.envelope.errors?.find((item) => item.field === 'name' || item.field === 'reason');
  if (error.status === 422 && onName) return { field: onName.msg, page: null };
  return { field: null, page: error.status < 500 ? error.message : null };
}
