import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { screenHead } from '../../../lib/page-title';
import { validateClientsSearch } from '../../../lib/search-params';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/clients/')({
  head: () => screenHead('Clients'),
  validateSearch: validateClientsSearch,
  component: ClientsPage,
});

function ClientsPage() {
  return <PlaceholderPage title="Clients" />;
}
