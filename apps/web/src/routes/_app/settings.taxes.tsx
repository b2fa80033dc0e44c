import { createFileRoute } from '@tanstack/react-router';
import { TaxRatesScreen } from '../../features/taxes/tax-rates-screen';
import { screenHead } from '../../lib/page-title';
import { TEXTS } from '../../lib/texts';

/** Tax rates: the organization's taxes, chosen on each invoice line. */
export const Route = createFileRoute('/_app/settings/taxes')({
  // The tab title takes the shell's text, so the screen's texts load with the screen.
  head: () => screenHead(TEXTS.taxRates),
  loader: ({ context }) => void context.trpc.taxRates.list.prefetch(),
  component: TaxRatesScreen,
});
