import { createFileRoute } from '@tanstack/react-router';
import { ClientsScreen } from '../../../features/clients/clients-screen';
import { clientsPageInput } from '../../../features/clients/search';
import { CLIENT_TEXTS } from '../../../features/clients/texts';
import { screenHead } from '../../../lib/page-title';
import { validateClientsSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/_app/clients/')({
  head: () => screenHead(CLIENT_TEXTS.title),
  validateSearch: validateClientsSearch,
  loaderDeps: ({ search }) => ({ status: search.status, q: search.q, open: search.open }),
  // Start the first page (and the panel's client) while the page's code loads.
  loader: ({ context, deps }) => {
    void context.trpc.clients.page.prefetchInfinite(clientsPageInput(deps), {
      getNextPageParam: (page) => page.nextCursor,
      pages: 1,
    });
    if (deps.open) void context.trpc.clients.get.prefetch({ id: deps.open });
  },
  component: ClientsPage,
});

function ClientsPage() {
  return <ClientsScreen search={Route.useSearch()} />;
}
