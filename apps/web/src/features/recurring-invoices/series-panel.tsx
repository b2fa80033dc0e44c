import { fromCents, type RecurringInvoice } from '@folio/contracts';
import { Alert, Anchor, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useConfirmedDelete } from '../../components/confirm-dialog';
import { EditRecordButton } from '../../components/edit-record-button';
import { Fact } from '../../components/fact';
import { Money } from '../../components/money';
import { PanelButton } from '../../components/panel-button';
import { PanelList } from '../../components/panel-list';
import { PanelSection } from '../../components/panel-section';
import { EmptyText, QueryState } from '../../components/query-state';
import { RecordPanel, type RecordPanelProps } from '../../components/record-panel';
import { ShowMoreButton } from '../../components/show-more-button';
import { StatusBadge } from '../../components/status-badge';
import { todayIn } from '../../lib/dates';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { serverMessage } from '../../lib/server-messages';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';
import { useCan } from '../../lib/use-can';
import { previewTotals, termsFor, totalsRows } from '../invoices/invoice-rules';
import { ClientFact, LineItemsSection, ProjectsSection } from '../invoices/panel-parts';
import { INVOICE_TOTALS_TEXTS } from '../invoices/texts';
import { TotalsBlock } from '../invoices/totals-block';
import { pauseToggle } from './pause-toggle';
import { endInWords, frequencyInWords } from './schedule';
import { SeriesStatusBadge } from './series-status-badge';
import { seriesFormValues } from './series-values';
import { RECURRING_TEXTS } from './texts';
import { useSeriesMutations } from './use-series-mutations';

/** How often an open panel asks again while an invoice of the series is owed (the job queue makes it). */
const OWED_REFRESH_MS = 2_000;
/** How many of the series' invoices the panel lists before Show more. */
const INVOICES_SHOWN = 10;

/** The organization's time zone, in which a series' dates come (undefined until it is known). */
const useOrgTimeZone = () => trpc.org.profile.useQuery(undefined, { staleTime: 60_000 }).data?.timeZone;

/**
 * Whether the series owes an invoice now: active, with its next date come in the organization's time
 * zone. The job queue makes it on its next scan; until then the panel keeps asking.
 */
const isOwed = (series: RecurringInvoice | undefined, timeZone: string | undefined) =>
  !!series &&
  !!timeZone &&
  series.status === 'active' &&
  series.nextDate !== null &&
  series.nextDate <= todayIn(timeZone);

function useSeries(id: string | undefined) {
  const timeZone = useOrgTimeZone();
  return trpc.recurringInvoices.get.useQuery(
    { id: id ?? '' },
    {
      enabled: !!id,
      refetchInterval: (query) => (isOwed(query.state.data, timeZone) ? OWED_REFRESH_MS : false),
    },
  );
}

/** The series side panel, open while the address says `?open={seriesId}`. */
export function SeriesPanel({ id, onClose }: RecordPanelProps) {
  useLocale();
  return (
    <RecordPanel
      id={id}
      onClose={onClose}
      useRecord={useSeries}
      title={(series) =>
        series ? RECURRING_TEXTS.panelTitleOf(series.client.name) : RECURRING_TEXTS.panelTitle
      }
      errorTitle={RECURRING_TEXTS.loadOneFailed}
    >
      {(series) => <SeriesDetails series={series} onDeleted={onClose} />}
    </RecordPanel>
  );
}

