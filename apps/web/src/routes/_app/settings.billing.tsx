import { createFileRoute } from '@tanstack/react-router';
import { BillingScreen, type BillingSearch } from '../../features/billing/billing-screen';
import { BILLING_TEXTS } from '../../features/billing/texts';
import { screenHead } from '../../lib/page-title';

/** The checkout's return flags: `?success` or `?canceled` (any value). */
const validateBillingSearch = (search: Record<string, unknown>): BillingSearch => ({
  ...(search.success !== undefined ? { success: String(search.success) } : {}),
  ...(search.canceled !== undefined ? { canceled: String(search.canceled) } : {}),
});

export const Route = createFileRoute('/_app/settings/billing')({
  head: () => screenHead(BILLING_TEXTS.title),
  validateSearch: validateBillingSearch,
  loader: ({ context }) => void context.trpc.billing.overview.prefetch(),
  component: BillingPage,
});

function BillingPage() {
  return <BillingScreen search={Route.useSearch()} />;
}
