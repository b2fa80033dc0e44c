import type { Delivery, Invoice } from '@folio/contracts';
import { Button, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PanelSection } from '../../components/panel-section';
import { EmptyText, type QueryLike, QueryState } from '../../components/query-state';
import { StatusBadge } from '../../components/status-badge';
import { useLocale } from '../../lib/i18n';
import { deliveryFacts, deliveryNote } from './delivery-rules';
import { INVOICE_EMAIL_TEXTS, INVOICE_TEXTS } from './texts';
import { useInvoiceDeliveries, useInvoiceEmailMutations } from './use-invoice-email';

const NOTE_COLOR = { error: 'red', warning: 'orange' } as const;

/**
 * The panel's Emails: each delivery of the invoice with its status, recipients, when, attempts and
 * sender, and what the mail server answered. A failed one can be retried by those who may send.
 */
export function InvoiceDeliveries({
  invoice,
  canRetry,
}: {
  invoice: Pick<Invoice, '_id' | 'client'>;
  canRetry: boolean;
}) {
  useLocale();
  const deliveries = useInvoiceDeliveries(invoice);
  const { retry } = useInvoiceEmailMutations();
  return (
    <DeliveriesSection query={deliveries}>
      {(delivery) => (
        <DeliveryRow
          key={delivery._id}
          delivery={delivery}
          onRetry={
            canRetry && delivery.status === 'failed'
              ? () => retry.mutate({ id: invoice._id, deliveryId: delivery._id })
              : undefined
          }
          retrying={retry.isPending && retry.variables?.deliveryId === delivery._id}
        />
      )}
    </DeliveriesSection>
  );
}

/** The Emails section of an invoice's or a quote's panel: its deliveries as a list, each row as the caller draws it. */
export function DeliveriesSection({
  query,
  children,
}: {
  query: QueryLike<{ items: Delivery[] }>;
  children: (delivery: Delivery) => ReactNode;
}) {
  useLocale();
  return (
    <PanelSection title={INVOICE_EMAIL_TEXTS.sectionTitle}>
      <QueryState
        query={query}
        errorTitle={INVOICE_EMAIL_TEXTS.loadFailed}
        loading={<Skeleton h={60} />}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyText>{INVOICE_EMAIL_TEXTS.empty}</EmptyText>}
      >
        {(data) => (
          <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.items.map(children)}
          </Stack>
        )}
      </QueryState>
    </PanelSection>
  );
}

/** One delivery: its recipients, kind, facts and status, what the mail server said, and Retry when offered. */
export function DeliveryRow({
  delivery,
  onRetry,
  retrying,
}: {
  delivery: Delivery;
  onRetry: (() => void) | undefined;
  retrying: boolean;
}) {
  useLocale();
  const note = deliveryNote(delivery);
  const recipients = delivery.recipients.join(', ');
  return (
    <Stack
      component="li"
      gap={4}
      py="xs"
      aria-label={INVOICE_TEXTS.emailTo(recipients)}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {delivery.recipients.map((address, index) => (
              // Each address is kept on one line when it fits: lines break between addresses, not at
              // the hyphens inside one.
              <span key={address}>
                {index > 0 && ' '}
                <span style={{ display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere' }}>
                  {address}
                  {index < delivery.recipients.length - 1 && ','}
                </span>
              </span>
            ))}
          </Text>
          <Text size="xs" c="dimmed">
            {delivery.kind === 'reminder' && (
              <Text span size="xs" fw={600} c="var(--mantine-color-text)" data-testid="delivery-kind">
                {INVOICE_EMAIL_TEXTS.reminderKind}
                {' · '}
              </Text>
            )}
            {deliveryFacts(delivery)}
          </Text>
        </div>
        <StatusBadge kind="delivery" status={delivery.status} />
      </Group>
      {(note || onRetry) && (
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          {note ? (
            <Text size="xs" c={NOTE_COLOR[note.tone]} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {note.text}
            </Text>
          ) : (
            <span />
          )}
          {onRetry && (
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconRefresh size={12} aria-hidden />}
              loading={retrying}
              onClick={onRetry}
              style={{ flexShrink: 0 }}
            >
              {INVOICE_EMAIL_TEXTS.retry}
              <VisuallyHidden> {INVOICE_EMAIL_TEXTS.retryWhat(recipients)}</VisuallyHidden>
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
