import { Button, Stack } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useConfirm } from '../../components/confirm-dialog';
import { ListHeader } from '../../components/list-header';
import { ListToolbar } from '../../components/list-toolbar';
import { PagedCardList, pagedItems } from '../../components/paged-card-list';
import { useLocale } from '../../lib/i18n';
import { toastFailure } from '../../lib/mutation-failure';
import type { InvoicesSearch } from '../../lib/search-params';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';
import { useCan } from '../../lib/use-can';
import { usePanel } from '../../lib/use-panel';
import { ClientPicker } from '../clients/client-picker';
import { InvoiceListsSwitch } from '../recurring-invoices/invoice-lists-switch';
import { InvoiceCard, type InvoiceCardActions } from './invoice-card';
import { InvoicePanel } from './invoice-panel';
import { openInvoicePdf } from './open-pdf';
import { hasInvoiceFilters, invoicesPageInput, invoicesSummaryInput } from './search';
import { InvoiceSummaryTiles } from './summary-tiles';
import { INVOICE_TEXTS, type InvoiceStatusFilter, invoiceStatusOptions } from './texts';
import { useInvoiceMutations } from './use-invoice-mutations';

const shownStatus = (status: InvoicesSearch['status']): InvoiceStatusFilter =>
  status === 'archived' || status === 'all' ? status : 'nonArchived';

/** /invoices: the title with the count, the tiles, the filters, the card grid and the side panel. */
export function InvoicesScreen({ search }: { search: InvoicesSearch }) {
  useLocale();
  const can = useCan();
  const navigate = useNavigate();
  const panel = usePanel();
  const mutations = useInvoiceMutations();
  const { confirm, dialog } = useConfirm();
  const invoices = trpc.invoices.page.useInfiniteQuery(invoicesPageInput(search), {
    getNextPageParam: (page) => page.nextCursor,
  });
  const { total } = pagedItems(invoices);

  const setSearch = (next: Partial<InvoicesSearch>) =>
    void navigate({
      from: '/invoices/',
      to: '/invoices',
      search: (prev) => ({ ...prev, ...next }),
      replace: true,
    });

  const actions: InvoiceCardActions = {
    onOpen: (invoice) => panel.open(invoice._id),
    onPdf: (invoice) => void openInvoicePdf(invoice._id),
    onArchive: (invoice) => mutations.setStatus.mutate({ id: invoice._id, status: 'archived' }),
    onUnarchive: (invoice) => mutations.setStatus.mutate({ id: invoice._id, status: 'draft' }),
    onDelete: async (invoice) => {
      if (await confirm({ message: INVOICE_TEXTS.deleteConfirm, confirmLabel: TEXTS.delete })) {
        mutations.remove.mutate(
          { id: invoice._id },
          { onError: (error) => toastFailure(error, INVOICE_TEXTS.listDeleteFailed) },
        );
      }
    },
  };

  return (
    <Stack gap="lg">
      {dialog}
      <InvoiceListsSwitch current="invoices" />
      <ListHeader
        title={INVOICE_TEXTS.title}
        total={total}
        action={
          can.manage && (
            <Button renderRoot={(props) => <Link to="/invoices/new" {...props} />}>
              {INVOICE_TEXTS.newInvoice}
            </Button>
          )
        }
      />
      <InvoiceSummaryTiles input={invoicesSummaryInput(search)} />

      <ListToolbar
        q={search.q ?? ''}
        onSearch={(q) => setSearch({ q: q || undefined })}
        searchLabel={INVOICE_TEXTS.searchInvoices}
        status={shownStatus(search.status)}
        statusOptions={invoiceStatusOptions()}
        onStatus={(status) => setSearch({ status: status === 'nonArchived' ? undefined : status })}
        canClear={hasInvoiceFilters(search)}
        onClear={() =>
          void navigate({ to: '/invoices', search: search.open ? { open: search.open } : {}, replace: true })
        }
      >
        <ClientPicker
          label={TEXTS.client}
          placeholder={INVOICE_TEXTS.allClients}
          clearable
          status="all"
          value={search.client ?? null}
          onChange={(client) => setSearch({ client: client ?? undefined })}
          style={{ flex: '0 1 220px' }}
        />
      </ListToolbar>

      <PagedCardList
        query={invoices}
        label={INVOICE_TEXTS.title}
        errorTitle={INVOICE_TEXTS.loadFailed}
        emptyText={INVOICE_TEXTS.empty}
        getKey={(invoice) => invoice._id}
        renderCard={(invoice) => <InvoiceCard invoice={invoice} canManage={can.manage} actions={actions} />}
        estimateRowHeight={230}
      />

      <InvoicePanel id={search.open} onClose={panel.close} />
    </Stack>
  );
}
