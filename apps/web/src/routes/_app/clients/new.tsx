import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ClientForm, ClientFormTitle } from '../../../features/clients/client-form';
import { screenHead } from '../../../lib/page-title';

export const Route = createFileRoute('/_app/clients/new')({
  head: () => screenHead('New Client'),
  component: NewClientPage,
});

function NewClientPage() {
  return (
    <Stack gap="lg">
      <ClientFormTitle editing={false} />
      <ClientForm />
    </Stack>
  );
}
