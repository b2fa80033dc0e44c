import { Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageLoader } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { InvoiceForm } from '../../../features/invoices/invoice-form';
import { INVOICE_TEXTS } from '../../../features/invoices/texts';
import { useLocale } from '../../../lib/i18n';
import { screenHead } from '../../../lib/page-title';
import { trpc } from '../../../lib/trpc';

export const Route = createFileRoute('/_app/invoices/$invoiceId_/edit')({
  head: () => screenHead(INVOICE_TEXTS.editInvoiceTitle),
  loader: ({ context, params }) => void context.trpc.invoices.get.prefetch({ id: params.invoiceId }),
  component: EditInvoicePage,
});

function EditInvoicePage() {
  useLocale();
  const { invoiceId } = Route.useParams();
  const invoice = trpc.invoices.get.useQuery({ id: invoiceId });
  return (
    <Stack gap="lg">
      <Title order={1}>{INVOICE_TEXTS.editInvoiceTitle}</Title>
      <QueryState query={invoice} errorTitle={INVOICE_TEXTS.loadOneFailed} loading={<PageLoader />}>
        {(data) => <InvoiceForm key={data._id} invoice={data} />}
      </QueryState>
    </Stack>
  );
}
