import type { PublicQuote } from '@folio/contracts/schemas/public-quotes';
import { RestAnswerError } from '../../lib/rest-answer-error';

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
