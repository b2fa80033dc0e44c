import type { Quote } from '@folio/contracts';
import { ActionIcon, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconFileTypePdf, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Money } from '../../components/money';
import { OpenRecordLink } from '../../components/open-record-link';
import { StatusBadge } from '../../components/status-badge';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { TEXTS } from '../../lib/texts';
import { canEditQuote } from './quote-rules';
import { QUOTE_TEXTS } from './texts';

export type QuoteCardActions = {
  onOpen: (quote: Quote) => void;
  onPdf: (quote: Quote) => void;
  onDelete: (quote: Quote) => void;
};

/** One quote in the grid: number and item count, status, client, total, validity, menu. */
export function QuoteCard({
  quote,
  canManage,
  actions,
}: {
  quote: Quote;
  canManage: boolean;
  actions: QuoteCardActions;
}) {
  useLocale();
  return (
    <Card withBorder padding="md" radius="md" h="100%" data-testid="quote-card">
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <OpenRecordLink list="/quotes" id={quote._id} onOpen={() => actions.onOpen(quote)}>
              {QUOTE_TEXTS.cardTitle(quote.displayNumber)}
            </OpenRecordLink>
            <Text size="xs" c="dimmed">
              {QUOTE_TEXTS.itemCount(quote.items.length)}
            </Text>
          </div>
          {/* A quote is never archived: its menu is View PDF, and Edit (drafts) and Delete for managers. */}
          <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={TEXTS.actionsFor(QUOTE_TEXTS.cardMenuName(quote.displayNumber))}
              >
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconFileTypePdf size={16} aria-hidden />}
                onClick={() => actions.onPdf(quote)}
              >
                {QUOTE_TEXTS.viewPdf}
              </Menu.Item>
              {canManage && canEditQuote(quote) && (
                <Menu.Item
                  leftSection={<IconPencil size={16} aria-hidden />}
                  renderRoot={(props) => (
                    <Link to="/quotes/$quoteId/edit" params={{ quoteId: quote._id }} {...props} />
                  )}
                >
                  {TEXTS.edit}
                </Menu.Item>
              )}
              {canManage && (
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => actions.onDelete(quote)}
                >
                  {TEXTS.delete}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Group gap={6}>
          <StatusBadge kind="quote" status={quote.status} />
        </Group>
        <Text size="sm" fw={500}>
          {quote.client.name}
        </Text>
        <Group justify="space-between" gap="xs" mt="auto">
          <Text fw={700}>
            <Money amount={quote.total} currency={quote.currency} />
          </Text>
          <Text size="sm" c="dimmed">
            {QUOTE_TEXTS.cardValidUntil(formatDate(quote.validUntil))}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
