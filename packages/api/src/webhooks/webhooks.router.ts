import {
  createWebhookInput,
  msgResponse,
  updateWebhookInput,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_EVENT_TYPES,
  webhookDeliveryIdInput,
  webhookDeliveryListInput,
  webhookDeliveryListResponse,
  webhookDeliveryPageInput,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookEventTypesResponse,
  webhookIdInput,
  webhookListResponse,
  webhookSchema,
  webhookWithSecretSchema,
} from '@folio/contracts';
import { z } from 'zod';
import { restList, trpcPage } from '../trpc/list-page';
import { rest } from '../trpc/openapi-meta';
import { adminProcedure, router } from '../trpc/procedures';
import { findWebhook, listDeliveries, listWebhooks, pageDeliveries, toWebhook } from './webhooks.queries';
import * as webhooks from './webhooks.service';

const notFound = 'No webhook endpoint with this id in the current organization.';
const invalid =
  'The url is missing, not an http(s) URL, longer than 2000 characters, or (in production) not https or not reaching a public address; events is empty or holds an unknown type (["*"] alone subscribes to all); the description is longer than 500 characters; enabled is not a boolean (`errors` names the field).';
const disabled =
  'The endpoint is disabled (by an admin, after a 410, or after 5 days of failures): enable it first.';

/** The organization's webhook endpoints and their delivery log (admins; REST under /api/org/webhooks). */
export const webhooksRouter = router({
  list: adminProcedure
    .meta(
      rest('GET', '/org/webhooks', 'webhooks', {
        summary: "The organization's webhook endpoints (admins), oldest first",
      }),
    )
    .input(z.void())
    .output(webhookListResponse)
    .query(({ ctx }) => listWebhooks(ctx.scope)),

  eventTypes: adminProcedure
    .meta(
      rest('GET', '/org/webhooks/event-types', 'webhooks', {
        summary: 'The event types an endpoint can subscribe to (admins)',
        description: 'An endpoint subscribes to a list of these, or to ["*"] for all of them.',
      }),
    )
    .input(z.void())
    .output(webhookEventTypesResponse)
    .query(() => [...WEBHOOK_EVENT_TYPES]),

  get: adminProcedure
    .meta(
      rest('GET', '/org/webhooks/{id}', 'webhooks', {
        summary: 'One webhook endpoint (admins)',
        errors: { 404: notFound },
      }),
    )
    .input(webhookIdInput)
    .output(webhookSchema)
    .query(async ({ ctx, input }) => toWebhook(await findWebhook(ctx.scope, input.id))),

  create: adminProcedure
    .meta(
      rest('POST', '/org/webhooks', 'webhooks', {
        summary: 'Add a webhook endpoint (admins); its signing secret is answered this once',
        description:
          'Answers 201 with the endpoint and `secret` (whsec_ then base64), which no other answer shows: keep it to verify the webhook-signature header. ' +
          `At most ${WEBHOOK_ENDPOINTS_MAX} endpoints per organization.`,
        created: true,
        errors: {
          409: `The organization already has ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints.`,
          422: invalid,
        },
      }),
    )
    .input(createWebhookInput)
    .output(webhookWithSecretSchema)
    .mutation(({ ctx, input }) => webhooks.createWebhook(ctx.scope, input)),

  update: adminProcedure
    .meta(
      rest('PUT', '/org/webhooks/{id}', 'webhooks', {
        summary: 'Change a webhook endpoint (admins)',
        description:
          'The fields present replace the stored ones. enabled: true turns on an endpoint Folio disabled (disabledReason goes back to null).',
        errors: { 404: notFound, 422: invalid },
      }),
    )
    .input(updateWebhookInput)
    .output(webhookSchema)
    .mutation(({ ctx, input }) => webhooks.updateWebhook(ctx.scope, input)),

  delete: adminProcedure
    .meta(
      rest('DELETE', '/org/webhooks/{id}', 'webhooks', {
        summary: 'Delete a webhook endpoint (admins), with its delivery log',
        errors: { 404: notFound },
      }),
    )
    .input(webhookIdInput)
    .output(msgResponse)
    .mutation(({ ctx, input }) => webhooks.deleteWebhook(ctx.scope, input.id)),

  rotateSecret: adminProcedure
    .meta(
      rest('POST', '/org/webhooks/{id}/rotate-secret', 'webhooks', {
        summary: 'Issue a new signing secret (admins); the previous one keeps signing for 24 hours',
        description:
          'Answers the endpoint with its new `secret`, this once. For 24 hours every delivery carries two signatures in webhook-signature, one per secret, so receivers can switch without losing a delivery.',
        errors: { 404: notFound },
      }),
    )
    .input(webhookIdInput)
    .output(webhookWithSecretSchema)
    .mutation(({ ctx, input }) => webhooks.rotateWebhookSecret(ctx.scope, input.id)),

  test: adminProcedure
    .meta(
      rest('POST', '/org/webhooks/{id}/test', 'webhooks', {
        summary: 'Send a webhook.test event to this endpoint (admins)',
        description:
          'Records a webhook.test event for this endpoint only, whatever it subscribes to, and sends it at once. Answers its delivery, to follow in the log.',
        accepted: true,
        errors: { 404: notFound, 409: disabled },
      }),
    )
    .input(webhookIdInput)
    .output(webhookDeliverySchema)
    .mutation(({ ctx, input }) => webhooks.testWebhook(ctx.scope, input.id)),

  deliveries: adminProcedure
    .meta(
      rest('GET', '/org/webhooks/{id}/deliveries', 'webhooks', {
        summary: "An endpoint's deliveries, newest first (admins), each with its attempts",
        description:
          'eventId is the webhook-id header of every attempt. status: pending (nextAttemptAt says when), succeeded or failed. Each attempt: when, the status code (null: no answer), how long, what failed.',
        errors: { 404: notFound },
      }),
    )
    .input(webhookDeliveryListInput)
    .output(webhookDeliveryListResponse)
    .query(({ ctx, input }) => restList(ctx, input, listDeliveries, pageDeliveries)),

  /** The web app's paged delivery log of one endpoint. */
  deliveriesPage: adminProcedure
    .input(webhookDeliveryPageInput)
    .output(webhookDeliveryPageSchema)
    .query(({ ctx, input }) => trpcPage(ctx, input, pageDeliveries)),

  redeliver: adminProcedure
    .meta(
      rest('POST', '/org/webhooks/{id}/deliveries/{deliveryId}/redeliver', 'webhooks', {
        summary: 'Send a delivery again now, with the same webhook-id (admins)',
        description: 'A failed or succeeded delivery is pending again; its next attempt is made at once.',
        accepted: true,
        errors: { 404: `${notFound} Or no delivery with this id for this endpoint.`, 409: disabled },
      }),
    )
    .input(webhookDeliveryIdInput)
    .output(webhookDeliverySchema)
    .mutation(({ ctx, input }) => webhooks.redeliverWebhook(ctx.scope, input.id, input.deliveryId)),
});
