import type { Invoice } from '@folio/contracts';
import { Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Money } from '../../components/money';
import { OpenRecordLink } from '../../components/open-record-link';
import { OverdueBadge } from '../../components/overdue-badge';
import { RecordMenu } from '../../components/record-menu';
import { StatusBadge } from '../../components/status-badge';
import { formatDate, formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { INVOICE_TEXTS } from './texts';

export type InvoiceCardActions = {
  onOpen: (invoice: Invoice) => void;
  onPdf: (invoice: Invoice) => void;
  onArchive: (invoice: Invoice) => void;
  onUnarchive: (invoice: Invoice) => void;
  onDelete: (invoice: Invoice) => void;
};

/** One invoice in the grid: number and item count, status, client and projects, total, dates, menu. */
export function InvoiceCard({
  invoice,
  canManage,
  actions,
}: {
  invoice: Invoice;
  canManage: boolean;
  actions: InvoiceCardActions;
}) {
  useLocale();
  const dates = [
    INVOICE_TEXTS.cardCreated(formatDateTime(invoice.createdAt)),
    ...(invoice.sentAt ? [INVOICE_TEXTS.cardSent(formatDateTime(invoice.sentAt))] : []),
    ...(invoice.paidAt ? [INVOICE_TEXTS.cardPaid(formatDateTime(invoice.paidAt))] : []),
  ];
  return (
    <Card withBorder padding="md" radius="md" h="100%">
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <OpenRecordLink list="/invoices" id={invoice._id} onOpen={() => actions.onOpen(invoice)}>
              {INVOICE_TEXTS.cardTitle(invoice.displayNumber)}
            </OpenRecordLink>
            <Text size="xs" c="dimmed">
              {INVOICE_TEXTS.itemCount(invoice.items.length)}
            </Text>
          </div>
          <RecordMenu
            name={INVOICE_TEXTS.cardMenuName(invoice.displayNumber)}
            archived={invoice.status === 'archived'}
            canManage={canManage}
            leading={
              <Menu.Item
                leftSection={<IconFileTypePdf size={16} aria-hidden />}
                onClick={() => actions.onPdf(invoice)}
              >
                {INVOICE_TEXTS.viewPdf}
              </Menu.Item>
            }
            editLink={(props) => (
              <Link to="/invoices/$invoiceId/edit" params={{ invoiceId: invoice._id }} {...props} />
            )}
            onArchive={() => actions.onArchive(invoice)}
            onUnarchive={() => actions.onUnarchive(invoice)}
            onDelete={() => actions.onDelete(invoice)}
          />
        </Group>
        <Group gap={6}>
          <StatusBadge kind="invoice" status={invoice.status} />
          <OverdueBadge kind="invoice" overdue={invoice.overdue} />
        </Group>
        <Text size="sm" fw={500}>
          {invoice.client.name}
        </Text>
        {invoice.project.length > 0 && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {invoice.project.map((project) => project.title).join(', ')}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Text fw={700}>
            <Money amount={invoice.total} currency={invoice.currency} />
          </Text>
          <Text size="sm" c="dimmed">
            {invoice.dueDate ? INVOICE_TEXTS.due(formatDate(invoice.dueDate)) : INVOICE_TEXTS.noDueDate}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {dates.join(' · ')}
        </Text>
      </Stack>
    </Card>
  );
}
