import '@mantine/core/styles/Badge.layer.css';
import type { PublicInvoice } from '@folio/contracts/schemas/public-invoices';
import { Alert, Box, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { StatusBadge } from '../../components/status-badge';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { TotalsBlock } from '../invoices/totals-block';
import { fetchPublicInvoice, publicInvoicePdfUrl } from './client-invoice-call';
import { ClientPageFrame, PageLoading } from './client-page-frame';
import {
  type DocumentDate,
  DocumentHeading,
  DocumentParties,
  DownloadPdfButton,
  InvoiceLines,
  Lines,
  SellerFooter,
} from './document-parts';
import { useDocumentLanguage } from './invoice-language';
import { clientTotalsRows, displayStatus, loadFailure, retryLoad } from './invoice-view';
import { PayBox, PaymentReceived } from './pay-box';
import { confirmPollInterval } from './pay-rules';
import { CLIENT_INVOICE_TEXTS, CLIENT_INVOICE_TOTALS_TEXTS } from './texts';

/**
 * The client's invoice page (the link of an invoice email): the invoice as the PDF shows it, with
 * no sign-in, phone first. Pay appears only when the answer offers it. Back from paying
 * (`paymentReturned`), it thanks the client and reads the invoice again until it shows the payment.
 */
export function ClientInvoicePage({ token, paymentReturned }: { token: string; paymentReturned: boolean }) {
  useLocale();
  const query = useQuery({
    queryKey: ['public-invoice', token],
    queryFn: () => fetchPublicInvoice(token),
    retry: retryLoad,
    refetchOnWindowFocus: false,
    refetchInterval: (current) =>
      confirmPollInterval(paymentReturned, current.state.data, current.state.dataUpdateCount),
  });
  useDocumentLanguage(query.data?.locale);

  return (
    <ClientPageFrame size="md">
      {paymentReturned && query.data && (
        <Box mb="md">
          <PaymentReceived />
        </Box>
      )}
      {query.data ? (
        <InvoiceDocument invoice={query.data} token={token} />
      ) : query.isError ? (
        <LoadFailed failure={loadFailure(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <PageLoading text={CLIENT_INVOICE_TEXTS.loading} />
      )}
    </ClientPageFrame>
  );
}

function LoadFailed({ failure, onRetry }: { failure: ReturnType<typeof loadFailure>; onRetry: () => void }) {
  useLocale();
  const [title, text] =
    failure === 'notFound'
      ? [CLIENT_INVOICE_TEXTS.notFoundTitle, CLIENT_INVOICE_TEXTS.notFound]
      : failure === 'gone'
        ? [CLIENT_INVOICE_TEXTS.goneTitle, CLIENT_INVOICE_TEXTS.gone]
        : [CLIENT_INVOICE_TEXTS.failedTitle, null];
  return (
    <Stack maw={480} mx="auto" py="xl" data-testid="client-invoice-failure" data-failure={failure}>
      <Title order={1} fz={24}>
        {title}
      </Title>
      {text && <Text>{text}</Text>}
      {failure === 'failed' && (
        <Button variant="light" onClick={onRetry} style={{ alignSelf: 'flex-start' }}>
          {CLIENT_INVOICE_TEXTS.retry}
        </Button>
      )}
    </Stack>
  );
}

function InvoiceDocument({ invoice, token }: { invoice: PublicInvoice; token: string }) {
  useLocale();
  const { seller, client } = invoice;
  const due = invoice.balanceDue > 0;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="client-invoice">
      <Stack gap="lg">
        <DocumentHeading
          title={CLIENT_INVOICE_TEXTS.heading(invoice.displayNumber)}
          badge={<StatusBadge kind="invoice" status={displayStatus(invoice)} />}
          dates={invoiceDates(invoice)}
          seller={seller}
        />

        <DocumentParties seller={seller} client={client} clientTitle={CLIENT_INVOICE_TEXTS.billTo} />

        <InvoiceLines invoice={invoice} />

        <TotalsBlock rows={clientTotalsRows(invoice)} label={CLIENT_INVOICE_TOTALS_TEXTS.title} />

        {!due && invoice.status === 'paid' && (
          <Alert color="teal" variant="light" data-testid="paid-in-full">
            {CLIENT_INVOICE_TEXTS.paidInFull}
          </Alert>
        )}

        {invoice.canPay && due && <PayBox invoice={invoice} token={token} />}

        <DownloadPdfButton
          href={publicInvoicePdfUrl(token)}
          variant={invoice.canPay && due ? 'default' : 'filled'}
        />

        {seller.paymentInstructions && (
          <Stack gap={4} component="section" aria-labelledby="client-invoice-how-to-pay">
            <Title order={2} fz="md" id="client-invoice-how-to-pay">
              {CLIENT_INVOICE_TEXTS.howToPay}
            </Title>
            <Lines text={seller.paymentInstructions} />
          </Stack>
        )}
        <SellerFooter text={seller.invoiceFooter} />
      </Stack>
    </Paper>
  );
}

/** Issued and due dates, each named for the tests by its key. */
function invoiceDates(invoice: PublicInvoice): DocumentDate[] {
  const dates: DocumentDate[] = [
    {
      key: 'issued',
      label: CLIENT_INVOICE_TEXTS.issued,
      value: formatDate(invoice.sentAt ?? invoice.issueDate),
      testId: 'date-issued',
    },
  ];
  if (invoice.dueDate)
    dates.push({
      key: 'due',
      label: CLIENT_INVOICE_TEXTS.dueDate,
      value: formatDate(invoice.dueDate),
      testId: 'date-due',
    });
  return dates;
}
