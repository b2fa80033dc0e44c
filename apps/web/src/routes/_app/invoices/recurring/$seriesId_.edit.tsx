import { Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageLoader } from '../../../../components/page-state';
import { QueryState } from '../../../../components/query-state';
import { INVOICE_TEXTS } from '../../../../features/invoices/texts';
import { orgCalendar } from '../../../../features/recurring-invoices/org-calendar';
import { SeriesForm } from '../../../../features/recurring-invoices/series-form';
import { RECURRING_TEXTS } from '../../../../features/recurring-invoices/texts';
import { useLocale } from '../../../../lib/i18n';
import { screenHead } from '../../../../lib/page-title';
import { trpc } from '../../../../lib/trpc';

export const Route = createFileRoute('/_app/invoices/recurring/$seriesId_/edit')({
  head: () => screenHead(INVOICE_TEXTS.recurring.editTitle),
  loader: async ({ context, params }) => {
    void context.trpc.recurringInvoices.get.prefetch({ id: params.seriesId });
    return { profile: await context.trpc.org.profile.fetch().catch(() => null) };
  },
  component: EditSeriesPage,
});

function EditSeriesPage() {
  useLocale();
  const { seriesId } = Route.useParams();
  const { today } = orgCalendar(Route.useLoaderData().profile);
  const series = trpc.recurringInvoices.get.useQuery({ id: seriesId });
  return (
    <Stack gap="lg">
      <Title order={1}>{INVOICE_TEXTS.recurring.editTitle}</Title>
      <QueryState query={series} errorTitle={RECURRING_TEXTS.loadOneFailed} loading={<PageLoader />}>
        {(data) => <SeriesForm key={data._id} series={data} today={today} />}
      </QueryState>
    </Stack>
  );
}
