import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Image.layer.css';
import type { PublicInvoice } from '@folio/contracts/schemas/public-invoices';
import {
  Alert,
  Box,
  Button,
  Container,
  Divider,
  Group,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { StatusBadge } from '../../components/status-badge';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { MAIN_CONTENT_ID } from '../../lib/route-announcer';
import { TotalsBlock } from '../invoices/totals-block';
import { fetchPublicInvoice, publicInvoicePdfUrl } from './client-invoice-call';
import { ClientPageHeader, InvoiceLines, Lines, Party } from './document-parts';
import { followInvoiceLanguage } from './invoice-language';
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
  const locale = query.data?.locale;
  useEffect(() => {
    if (locale) followInvoiceLanguage(locale);
  }, [locale]);

  return (
    <Box mih="100dvh">
      <ClientPageHeader />
      <Container
        size="md"
        w="100%"
        px={{ base: 'xs', xs: 'md' }}
        pb="xl"
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
      >
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
          <Group justify="center" py="xl" role="status">
            <Loader size="sm" />
            <Text c="dimmed">{CLIENT_INVOICE_TEXTS.loading}</Text>
          </Group>
        )}
      </Container>
    </Box>
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
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Group gap="sm" wrap="wrap">
              <Title order={1} fz={{ base: 22, sm: 28 }}>
                {CLIENT_INVOICE_TEXTS.heading(invoice.displayNumber)}
              </Title>
              <StatusBadge kind="invoice" status={displayStatus(invoice)} />
            </Group>
            <Dates invoice={invoice} />
          </Stack>
          {seller.logoUrl && (
            <Image
              src={seller.logoUrl}
              alt={CLIENT_INVOICE_TEXTS.logo(seller.name)}
              h={48}
              w="auto"
              fit="contain"
            />
          )}
        </Group>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
          <Party title={CLIENT_INVOICE_TEXTS.from} testId="seller">
            <Text fw={600}>{seller.legalName || seller.name}</Text>
            <Lines text={seller.address} />
            {seller.taxId && <Text size="sm">{CLIENT_INVOICE_TEXTS.taxId(seller.taxId)}</Text>}
            {seller.email && <Text size="sm">{seller.email}</Text>}
            {seller.phone && <Text size="sm">{seller.phone}</Text>}
            {seller.website && <Text size="sm">{seller.website}</Text>}
          </Party>
          <Party title={CLIENT_INVOICE_TEXTS.billTo} testId="client">
            <Text fw={600}>{client.name}</Text>
            <Lines text={client.address} />
            {client.taxId && <Text size="sm">{CLIENT_INVOICE_TEXTS.taxId(client.taxId)}</Text>}
          </Party>
        </SimpleGrid>

        <InvoiceLines invoice={invoice} />

        <TotalsBlock rows={clientTotalsRows(invoice)} label={CLIENT_INVOICE_TOTALS_TEXTS.title} />

        {!due && invoice.status === 'paid' && (
          <Alert color="teal" variant="light" data-testid="paid-in-full">
            {CLIENT_INVOICE_TEXTS.paidInFull}
          </Alert>
        )}

        {invoice.canPay && due && <PayBox invoice={invoice} token={token} />}

        <Group gap="sm" grow preventGrowOverflow={false}>
          <Button
            component="a"
            href={publicInvoicePdfUrl(token)}
            download
            variant={invoice.canPay && due ? 'default' : 'filled'}
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {CLIENT_INVOICE_TEXTS.downloadPdf}
          </Button>
        </Group>

        {seller.paymentInstructions && (
          <Stack gap={4} component="section" aria-labelledby="client-invoice-how-to-pay">
            <Title order={2} fz="md" id="client-invoice-how-to-pay">
              {CLIENT_INVOICE_TEXTS.howToPay}
            </Title>
            <Lines text={seller.paymentInstructions} />
          </Stack>
        )}
        {seller.invoiceFooter && (
          <>
            <Divider />
            <Lines text={seller.invoiceFooter} dimmed />
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** Issued and due dates, as a definition list. */
function Dates({ invoice }: { invoice: PublicInvoice }) {
  const dates: [string, string, string][] = [
    ['issued', CLIENT_INVOICE_TEXTS.issued, formatDate(invoice.sentAt ?? invoice.issueDate)],
  ];
  if (invoice.dueDate) dates.push(['due', CLIENT_INVOICE_TEXTS.dueDate, formatDate(invoice.dueDate)]);
  return (
    <Group component="dl" gap="lg" style={{ margin: 0 }}>
      {dates.map(([key, label, value]) => (
        <Group key={key} gap={6} wrap="nowrap">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" fw={500} data-testid={`date-${key}`} style={{ margin: 0 }}>
            {value}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
