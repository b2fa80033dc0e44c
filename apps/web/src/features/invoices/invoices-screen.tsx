import { Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useConfirmedDelete } from '../../components/confirm-dialog';
import { ListHeader } from '../../components/list-header';
import { PagedCardList, pagedItems } from '../../components/paged-card-list';
import { useLocale } from '../../lib/i18n';
import type { InvoicesSearch } from '../../lib/search-params';
import { listTotalIsAtLeast } from '../../lib/search-total';
import { trpc } from '../../lib/trpc';
import { useCan } from '../../lib/use-can';
import { usePanel } from '../../lib/use-panel';
import { InvoiceListsSwitch } from '../recurring-invoices/invoice-lists-switch';
import { InvoiceCard, type InvoiceCardActions } from './invoice-card';
import { DocumentListToolbar, keepOpenPanel, NewDocumentButton } from './list-parts';
import { openInvoicePdf } from './open-pdf';
import { hasInvoiceFilters, invoicesPageInput, invoicesSummaryInput } from './search';
import { InvoiceSummaryTiles } from './summary-tiles';
import { INVOICE_TEXTS, type InvoiceStatusFilter, invoiceStatusOptions } from './texts';
import { useInvoiceMutations } from './use-invoice-mutations';

// The invoice's panel (its actions, emails, payments and their forms) loads the first time an
// invoice is opened, not with the list: the list paints and answers sooner.
const InvoicePanel = lazy(() =>
  import('./invoice-panel').then((module) => ({ default: module.InvoicePanel })),
);

const shownStatus = (status: InvoicesSearch['status']): InvoiceStatusFilter =>
  status === 'archived' || status === 'all' ? status : 'nonArchived';

/** /invoices: the title with the count, the tiles, the filters, the card grid and the side panel. */
export function InvoicesScreen({ search }: { search: InvoicesSearch }) {
  useLocale();
  const can = useCan();
  const navigate = useNavigate();
  const panel = usePanel();
  // Once an invoice has been opened the panel stays mounted, so that it closes with its animation.
  const [panelWanted, setPanelWanted] = useState(Boolean(search.open));
  useEffect(() => {
    if (search.open) setPanelWanted(true);
  }, [search.open]);
  const mutations = useInvoiceMutations();
  const { confirmDelete, dialog } = useConfirmedDelete(mutations.remove);
  const invoices = trpc.invoices.page.useInfiniteQuery(invoicesPageInput(search), {
    getNextPageParam: (page) => page.nextCursor,
  });
  const { total, hasMore } = pagedItems(invoices);

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
    onDelete: (invoice) =>
      void confirmDelete(invoice._id, {
        message: INVOICE_TEXTS.deleteConfirm,
        failed: INVOICE_TEXTS.listDeleteFailed,
      }),
  };

  return (
    <Stack gap="lg">
      {dialog}
      <InvoiceListsSwitch current="invoices" />
      <ListHeader
        title={INVOICE_TEXTS.title}
        total={total}
        atLeast={listTotalIsAtLeast(total, Boolean(search.q), hasMore)}
        action={<NewDocumentButton to="/invoices/new" label={INVOICE_TEXTS.newInvoice} />}
      />
      <InvoiceSummaryTiles input={invoicesSummaryInput(search)} />

      <DocumentListToolbar
        search={search}
        onChange={setSearch}
        allClients={INVOICE_TEXTS.allClients}
        searchLabel={INVOICE_TEXTS.searchInvoices}
        status={shownStatus(search.status)}
        statusOptions={invoiceStatusOptions()}
        onStatus={(status) => setSearch({ status: status === 'nonArchived' ? undefined : status })}
        canClear={hasInvoiceFilters(search)}
        onClear={() => void navigate({ to: '/invoices', search: keepOpenPanel(search), replace: true })}
      />

      <PagedCardList
        query={invoices}
        label={INVOICE_TEXTS.title}
        errorTitle={INVOICE_TEXTS.loadFailed}
        emptyText={INVOICE_TEXTS.empty}
        getKey={(invoice) => invoice._id}
        renderCard={(invoice) => <InvoiceCard invoice={invoice} canManage={can.manage} actions={actions} />}
        estimateRowHeight={230}
      />

      {panelWanted && (
        <Suspense fallback={null}>
          <InvoicePanel id={search.open} onClose={panel.close} />
        </Suspense>
      )}
    </Stack>
  );
}
