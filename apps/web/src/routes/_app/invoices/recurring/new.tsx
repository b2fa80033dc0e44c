import { Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { INVOICE_TEXTS } from '../../../../features/invoices/texts';
import { orgCalendar } from '../../../../features/recurring-invoices/org-calendar';
import { SeriesForm } from '../../../../features/recurring-invoices/series-form';
import { useLocale } from '../../../../lib/i18n';
import { screenHead } from '../../../../lib/page-title';

export const Route = createFileRoute('/_app/invoices/recurring/new')({
  head: () => screenHead(INVOICE_TEXTS.recurring.newTitle),
  // The organization's time zone (a series' dates come in it) and payment terms (the days until
  // due); without them (the details could not be read) the form uses the browser's zone and 30 days.
  loader: async ({ context }) => ({ profile: await context.trpc.org.profile.fetch().catch(() => null) }),
  component: NewSeriesPage,
});

function NewSeriesPage() {
  useLocale();
  const { today, paymentTermsDays } = orgCalendar(Route.useLoaderData().profile);
  return (
    <Stack gap="lg">
      <Title order={1}>{INVOICE_TEXTS.recurring.newTitle}</Title>
      <SeriesForm today={today} paymentTermsDays={paymentTermsDays} />
    </Stack>
  );
}
