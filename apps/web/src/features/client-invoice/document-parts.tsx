import type { PublicInvoice } from '@folio/contracts/schemas/public-invoices';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from '../../components/brand';
import { LanguageSelect } from '../../components/language-select';
import { Money } from '../../components/money';
import { ThemeCycleButton } from '../../components/theme-button';
import { lineDetails } from './invoice-view';
import { CLIENT_INVOICE_TEXTS } from './texts';

/*
 * The pieces the client's pages share (the invoice's, its test payment page, the quote's): the
 * header, a party's block, a multi-line text and the list of lines. A module of their own, so a
 * page that shows them does not load the others' code (the invoice page's Pay).
 */

/** The client pages' header: the brand, the language and the theme (no sign-in, no navigation). */
export function ClientPageHeader() {
  return (
    <Container size="md" w="100%" py="sm" component="header">
      <Group justify="space-between" wrap="nowrap">
        <Brand hideNameOnMobile />
        <Group gap="xs" wrap="nowrap">
          <LanguageSelect />
          <ThemeCycleButton compact />
        </Group>
      </Group>
    </Container>
  );
}

/** One side of the document (From, Bill to): its title over its lines. */
export function Party({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
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
