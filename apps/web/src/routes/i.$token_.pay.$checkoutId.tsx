import { createFileRoute } from '@tanstack/react-router';
import { MockPaymentPage } from '../features/client-invoice/mock-payment-page';
import { screenHead } from '../lib/page-title';
import { TEXTS } from '../lib/texts';

/**
 * The test payment page Pay leads to while the server has no Stripe keys (mock mode): public, like
 * the invoice page it belongs to, but not inside it (`$token_`: its own page, not a child).
 */
export const Route = createFileRoute('/i/$token_/pay/$checkoutId')({
  // The tab title takes the shell's text, so the page's texts load with the page.
  head: () => screenHead(TEXTS.testPayment),
  component: MockPaymentRoute,
});

function MockPaymentRoute() {
  const { token, checkoutId } = Route.useParams();
  return <MockPaymentPage token={token} checkoutId={checkoutId} />;
}
