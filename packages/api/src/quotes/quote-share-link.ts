import { QUOTE_MSG } from '@folio/contracts';
import type { QuoteRow } from '@folio/db';
import { errors } from '../core/errors';
import { type OrgScope, withTransaction } from '../core/scope';
import { ensureShareUrl, rotateShareUrl } from '../invoices/share-link';
import { lockQuote } from './quote-records';

function assertHasPage(quote: QuoteRow) {
  if (quote.status === 'draft') throw errors.conflict(QUOTE_MSG.draftHasNoPage);
}

/** GET /quotes/{id}/share-link: the client page's link (<APP_URL>/q/{token}), the same until rotated. */
export const quoteShareLink = (scope: OrgScope, id: string) =>
  withTransaction(scope, async (tx) => {
    const quote = await lockQuote(tx, id);
    assertHasPage(quote);
    return { url: await ensureShareUrl(tx.db, scope.deps, quote, 'quote') };
  });

/** POST /quotes/{id}/share-link/rotate: a new link; the former one is dead at once. */
export const rotateQuoteShareLink = (scope: OrgScope, id: string) =>
  withTransaction(scope, async (tx) => {
    const quote = await lockQuote(tx, id);
    assertHasPage(quote);
    return { url: await rotateShareUrl(tx.db, scope.deps, quote, 'quote') };
  });
