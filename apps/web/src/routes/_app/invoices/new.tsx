import { Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { InvoiceForm } from '../../../features/invoices/invoice-form';
import { INVOICE_TEXTS } from '../../../features/invoices/texts';
import { screenHead } from '../../../lib/page-title';

export const Route = createFileRoute('/_app/invoices/new')({
  head: () => screenHead(INVOICE_TEXTS.newInvoiceTitle),
  component: NewInvoicePage,
});

function NewInvoicePage() {
  return (
    <Stack gap="lg">
      <Title order={1}>{INVOICE_TEXTS.newInvoiceTitle}</Title>
      <InvoiceForm />
    </Stack>
  );
}
