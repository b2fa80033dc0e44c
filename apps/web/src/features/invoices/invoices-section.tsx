import { Anchor, Group, Skeleton, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Money } from '../../components/money';
import { PanelList } from '../../components/panel-list';
import { PanelSection } from '../../components/panel-section';
import { EmptyText, QueryState } from '../../components/query-state';
import { ShowMoreButton } from '../../components/show-more-button';
import { StatusBadge } from '../../components/status-badge';
import { useLocale } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { INVOICE_TEXTS } from './texts';

const PANEL_PAGE = 10;

type Filter = { client: string; status: 'nonArchived' } | { project: string; status: 'all' };

/** The invoices of a client or a project in its side panel, ten at a time, each opening its own panel. */
export function InvoicesSection({ filter }: { filter: Filter }) {
  useLocale();
  const invoices = trpc.invoices.page.useInfiniteQuery(
    { ...filter, limit: PANEL_PAGE },
    { getNextPageParam: (page) => page.nextCursor },
  );
  const items = invoices.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <PanelSection title={INVOICE_TEXTS.title}>
      <QueryState
        query={invoices}
        errorTitle={INVOICE_TEXTS.loadFailed}
        loading={<Skeleton h={60} />}
        isEmpty={(data) => data.pages[0]?.items.length === 0}
        empty={<EmptyText>{INVOICE_TEXTS.empty}</EmptyText>}
      >
        {() => (
          <PanelList items={items}>
            {(invoice) => (
              <>
                <Anchor
                  renderRoot={(props) => <Link to="/invoices" search={{ open: invoice._id }} {...props} />}
                  size="sm"
                >
                  {INVOICE_TEXTS.panelTitleOf(invoice.displayNumber)}
                </Anchor>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">
                    <Money amount={invoice.total} currency={invoice.currency} />
                  </Text>
                  <StatusBadge kind="invoice" status={invoice.overdue ? 'overdue' : invoice.status} />
                </Group>
              </>
            )}
          </PanelList>
        )}
      </QueryState>
      <ShowMoreButton query={invoices} label={INVOICE_TEXTS.showMore} />
    </PanelSection>
  );
}
