import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Image.layer.css';
import type { PublicInvoice } from '@folio/contracts/schemas/public-invoices';
import { Button, Divider, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Money } from '../../components/money';
import { lineDetails } from './invoice-view';
import { CLIENT_INVOICE_TEXTS } from './texts';

/*
 * The pieces the client's invoice and quote pages share: the document's heading, parties, lines,
 * PDF button and footer. A module of their own, so a page that shows them does not load the
 * others' code (the invoice page's Pay).
 */

/** One side of the document (From, Bill to): its title over its lines. */
function Party({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** A multi-line text (an address, instructions) with its line breaks. */
export function Lines({ text, dimmed = false }: { text: string | null; dimmed?: boolean }) {
  if (!text) return null;
  return (
    <Text size="sm" c={dimmed ? 'dimmed' : undefined} style={{ whiteSpace: 'pre-line' }}>
      {text}
    </Text>
  );
}

/**
 * The lines as a list: each reads as its description, its details and its amount, at any width.
 */
export function InvoiceLines({ invoice }: { invoice: Pick<PublicInvoice, 'items' | 'currency'> }) {
  return (
    <Stack gap={0} component="section" aria-labelledby="client-invoice-items">
      <Title order={2} fz="md" mb="xs" id="client-invoice-items">
        {CLIENT_INVOICE_TEXTS.items}
      </Title>
      <Stack
        component="ul"
        gap={0}
        aria-labelledby="client-invoice-items"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {invoice.items.map((item, index) => (
          <Group
            // Lines have no id of their own; their order is the invoice's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder on this page
            key={index}
            component="li"
            justify="space-between"
            align="flex-start"
            wrap="nowrap"
            gap="md"
            py="xs"
            data-testid="client-invoice-line"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {item.description}
              </Text>
              <Text size="xs" c="dimmed">
                {lineDetails(item, invoice.currency)}
              </Text>
            </Stack>
            <Text
              size="sm"
              fw={500}
              aria-label={CLIENT_INVOICE_TEXTS.lineAmount}
              style={{ whiteSpace: 'nowrap' }}
            >
              <Money amount={item.amount} currency={invoice.currency} />
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

/** One date of the document's heading; `testId` names it for the tests. */
export type DocumentDate = { key: string; label: string; value: string; testId?: string | undefined };

/** The document's heading: its title and status, its dates as a definition list, and the seller's logo. */
export function DocumentHeading({
  title,
  badge,
  dates,
  seller,
}: {
  title: string;
  badge: ReactNode;
  dates: readonly DocumentDate[];
  seller: Pick<PublicInvoice['seller'], 'logoUrl' | 'name'>;
}) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {title}
          </Title>
          {badge}
        </Group>
        <Group component="dl" gap="lg" style={{ margin: 0 }}>
          {dates.map(({ key, label, value, testId }) => (
            <Group key={key} gap={6} wrap="nowrap">
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" fw={500} data-testid={testId} style={{ margin: 0 }}>
                {value}
              </Text>
            </Group>
          ))}
        </Group>
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
  );
}

/** The two parties side by side: the seller (From) and the client under the document's own title. */
export function DocumentParties({
  seller,
  client,
  clientTitle,
}: {
  seller: PublicInvoice['seller'];
  client: PublicInvoice['client'];
  clientTitle: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
      <Party title={CLIENT_INVOICE_TEXTS.from} testId="seller">
        <Text fw={600}>{seller.legalName || seller.name}</Text>
        <Lines text={seller.address} />
        {seller.taxId && <Text size="sm">{CLIENT_INVOICE_TEXTS.taxId(seller.taxId)}</Text>}
        {seller.email && <Text size="sm">{seller.email}</Text>}
        {seller.phone && <Text size="sm">{seller.phone}</Text>}
        {seller.website && <Text size="sm">{seller.website}</Text>}
      </Party>
      <Party title={clientTitle} testId="client">
        <Text fw={600}>{client.name}</Text>
        <Lines text={client.address} />
        {client.taxId && <Text size="sm">{CLIENT_INVOICE_TEXTS.taxId(client.taxId)}</Text>}
      </Party>
    </SimpleGrid>
  );
}

/** Download PDF, a real link to the document's PDF. */
export function DownloadPdfButton({ href, variant }: { href: string; variant: 'default' | 'filled' }) {
  return (
    <Group gap="sm" grow preventGrowOverflow={false}>
      <Button
        component="a"
        href={href}
        download
        variant={variant}
        leftSection={<IconDownload size={16} aria-hidden />}
      >
        {CLIENT_INVOICE_TEXTS.downloadPdf}
      </Button>
    </Group>
  );
}

/** The seller's footer under a rule, when there is one. */
export function SellerFooter({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <>
      <Divider />
      <Lines text={text} dimmed />
    </>
  );
}
