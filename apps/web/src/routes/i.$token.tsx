import { createFileRoute } from '@tanstack/react-router';
import { ClientInvoicePage } from '../features/client-invoice/client-invoice-page';
import { screenHead } from '../lib/page-title';
import { TEXTS } from '../lib/texts';

/** `?payment=success`: back from paying (Stripe Checkout's success_url, or the test payment page). */
type ClientInvoiceSearch = { payment?: 'success' };

/**
 * The client's invoice page, the link an invoice email carries: public (the token is the
 * credential) and outside the signed-in layout. One prerendered copy (its frame while the invoice
 * loads) serves every token.
 */
export const Route = createFileRoute('/i/$token')({
  validateSearch: (search: Record<string, unknown>): ClientInvoiceSearch =>
    search.payment === 'success' ? { payment: 'success' } : {},
  // The tab title takes the shell's text, so the page's texts load with the page.
  head: () => screenHead(TEXTS.invoice),
  component: ClientInvoiceRoute,
});

function ClientInvoiceRoute() {
  const { token } = Route.useParams();
  const { payment } = Route.useSearch();
  return <ClientInvoicePage token={token} paymentReturned={payment === 'success'} />;
}
