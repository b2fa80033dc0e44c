import {
  apiKeyIdInput,
  apiKeyListResponse,
  apiKeySchema,
  createApiKeyInput,
  createdApiKeySchema,
} from '@folio/contracts';
import { z } from 'zod';
import { rest } from '../trpc/openapi-meta';
import { adminProcedure, router } from '../trpc/procedures';
import { listApiKeys } from './api-keys.queries';
import * as apiKeys from './api-keys.service';

/** The organization's API keys (REST under /api/org/api-keys; docs/api.md#api-keys). Admins only. */
export const apiKeysRouter = router({
  list: adminProcedure
    .meta(
      rest('GET', '/org/api-keys', 'api-keys', {
        summary: "The organization's API keys (admins), newest first, revoked and expired ones too",
        description: 'Never the secrets: each key shows its prefix (`folio_` and 4 characters).',
      }),
    )
    .input(z.void())
    .output(apiKeyListResponse)
    .query(({ ctx }) => listApiKeys(ctx.scope)),

  create: adminProcedure
    .meta(
      rest('POST', '/org/api-keys', 'api-keys', {
        summary: 'Create an API key (admins, signed in as a person); the answer shows its secret once',
        description:
          'role is viewer, member, manager or admin, never above your own; the key acts with the lower of its role and your current one in this organization, and stops working if you leave it. expiresAt (optional) must be in the future. Answers 201 with the key and `secret`, which is never shown again: only its hash is stored.',
        errors: {
          403: 'The role is above your own, or the request is made with an API key (keys cannot create keys).',
          422: 'The name is empty or longer than 80 characters, the role is not one of the four, or expiresAt is not an ISO 8601 timestamp in the future (`errors` names the field).',
        },
        created: true,
      }),
    )
    .input(createApiKeyInput)
    .output(createdApiKeySchema)
    .mutation(({ ctx, input }) => apiKeys.createApiKey(ctx.scope, input)),

  revoke: adminProcedure
    .meta(
      rest('DELETE', '/org/api-keys/{id}', 'api-keys', {
        summary: 'Revoke an API key (admins): its next request is refused with 401',
        description: 'The key stays in the list with revokedAt. Revoking a revoked key changes nothing.',
        errors: { 404: 'No API key with this id in the current organization.' },
      }),
    )
    .input(apiKeyIdInput)
    .output(apiKeySchema)
    .mutation(({ ctx, input }) => apiKeys.revokeApiKey(ctx.scope, input)),
});
