import { Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useConfirmedDelete } from '../../components/confirm-dialog';
import { ListHeader } from '../../components/list-header';
import { PagedCardList, pagedItems } from '../../components/paged-card-list';
import { useLocale } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { useCan } from '../../lib/use-can';
import { usePanel } from '../../lib/use-panel';
import { DocumentListToolbar, keepOpenPanel, NewDocumentButton } from '../invoices/list-parts';
import { INVOICE_TEXTS } from '../invoices/texts';
import { InvoiceListsSwitch } from './invoice-lists-switch';
import { hasSeriesFilters, type RecurringSearch, SERIES_STATUS_FILTERS, seriesPageInput } from './search';
import { SeriesCard, type SeriesCardActions } from './series-card';
import { SeriesPanel } from './series-panel';
import { RECURRING_TEXTS } from './texts';
import { useSeriesMutations } from './use-series-mutations';

/** /invoices/recurring: the switch to the invoices, the title with the count, the filters, the cards and the panel. */
export function RecurringScreen({ search }: { search: RecurringSearch }) {
  useLocale();
  const can = useCan();
  const navigate = useNavigate();
  const panel = usePanel();
  const mutations = useSeriesMutations();
  const { confirmDelete, dialog } = useConfirmedDelete(mutations.remove);
  const series = trpc.recurringInvoices.page.useInfiniteQuery(seriesPageInput(search), {
    getNextPageParam: (page) => page.nextCursor,
  });
  const { total } = pagedItems(series);

  const setSearch = (next: Partial<RecurringSearch>) =>
    void navigate({
      from: '/invoices/recurring/',
      to: '/invoices/recurring',
      search: (prev) => ({ ...prev, ...next }),
      replace: true,
    });

  const actions: SeriesCardActions = {
    onOpen: (one) => panel.open(one._id),
    onPause: (one) => mutations.pause.mutate({ id: one._id }),
    onResume: (one) => mutations.resume.mutate({ id: one._id }),
    onDelete: (one) =>
      void confirmDelete(one._id, {
        message: RECURRING_TEXTS.deleteConfirm,
        failed: RECURRING_TEXTS.listDeleteFailed,
      }),
  };

  return (
    <Stack gap="lg">
      {dialog}
      <InvoiceListsSwitch current="recurring" />
      <ListHeader
        title={INVOICE_TEXTS.recurring.title}
        total={total}
        action={<NewDocumentButton to="/invoices/recurring/new" label={RECURRING_TEXTS.newSeries} />}
      />

      <DocumentListToolbar
        search={search}
        onChange={setSearch}
        allClients={RECURRING_TEXTS.allClients}
        searchLabel={RECURRING_TEXTS.searchSeries}
        status={search.status ?? 'all'}
        statusOptions={SERIES_STATUS_FILTERS.map((value) => ({
          value,
          label: RECURRING_TEXTS.statusOptions[value],
        }))}
        onStatus={(status) => setSearch({ status: status === 'all' ? undefined : status })}
        canClear={hasSeriesFilters(search)}
        onClear={() =>
          void navigate({
            to: '/invoices/recurring',
            search: keepOpenPanel(search),
            replace: true,
          })
        }
      />

      <PagedCardList
        query={series}
        label={INVOICE_TEXTS.recurring.title}
        errorTitle={RECURRING_TEXTS.loadFailed}
        emptyText={RECURRING_TEXTS.empty}
        getKey={(one) => one._id}
        renderCard={(one) => <SeriesCard series={one} canManage={can.manage} actions={actions} />}
        estimateRowHeight={200}
      />

      <SeriesPanel id={search.open} onClose={panel.close} />
    </Stack>
  );
}
