import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ClientForm, ClientFormTitle } from '../../../features/clients/client-form';
import { CLIENT_TEXTS } from '../../../features/clients/texts';
import { useLocale } from '../../../lib/i18n';
import { screenHead } from '../../../lib/page-title';

export const Route = createFileRoute('/_app/clients/new')({
  head: () => screenHead(CLIENT_TEXTS.newClientTitle),
  component: NewClientPage,
});

function NewClientPage() {
  useLocale();
  return (
    <Stack gap="lg">
      <ClientFormTitle editing={false} />
      <ClientForm />
    </Stack>
  );
}
