import { createFileRoute } from '@tanstack/react-router';
import { ClientInvoicePage } from '../features/client-invoice/client-invoice-page';
import { CLIENT_INVOICE_TEXTS } from '../features/client-invoice/texts';
import { screenHead } from '../lib/page-title';

/**
 * The client's invoice page, the link an invoice email carries: public (the token is the
 * credential), outside the signed-in layout, and never prerendered (each token is its own page).
 */
export const Route = createFileRoute('/i/$token')({
  head: () => screenHead(CLIENT_INVOICE_TEXTS.title),
  component: ClientInvoiceRoute,
});

function ClientInvoiceRoute() {
  const { token } = Route.useParams();
  return <ClientInvoicePage token={token} />;
}
