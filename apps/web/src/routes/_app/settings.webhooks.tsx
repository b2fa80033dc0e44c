import { createFileRoute } from '@tanstack/react-router';
import { WebhooksScreen } from '../../features/webhooks/webhooks-screen';
import { screenHead } from '../../lib/page-title';
import { TEXTS } from '../../lib/texts';

/** Webhooks: the organization's endpoints and their deliveries (admins). */
export const Route = createFileRoute('/_app/settings/webhooks')({
  // The tab title takes the shell's text, so the screen's texts load with the screen.
  head: () => screenHead(TEXTS.webhooks),
  component: WebhooksScreen,
});
