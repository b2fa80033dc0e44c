import type { RecurringInvoice } from '@folio/contracts';
import { ActionIcon, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Money } from '../../components/money';
import { OpenRecordLink } from '../../components/open-record-link';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { TEXTS } from '../../lib/texts';
import { pauseToggle } from './pause-toggle';
import { scheduleInWords } from './schedule';
import { SeriesStatusBadge } from './series-status-badge';
import { RECURRING_TEXTS } from './texts';

export type SeriesCardActions = {
  onOpen: (series: RecurringInvoice) => void;
  onPause: (series: RecurringInvoice) => void;
  onResume: (series: RecurringInvoice) => void;
  onDelete: (series: RecurringInvoice) => void;
};

/** What the card and its menu are given. */
type SeriesCardProps = {
  series: RecurringInvoice;
  canManage: boolean;
  actions: SeriesCardActions;
};

/** One series in the grid: client, status, schedule in words, next date, one invoice's total, menu. */
export function SeriesCard({ series, canManage, actions }: SeriesCardProps) {
  useLocale();
  return (
    <Card withBorder padding="md" radius="md" h="100%">
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <OpenRecordLink list="/invoices/recurring" id={series._id} onOpen={() => actions.onOpen(series)}>
              {series.client.name}
            </OpenRecordLink>
            <Text size="xs" c="dimmed">
              {RECURRING_TEXTS.itemCount(series.items.length)} ·{' '}
              {RECURRING_TEXTS.generatedCount(series.generatedCount)}
            </Text>
          </div>
          <SeriesMenu series={series} canManage={canManage} actions={actions} />
        </Group>
        <Group gap={6}>
          <SeriesStatusBadge status={series.status} />
        </Group>
        <Text size="sm" fw={500} data-testid="series-schedule">
          {scheduleInWords(series)}
        </Text>
        {series.project.length > 0 && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {series.project.map((project) => project.title).join(', ')}
          </Text>
        )}
        <Group justify="space-between" gap="xs" mt="auto">
          <Text fw={700}>
            <Money amount={series.total} currency={series.currency} />{' '}
            <Text span size="xs" c="dimmed" fw={400}>
              {RECURRING_TEXTS.perInvoice}
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            {series.nextDate
              ? RECURRING_TEXTS.nextOn(formatDate(series.nextDate))
              : RECURRING_TEXTS.noNextDate}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

/** The card's menu: Edit for everyone (the form says who may save); Pause or Resume and Delete for managers. */
function SeriesMenu({ series, canManage, actions }: SeriesCardProps) {
  useLocale();
  const toggle = pauseToggle(series.status);
  return (
    // No focus placeholder: a menu may hold only items, groups and separators.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={TEXTS.actionsFor(RECURRING_TEXTS.cardMenuName(series.client.name))}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          renderRoot={(props) => (
            <Link to="/invoices/recurring/$seriesId/edit" params={{ seriesId: series._id }} {...props} />
          )}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {TEXTS.edit}
        </Menu.Item>
        {canManage && (
          <>
            {toggle && (
              <Menu.Item
                leftSection={<toggle.Icon size={16} aria-hidden />}
                onClick={() => (toggle.action === 'pause' ? actions.onPause : actions.onResume)(series)}
              >
                {toggle.label}
              </Menu.Item>
            )}
            <Menu.Item
              // The theme's error colour, which reaches 4.5:1 on the menu in both schemes.
              c="var(--mantine-color-error)"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => actions.onDelete(series)}
            >
              {TEXTS.delete}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
