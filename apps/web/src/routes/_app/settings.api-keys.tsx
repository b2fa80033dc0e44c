import { createFileRoute } from '@tanstack/react-router';
import { ApiKeysScreen } from '../../features/api-keys/api-keys-screen';
import { screenHead } from '../../lib/page-title';
import { TEXTS } from '../../lib/texts';

/** API keys: the organization's keys for integrations (admins). */
export const Route = createFileRoute('/_app/settings/api-keys')({
  // The tab title takes the shell's text, so the screen's texts load with the screen.
  head: () => screenHead(TEXTS.apiKeys),
  component: ApiKeysScreen,
});
