import { Button, Group } from '@mantine/core';
import { IconFileInvoice, IconRepeat } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../../lib/i18n';
import { RECURRING_TEXTS } from './texts';

/**
 * The switch above the invoices lists: Invoices (/invoices) and Recurring (/invoices/recurring).
 * They are links, so each list has its own address and opens in a new tab; the current one is
 * marked for assistive technology.
 */
export function InvoiceListsSwitch({ current }: { current: 'invoices' | 'recurring' }) {
  useLocale();
  const tabs = [
    { key: 'invoices', to: '/invoices', label: RECURRING_TEXTS.tabs.invoices, icon: IconFileInvoice },
    { key: 'recurring', to: '/invoices/recurring', label: RECURRING_TEXTS.tabs.recurring, icon: IconRepeat },
  ] as const;
  return (
    <Group component="nav" aria-label={RECURRING_TEXTS.tabs.label} gap={4}>
      {tabs.map((tab) => {
        const active = tab.key === current;
        return (
          <Button
            key={tab.key}
            size="xs"
            radius="xl"
            variant={active ? 'light' : 'default'}
            leftSection={<tab.icon size={14} aria-hidden />}
            aria-current={active ? 'page' : undefined}
            renderRoot={(props) => <Link to={tab.to} {...props} />}
          >
            {tab.label}
          </Button>
        );
      })}
    </Group>
  );
}
