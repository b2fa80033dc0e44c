import { createFileRoute } from '@tanstack/react-router';
import { PaymentsScreen } from '../../features/payments/payments-screen';
import { screenHead } from '../../lib/page-title';
import { TEXTS } from '../../lib/texts';

type PaymentsSearch = { stripe?: 'return' | 'refresh' };

/** Settings → Payments: Stripe, partial payments and payment reminders. */
export const Route = createFileRoute('/_app/settings/payments')({
  // Stripe's onboarding comes back with ?stripe=return, or ?stripe=refresh when its link expired.
  validateSearch: (search: Record<string, unknown>): PaymentsSearch =>
    search.stripe === 'return' || search.stripe === 'refresh' ? { stripe: search.stripe } : {},
  // The tab title takes the shell's text, so the screen's texts load with the screen.
  head: () => screenHead(TEXTS.payments),
  loader: ({ context }) => void context.trpc.paymentSettings.get.prefetch(),
  component: PaymentsRoute,
});

function PaymentsRoute() {
  const { stripe } = Route.useSearch();
  return <PaymentsScreen stripeReturn={stripe !== undefined} />;
}
