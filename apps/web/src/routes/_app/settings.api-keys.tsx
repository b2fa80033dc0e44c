import { createFileRoute } from '@tanstack/react-router';
import { ApiKeysScreen } from '../../features/api-keys/api-keys-screen';
import { API_KEY_TEXTS } from '../../features/api-keys/texts';
import { screenHead } from '../../lib/page-title';

/** API keys: the organization's keys for integrations (admins). */
export const Route = createFileRoute('/_app/settings/api-keys')({
  head: () => screenHead(API_KEY_TEXTS.title),
  component: ApiKeysScreen,
});
