import { Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { InvoiceForm } from '../../../features/invoices/invoice-form';
import { INVOICE_TEXTS } from '../../../features/invoices/texts';
import { useLocale } from '../../../lib/i18n';
import { screenHead } from '../../../lib/page-title';

export const Route = createFileRoute('/_app/invoices/new')({
  head: () => screenHead(INVOICE_TEXTS.newInvoiceTitle),
  // The organization's payment terms set the new invoice's due date; without them (none set, or
  // the details could not be read) the form starts with no due date.
  loader: async ({ context }) => ({
    paymentTermsDays: await context.trpc.org.profile
      .fetch()
      .then((profile) => profile.paymentTermsDays)
      .catch(() => null),
  }),
  component: NewInvoicePage,
});

function NewInvoicePage() {
  useLocale();
  const { paymentTermsDays } = Route.useLoaderData();
  return (
    <Stack gap="lg">
      <Title order={1}>{INVOICE_TEXTS.newInvoiceTitle}</Title>
      <InvoiceForm paymentTermsDays={paymentTermsDays} />
    </Stack>
  );
}
