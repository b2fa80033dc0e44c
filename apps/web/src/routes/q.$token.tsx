import { createFileRoute } from '@tanstack/react-router';
import { ClientQuotePage } from '../features/client-quote/client-quote-page';
import { screenHead } from '../lib/page-title';
import { TEXTS } from '../lib/texts';

/**
 * The client's quote page, the link a quote email carries: public (the token is the credential)
 * and outside the signed-in layout. One prerendered copy (its frame while the quote loads) serves
 * every token.
 */
export const Route = createFileRoute('/q/$token')({
  // The tab title takes the shell's text, so the page's texts load with the page.
  head: () => screenHead(TEXTS.quote),
  component: ClientQuoteRoute,
});

function ClientQuoteRoute() {
  const { token } = Route.useParams();
  return <ClientQuotePage token={token} />;
}
