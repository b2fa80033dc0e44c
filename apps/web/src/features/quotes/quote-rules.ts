import type { Quote } from '@folio/contracts';

/** Edit: only a draft quote can be changed (the server answers 409 otherwise). */
export const canEditQuote = (quote: Pick<Quote, 'status'>) => quote.status === 'draft';

/** Mark Sent: a draft; sending freezes its tax terms. */
export const canMarkQuoteSent = (quote: Pick<Quote, 'status'>) => quote.status === 'draft';

/** Send by email: a draft or a sent quote; an answered or expired one cannot be sent again. */
export const canSendQuote = (quote: Pick<Quote, 'status'>) =>
  quote.status === 'draft' || quote.status === 'sent';

/** Copy client link: every quote but a draft has a page. */
export const hasClientPage = (quote: Pick<Quote, 'status'>) => quote.status !== 'draft';

/**
 * Convert to invoice: `ready` for a sent or accepted quote not yet converted; `converted` once it
 * is (the invoice's link shows instead); otherwise the status that prevents it, whose reason is
 * shown beside the disabled button.
 */
export function convertState(
  quote: Pick<Quote, 'status' | 'convertedInvoice'>,
): 'ready' | 'converted' | 'draft' | 'declined' | 'expired' {
  if (quote.convertedInvoice) return 'converted';
  if (quote.status === 'sent' || quote.status === 'accepted') return 'ready';
  return quote.status;
}
