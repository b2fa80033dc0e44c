import { Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageLoader } from '../../../../components/page-state';
import { QueryState } from '../../../../components/query-state';
import { orgCalendar } from '../../../../features/recurring-invoices/org-calendar';
import { SeriesForm } from '../../../../features/recurring-invoices/series-form';
import { RECURRING_TEXTS } from '../../../../features/recurring-invoices/texts';
import { todayIn } from '../../../../lib/dates';
import { useLocale } from '../../../../lib/i18n';
import { screenHead } from '../../../../lib/page-title';
import { trpc } from '../../../../lib/trpc';

export const Route = createFileRoute('/_app/invoices/recurring/$seriesId_/edit')({
  head: () => screenHead(RECURRING_TEXTS.editSeriesTitle),
  loader: ({ context, params }) => {
    void context.trpc.recurringInvoices.get.prefetch({ id: params.seriesId });
    return orgCalendar(context.trpc);
  },
  component: EditSeriesPage,
});

function EditSeriesPage() {
  useLocale();
  const { seriesId } = Route.useParams();
  const { timeZone } = Route.useLoaderData();
  const series = trpc.recurringInvoices.get.useQuery({ id: seriesId });
  return (
    <Stack gap="lg">
      <Title order={1}>{RECURRING_TEXTS.editSeriesTitle}</Title>
      <QueryState query={series} errorTitle={RECURRING_TEXTS.loadOneFailed} loading={<PageLoader />}>
        {(data) => <SeriesForm key={data._id} series={data} today={todayIn(timeZone)} />}
      </QueryState>
    </Stack>
  );
}
