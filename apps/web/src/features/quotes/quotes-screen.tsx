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
  const { confirm, dialog } = useConfirm();
  const quotes = trpc.quotes.page.useInfiniteQuery(quotesPageInput(search), {
    getNextPageParam: (page) => page.nextCursor,
  });
  const { total } = pagedItems(quotes);

  const setSearch = (next: Partial<QuotesSearch>) =>
    void navigate({ to: '/quotes', search: { ...search, ...next }, replace: true });

  const actions: QuoteCardActions = {
    onOpen: (quote) => panel.open(quote._id),
    onPdf: (quote) => void openQuotePdf(quote._id),
    onDelete: async (quote) => {
      if (await confirm({ message: QUOTE_TEXTS.deleteConfirm, confirmLabel: TEXTS.delete })) {
        mutations.remove.mutate(
          { id: quote._id },
          { onError: (error) => toastFailure(error, QUOTE_TEXTS.listDeleteFailed) },
        );
      }
    },
  };

  return (
    <Stack gap="lg">
      {dialog}
      <ListHeader
        title={QUOTE_TEXTS.title}
        total={total}
        action={
          can.manage && (
            <Button renderRoot={(props) => <Link to="/quotes/new" {...props} />}>
              {QUOTE_TEXTS.newQuote}
            </Button>
          )
        }
      />

      <ListToolbar<QuoteStatusFilter>
        q={search.q ?? ''}
        onSearch={(q) => setSearch({ q: q || undefined })}
        searchLabel={QUOTE_TEXTS.searchQuotes}
        status={search.status ?? 'all'}
        statusOptions={quoteStatusOptions()}
        onStatus={(status) => setSearch({ status: status === 'all' ? undefined : status })}
        canClear={hasQuoteFilters(search)}
        onClear={() =>
          void navigate({ to: '/quotes', search: search.open ? { open: search.open } : {}, replace: true })
        }
      >
        <ClientPicker
          label={TEXTS.client}
          placeholder={QUOTE_TEXTS.allClients}
          clearable
          status="all"
          value={search.client ?? null}
          onChange={(client) => setSearch({ client: client ?? undefined })}
          style={{ flex: '0 1 220px' }}
        />
      </ListToolbar>

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
