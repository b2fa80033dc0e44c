import { createFileRoute } from '@tanstack/react-router';
import { WEBHOOK_TEXTS } from '../../features/webhooks/texts';
import { WebhooksScreen } from '../../features/webhooks/webhooks-screen';
import { screenHead } from '../../lib/page-title';

/** Webhooks: the organization's endpoints and their deliveries (admins). */
export const Route = createFileRoute('/_app/settings/webhooks')({
  head: () => screenHead(WEBHOOK_TEXTS.title),
  component: WebhooksScreen,
});
