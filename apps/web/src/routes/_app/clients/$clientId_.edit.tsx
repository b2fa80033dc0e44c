import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageLoader } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { ClientForm, ClientFormTitle } from '../../../features/clients/client-form';
import { CLIENT_TEXTS } from '../../../features/clients/texts';
import { useLocale } from '../../../lib/i18n';
import { screenHead } from '../../../lib/page-title';
import { trpc } from '../../../lib/trpc';

export const Route = createFileRoute('/_app/clients/$clientId_/edit')({
  head: () => screenHead(CLIENT_TEXTS.editClientTitle),
  loader: ({ context, params }) => void context.trpc.clients.get.prefetch({ id: params.clientId }),
  component: EditClientPage,
});

function EditClientPage() {
  useLocale();
  const { clientId } = Route.useParams();
  const client = trpc.clients.get.useQuery({ id: clientId });
  return (
    <Stack gap="lg">
      <ClientFormTitle editing />
      <QueryState query={client} errorTitle={CLIENT_TEXTS.loadOneFailed} loading={<PageLoader />}>
        {(data) => <ClientForm key={data._id} client={data} />}
      </QueryState>
    </Stack>
  );
}
