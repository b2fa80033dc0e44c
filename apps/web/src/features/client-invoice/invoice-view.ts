import type { PublicInvoice } from '@folio/contracts/schemas/public-invoices';
import { formatMoney, formatNumber } from '../../lib/format';
import { formatPercent } from '../../lib/percent';
import { RestAnswerError } from '../../lib/rest-answer-error';
import { CLIENT_INVOICE_TEXTS, CLIENT_INVOICE_TOTALS_TEXTS } from './texts';

/** A row of the totals block: its label and its amount, formatted. */
export type ClientTotalsRow = { key: string; label: string; amount: string; strong?: boolean };

/**
 * The rows an invoice and a quote print alike: Subtotal, the document's discount (when there is
 * one), one row per tax ("incl." before it when prices include tax) and the Total.
 */
export function documentTotalsRows(
  document: Pick<
    PublicInvoice,
    'currency' | 'subtotal' | 'discountTotal' | 'taxes' | 'pricesIncludeTax' | 'total'
  >,
): ClientTotalsRow[] {
  const money = (amount: number) => formatMoney(amount, document.currency);
  const rows: ClientTotalsRow[] = [
    { key: 'subtotal', label: CLIENT_INVOICE_TOTALS_TEXTS.subtotal, amount: money(document.subtotal) },
  ];
  if (document.discountTotal > 0)
    rows.push({
      key: 'discount',
      label: CLIENT_INVOICE_TOTALS_TEXTS.discount,
      amount: money(-document.discountTotal),
    });
  document.taxes.forEach((tax, index) => {
    const rate = CLIENT_INVOICE_TOTALS_TEXTS.rate(tax.name, formatPercent(tax.percent));
    rows.push({
      key: `tax-${index}`,
      label: document.pricesIncludeTax ? CLIENT_INVOICE_TOTALS_TEXTS.includedRate(rate) : rate,
      amount: money(tax.amount),
    });
  });
  const inclusive = document.pricesIncludeTax && document.taxes.length > 0;
  rows.push({
    key: 'total',
    label: inclusive ? CLIENT_INVOICE_TOTALS_TEXTS.totalInclTax : CLIENT_INVOICE_TOTALS_TEXTS.total,
    amount: money(document.total),
    strong: true,
  });
  return rows;
}

/** The invoice's totals block as its PDF prints it: the document's rows, then Paid (when something is) and Balance due. */
export function clientTotalsRows(invoice: PublicInvoice): ClientTotalsRow[] {
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const rows = documentTotalsRows(invoice);
  if (invoice.paid > 0)
    rows.push({ key: 'paid', label: CLIENT_INVOICE_TOTALS_TEXTS.paid, amount: money(invoice.paid) });
  rows.push({
    key: 'balance',
    label: CLIENT_INVOICE_TOTALS_TEXTS.balanceDue,
    amount: money(invoice.balanceDue),
    strong: true,
  });
  return rows;
}

/** A line's details under its description: "2 × $50.00 · −10% · VAT". */
export function lineDetails(item: PublicInvoice['items'][number], currency: string): string {
  const parts = [
    CLIENT_INVOICE_TEXTS.lineQuantity(formatNumber(item.quantity), formatMoney(item.unitPrice, currency)),
  ];
  if (item.discountPercent > 0)
    parts.push(CLIENT_INVOICE_TEXTS.lineDiscount(formatPercent(item.discountPercent)));
  parts.push(...item.taxes);
  return parts.join(' · ');
}

/** What the page shows for a failed load: the link is unknown or rotated, withdrawn, or the call failed. */
export type LoadFailure = 'notFound' | 'gone' | 'failed';

export function loadFailure(error: unknown): LoadFailure {
  if (error instanceof RestAnswerError && error.status === 404) return 'notFound';
  if (error instanceof RestAnswerError && error.status === 410) return 'gone';
  return 'failed';
}

/** Neither 404 nor 410 changes by asking again; anything else (network, 5xx) is tried twice more. */
export const retryLoad = (failures: number, error: unknown) =>
  loadFailure(error) === 'failed' && failures < 2;

/** The status shown beside the number: overdue is computed, the others are the invoice's. */
export const displayStatus = (invoice: Pick<PublicInvoice, 'status' | 'overdue'>) =>
  invoice.overdue && invoice.status !== 'paid' ? 'overdue' : invoice.status;
