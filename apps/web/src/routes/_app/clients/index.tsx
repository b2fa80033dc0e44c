import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { validateClientsSearch } from '../../../lib/search-params';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/clients/')({
  validateSearch: validateClientsSearch,
  component: ClientsPage,
});

function ClientsPage() {
  return <PlaceholderPage title="Clients" />;
}
