import { createFileRoute } from '@tanstack/react-router';
import { BusinessScreen } from '../../features/business/business-screen';
import { BUSINESS_TEXTS } from '../../features/business/texts';
import { screenHead } from '../../lib/page-title';

/** Business details: the organization's details and logo, printed on its invoices. */
export const Route = createFileRoute('/_app/settings/business')({
  head: () => screenHead(BUSINESS_TEXTS.title),
  loader: ({ context }) => void context.trpc.org.profile.prefetch(),
  component: BusinessScreen,
});
