import { Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { orgCalendar } from '../../../../features/recurring-invoices/org-calendar';
import { SeriesForm } from '../../../../features/recurring-invoices/series-form';
import { RECURRING_TEXTS } from '../../../../features/recurring-invoices/texts';
import { todayIn } from '../../../../lib/dates';
import { useLocale } from '../../../../lib/i18n';
import { screenHead } from '../../../../lib/page-title';

export const Route = createFileRoute('/_app/invoices/recurring/new')({
  head: () => screenHead(RECURRING_TEXTS.newSeriesTitle),
  loader: ({ context }) => orgCalendar(context.trpc),
  component: NewSeriesPage,
});

function NewSeriesPage() {
  useLocale();
  const { timeZone, paymentTermsDays } = Route.useLoaderData();
  return (
    <Stack gap="lg">
      <Title order={1}>{RECURRING_TEXTS.newSeriesTitle}</Title>
      <SeriesForm today={todayIn(timeZone)} paymentTermsDays={paymentTermsDays} />
    </Stack>
  );
}
