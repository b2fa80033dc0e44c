import type { RecurringInvoice } from '@folio/contracts';
import { Button, Stack } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useConfirm } from '../../components/confirm-dialog';
import { ListHeader } from '../../components/list-header';
import { ListToolbar } from '../../components/list-toolbar';
import { PagedCardList, pagedItems } from '../../components/paged-card-list';
import { useLocale } from '../../lib/i18n';
import { toastFailure } from '../../lib/mutation-failure';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';
import { useCan } from '../../lib/use-can';
import { usePanel } from '../../lib/use-panel';
import { ClientPicker } from '../clients/client-picker';
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
  const { confirm, dialog } = useConfirm();
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
    onDelete: async (one: RecurringInvoice) => {
      if (await confirm({ message: RECURRING_TEXTS.deleteConfirm, confirmLabel: TEXTS.delete })) {
        mutations.remove.mutate(
          { id: one._id },
          { onError: (error) => toastFailure(error, RECURRING_TEXTS.listDeleteFailed) },
        );
      }
    },
  };

  return (
    <Stack gap="lg">
      {dialog}
      <InvoiceListsSwitch current="recurring" />
      <ListHeader
        title={INVOICE_TEXTS.recurring.title}
        total={total}
        action={
          can.manage && (
            <Button renderRoot={(props) => <Link to="/invoices/recurring/new" {...props} />}>
              {RECURRING_TEXTS.newSeries}
            </Button>
          )
        }
      />

      <ListToolbar
        q={search.q ?? ''}
        onSearch={(q) => setSearch({ q: q || undefined })}
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
            search: search.open ? { open: search.open } : {},
            replace: true,
          })
        }
      >
        <ClientPicker
          label={TEXTS.client}
          placeholder={RECURRING_TEXTS.allClients}
          clearable
          status="all"
          value={search.client ?? null}
          onChange={(client) => setSearch({ client: client ?? undefined })}
          style={{ flex: '0 1 220px' }}
        />
      </ListToolbar>

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