function SeriesDetails({ series, onDeleted }: { series: RecurringInvoice; onDeleted: () => void }) {
  useLocale();
  const can = useCan();
  const mutations = useSeriesMutations();
  const { confirmDelete, dialog } = useConfirmedDelete(mutations.remove);
  const rates = trpc.taxRates.list.useQuery().data ?? [];
  // One invoice's amounts by the rules every invoice is made with, at the rates' current terms.
  const preview = previewTotals(seriesFormValues(series), termsFor(rates));
  const taxes = preview.ok
    ? preview.totals.taxes.map((tax) => ({
        taxRateId: tax.taxRateId,
        name: tax.name,
        percent: tax.percent,
        compound: tax.compound,
        taxableAmount: fromCents(tax.taxableCents),
        amount: fromCents(tax.amountCents),
      }))
    : [];
  const end = endInWords(series.end);
  const toggle = pauseToggle(series.status);

  const remove = () =>
    confirmDelete(series._id, {
      message: RECURRING_TEXTS.deleteConfirm,
      failed: RECURRING_TEXTS.deleteFailed,
      onDeleted,
    });

  return (
    <Stack gap="lg">
      {dialog}
      <Group gap="xs">
        <SeriesStatusBadge status={series.status} />
      </Group>
      {series.pauseMessage && (
        <Alert color="orange" variant="light" p="sm" data-testid="pause-reason">
          {serverMessage(series.pauseMessage)}
        </Alert>
      )}

      {can.manage && (
        <Group gap="xs" role="group" aria-label={RECURRING_TEXTS.seriesActions}>
          {toggle && (
            <PanelButton
              icon={toggle.Icon}
              loading={mutations[toggle.action].isPending}
              onClick={() => mutations[toggle.action].mutate({ id: series._id })}
            >
              {toggle.label}
            </PanelButton>
          )}
          <EditRecordButton
            link={{ to: '/invoices/recurring/$seriesId/edit', params: { seriesId: series._id } }}
          />
          <PanelButton variant="subtle" color="red" onClick={() => void remove()}>
            {TEXTS.delete}
          </PanelButton>
        </Group>
      )}

      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        <ClientFact client={series.client} />
        <Fact label={RECURRING_TEXTS.schedule}>{frequencyInWords(series.frequency, series.startDate)}</Fact>
        <Fact label={RECURRING_TEXTS.nextDate}>
          <span data-testid="series-next-date">
            {series.nextDate ? formatDate(series.nextDate) : RECURRING_TEXTS.noNextDate}
          </span>
        </Fact>
        <Fact label={RECURRING_TEXTS.startDate}>{formatDate(series.startDate)}</Fact>
        <Fact label={RECURRING_TEXTS.ends}>{end ?? RECURRING_TEXTS.form.endNever}</Fact>
        <Fact label={RECURRING_TEXTS.dueAfter}>{RECURRING_TEXTS.dueDays(series.daysUntilDue)}</Fact>
        <Fact label={RECURRING_TEXTS.autoSend}>
          {series.autoSend ? RECURRING_TEXTS.autoSendOn : RECURRING_TEXTS.autoSendOff}
        </Fact>
        <Fact label={INVOICE_TOTALS_TEXTS.total}>
          <Money amount={series.total} currency={series.currency} />
        </Fact>
      </SimpleGrid>

      <SeriesInvoices series={series} />

      <LineItemsSection
        title={RECURRING_TEXTS.items}
        document={{ taxes, items: series.items, currency: series.currency }}
      />

      {preview.ok && (
        <PanelSection title={INVOICE_TOTALS_TEXTS.title}>
          <TotalsBlock
            label={INVOICE_TOTALS_TEXTS.title}
            rows={totalsRows(preview.totals, series.currency, series.pricesIncludeTax)}
          />
        </PanelSection>
      )}

      <ProjectsSection
        title={RECURRING_TEXTS.projects}
        emptyText={RECURRING_TEXTS.noProjects}
        projects={series.project}
      />
    </Stack>
  );
}

/** The invoices the series made, newest first, each opening in the invoices list's panel. */
function SeriesInvoices({ series }: { series: RecurringInvoice }) {
  useLocale();
  const owed = isOwed(series, useOrgTimeZone());
  const invoices = trpc.recurringInvoices.invoicesPage.useInfiniteQuery(
    { id: series._id, limit: INVOICES_SHOWN },
    { getNextPageParam: (page) => page.nextCursor, refetchInterval: owed ? OWED_REFRESH_MS : false },
  );
  const items = invoices.data?.pages.flatMap((page) => page.items) ?? [];
  // The series' count moved (its refresh saw a new invoice): its list follows, even once nothing is
  // owed, and so do the invoices list, its tiles and the series list's cards.
  const utils = trpc.useUtils();
  const count = series.generatedCount;
  const seen = useRef(count);
  useEffect(() => {
    if (seen.current === count) return;
    seen.current = count;
    void Promise.all([
      utils.recurringInvoices.invoicesPage.invalidate({ id: series._id }),
      utils.recurringInvoices.page.invalidate(),
      utils.invoices.page.invalidate(),
      utils.invoices.summary.invalidate(),
    ]);
  }, [count, series._id, utils]);
  return (
    <PanelSection title={`${RECURRING_TEXTS.invoices} (${series.generatedCount})`}>
      <QueryState
        query={invoices}
        errorTitle={RECURRING_TEXTS.invoicesLoadFailed}
        loading={<Skeleton h={60} radius="md" />}
        isEmpty={() => items.length === 0}
        empty={<EmptyText>{RECURRING_TEXTS.noInvoices}</EmptyText>}
      >
        {() => (
          <Stack gap="xs">
            <PanelList items={items}>
              {(invoice) => (
                <>
                  <Text size="sm" style={{ minWidth: 0 }}>
                    <Anchor
                      size="sm"
                      renderRoot={(props) => (
                        <Link to="/invoices" search={{ open: invoice._id }} {...props} />
                      )}
                    >
                      {RECURRING_TEXTS.invoiceRow(invoice.displayNumber)}
                    </Anchor>{' '}
                    <Text span size="sm" c="dimmed" data-testid="series-invoice-date">
                      {RECURRING_TEXTS.invoiceOf(formatDate(invoice.recurringDate ?? invoice.createdAt))}
                    </Text>
                  </Text>
                  <Group gap="xs" wrap="nowrap">
                    <StatusBadge kind="invoice" status={invoice.status} />
                    <Text size="sm">
                      <Money amount={invoice.total} currency={invoice.currency} />
                    </Text>
                  </Group>
                </>
              )}
            </PanelList>
            <ShowMoreButton query={invoices} label={RECURRING_TEXTS.showMoreInvoices} />
          </Stack>
        )}
      </QueryState>
    </PanelSection>
  );
}
