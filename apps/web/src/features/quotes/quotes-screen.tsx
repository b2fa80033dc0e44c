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
import { openQuotePdf } from './open-pdf';
import { QuoteCard, type QuoteCardActions } from './quote-card';
import { QuotePanel } from './quote-panel';
import { hasQuoteFilters, type QuotesSearch, quotesPageInput } from './search';
import { QUOTE_TEXTS, type QuoteStatusFilter, quoteStatusOptions } from './texts';
import { useQuoteMutations } from './use-quote-mutations';

/** /quotes: the title with the count, the filters, the card grid and the side panel. */
export function QuotesScreen({ search }: { search: QuotesSearch }) {
  useLocale();
  const can = useCan();
  const navigate = useNavigate();
  const panel = usePanel();
  const mutations = useQuoteMutations();
  const { confirmDelete, dialog } = useConfirmedDelete(mutations.remove);
  const quotes = trpc.quotes.page.useInfiniteQuery(quotesPageInput(search), {
    getNextPageParam: (page) => page.nextCursor,
  });
  const { total } = pagedItems(quotes);

  const setSearch = (next: Partial<QuotesSearch>) =>
    void navigate({ to: '/quotes', search: { ...search, ...next }, replace: true });

  const actions: QuoteCardActions = {
    onOpen: (quote) => panel.open(quote._id),
    onPdf: (quote) => void openQuotePdf(quote._id),
    onDelete: (quote) =>
      void confirmDelete(quote._id, {
        message: QUOTE_TEXTS.deleteConfirm,
        failed: QUOTE_TEXTS.listDeleteFailed,
      }),
  };

  return (
    <Stack gap="lg">
      {dialog}
      <ListHeader
        title={QUOTE_TEXTS.title}
        total={total}
        action={<NewDocumentButton to="/quotes/new" label={QUOTE_TEXTS.newQuote} />}
      />

      <DocumentListToolbar<QuoteStatusFilter>
        search={search}
        onChange={setSearch}
        allClients={QUOTE_TEXTS.allClients}
        searchLabel={QUOTE_TEXTS.searchQuotes}
        status={search.status ?? 'all'}
        statusOptions={quoteStatusOptions()}
        onStatus={(status) => setSearch({ status: status === 'all' ? undefined : status })}
        canClear={hasQuoteFilters(search)}
        onClear={() => void navigate({ to: '/quotes', search: keepOpenPanel(search), replace: true })}
      />

      <PagedCardList
        query={quotes}
        label={QUOTE_TEXTS.title}
        errorTitle={QUOTE_TEXTS.loadFailed}
        emptyText={QUOTE_TEXTS.empty}
        getKey={(quote) => quote._id}
        renderCard={(quote) => <QuoteCard quote={quote} canManage={can.manage} actions={actions} />}
        estimateRowHeight={190}
      />

      <QuotePanel id={search.open} onClose={panel.close} />
    </Stack>
  );
}
