import { Button, Stack } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useConfirm } from '../../components/confirm-dialog';
import { ListHeader } from '../../components/list-header';
import { ListToolbar } from '../../components/list-toolbar';
import { PagedCardList, pagedItems } from '../../components/paged-card-list';
import { useLocale } from '../../lib/i18n';
import type { ClientsSearch } from '../../lib/search-params';
import { listTotalIsAtLeast } from '../../lib/search-total';
import { trpc } from '../../lib/trpc';
import { useCan } from '../../lib/use-can';
import { usePanel } from '../../lib/use-panel';
import { ClientCard, type ClientCardActions } from './client-card';
import { ClientPanel } from './client-panel';
import { clientsPageInput, hasClientFilters } from './search';
import { CLIENT_TEXTS, clientStatusOptions } from './texts';
import { useClientMutations } from './use-client-mutations';

/** /clients: the title with the count, the filters, the card grid and the side panel. */
export function ClientsScreen({ search }: { search: ClientsSearch }) {
  useLocale();
  const can = useCan();
  const navigate = useNavigate();
  const panel = usePanel();
  const { setStatus, remove } = useClientMutations();
  const { confirm, dialog } = useConfirm();
  const clients = trpc.clients.page.useInfiniteQuery(clientsPageInput(search), {
    getNextPageParam: (page) => page.nextCursor,
  });
  const { total, hasMore } = pagedItems(clients);

  const setSearch = (next: Partial<ClientsSearch>) =>
    void navigate({
      from: '/clients/',
      to: '/clients',
      search: (prev) => ({ ...prev, ...next }),
      replace: true,
    });

  const actions: ClientCardActions = {
    onOpen: (client) => panel.open(client._id),
    onArchive: (client) => setStatus.mutate({ id: client._id, status: 'archived' }),
    onUnarchive: (client) => setStatus.mutate({ id: client._id, status: 'active' }),
    onDelete: async (client) => {
      if (await confirm({ message: CLIENT_TEXTS.deleteConfirm, confirmLabel: CLIENT_TEXTS.delete })) {
        remove.mutate({ id: client._id });
      }
    },
  };

  return (
    <Stack gap="lg">
      {dialog}
      <ListHeader
        title={CLIENT_TEXTS.title}
        total={total}
        atLeast={listTotalIsAtLeast(total, Boolean(search.q), hasMore)}
        action={
          can.manage && (
            <Button renderRoot={(props) => <Link to="/clients/new" {...props} />}>
              {CLIENT_TEXTS.newClient}
            </Button>
          )
        }
      />

      <ListToolbar
        q={search.q ?? ''}
        onSearch={(q) => setSearch({ q: q || undefined })}
        searchLabel={CLIENT_TEXTS.searchClients}
        status={search.status === 'archived' || search.status === 'all' ? search.status : 'active'}
        statusOptions={clientStatusOptions()}
        onStatus={(status) => setSearch({ status: status === 'active' ? undefined : status })}
        canClear={hasClientFilters(search)}
        onClear={() =>
          void navigate({ to: '/clients', search: search.open ? { open: search.open } : {}, replace: true })
        }
      />

      <PagedCardList
        query={clients}
        label={CLIENT_TEXTS.title}
        errorTitle={CLIENT_TEXTS.loadFailed}
        emptyText={CLIENT_TEXTS.empty}
        getKey={(client) => client._id}
        renderCard={(client) => <ClientCard client={client} canManage={can.manage} actions={actions} />}
        estimateRowHeight={170}
      />

      <ClientPanel id={search.open} onClose={panel.close} />
    </Stack>
  );
}
