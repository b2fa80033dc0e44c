import { createFileRoute } from '@tanstack/react-router';
import { BusinessScreen } from '../../features/business/business-screen';
import { screenHead } from '../../lib/page-title';
import { TEXTS } from '../../lib/texts';

/** Business details: the organization's details and logo, printed on its invoices. */
export const Route = createFileRoute('/_app/settings/business')({
  // The tab title stays in the shell's chunk: it takes the shell's text, so the screen's texts
  // load with the screen.
  head: () => screenHead(TEXTS.businessDetails),
  loader: ({ context }) => void context.trpc.org.profile.prefetch(),
  component: BusinessScreen,
});
