import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from '../constants';
import { z } from '../zod';
import { isoDateTime, recordId } from './common';
import { pageOf, pageParams, restPageParams } from './paging';

/** The most endpoints one organization may have. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
/** The longest endpoint URL and description. */
export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 500;
/** Subscribes to every event type (alone in `events`). */
export const WEBHOOK_ALL_EVENTS = '*';

/** Webhook texts: the form's checks, the server's refusals and the mail to admins of a disabled endpoint. */
export const WEBHOOK_MSG = {
  urlRequired: 'URL is required',
  urlInvalid: 'Enter a valid http or https URL',
  urlTooLong: `URL must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`,
  /** Production: a target must be https and reach a public address. */
  urlNotHttps: 'The URL must use https',
  urlNotPublic: 'The URL must reach a public internet address (not a private, loopback or link-local one)',
  urlUnresolvable: 'The URL’s host name could not be resolved',
  eventsRequired: 'Choose at least one event type, or all of them',
  eventsInvalid: 'Events must be event types from the list, or ["*"] alone for all of them',
  descriptionTooLong: `An endpoint’s description must be at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters`,
  enabledInvalid: 'Enabled must be true or false',
  tooMany: `An organization can have at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints`,
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  /** The endpoint is turned off: a test or redelivery is refused until it is enabled again. */
  disabled: 'This webhook endpoint is disabled; enable it first',
  deleted: 'Webhook endpoint deleted',
} as const;

/**
 * The mail to the organization's admins when Folio turns an endpoint off after 5 days of failures:
 * ICU MessageFormat templates ({org}, {url}, {link}), English as sent.
 */
export const WEBHOOK_MAIL_MSG = {
  subject: 'A webhook endpoint of {org} was disabled',
  body: 'Folio disabled the webhook endpoint {url} of {org}: every delivery to it failed for 5 days. Events are no longer sent to it. Once it answers again, enable it in Settings → Webhooks: {link}',
} as const;

/**
 * A non-empty list of event types, or ["*"] alone for every type; duplicates are dropped.
 */
const eventsField = z
  .array(z.string({ error: WEBHOOK_MSG.eventsInvalid }), { error: WEBHOOK_MSG.eventsRequired })
  .min(1, { error: WEBHOOK_MSG.eventsRequired, abort: true })
  .max(WEBHOOK_EVENT_TYPES.length + 1, { error: WEBHOOK_MSG.eventsInvalid, abort: true })
  .refine(
    (events) =>
      (events.length === 1 && events[0] === WEBHOOK_ALL_EVENTS) ||
      events.every((event) => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(event)),
    { error: WEBHOOK_MSG.eventsInvalid },
  )
  .transform((events) => [...new Set(events)])
  .meta({
    override: {
      type: 'array',
      minItems: 1,
      items: { type: 'string', enum: [...WEBHOOK_EVENT_TYPES, WEBHOOK_ALL_EVENTS] },
      description: 'Event types, or ["*"] alone for every type.',
    },
  });

const urlField = z
  .string({ error: WEBHOOK_MSG.urlRequired })
  .trim()
  .min(1, { error: WEBHOOK_MSG.urlRequired, abort: true })
  .max(WEBHOOK_URL_MAX_LENGTH, { error: WEBHOOK_MSG.urlTooLong, abort: true })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { error: WEBHOOK_MSG.urlInvalid },
  )
  .meta({ override: { type: 'string', format: 'uri', maxLength: WEBHOOK_URL_MAX_LENGTH } });

const descriptionField = z
  .string({ error: WEBHOOK_MSG.descriptionTooLong })
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX_LENGTH, { error: WEBHOOK_MSG.descriptionTooLong })
  .nullable()
  .transform((value) => (value ? value : null));

const enabledField = z.boolean({ error: WEBHOOK_MSG.enabledInvalid });

/** POST /api/org/webhooks (admins). */
export const createWebhookInput = z.object({
  url: urlField,
  events: eventsField,
  description: descriptionField.optional(),
  enabled: enabledField.optional().default(true),
});
/** PUT /api/org/webhooks/{id}: the fields present replace the stored ones. */
export const updateWebhookInput = z.object({
  id: z.string(),
  url: urlField.optional(),
  events: eventsField.optional(),
  description: descriptionField.optional(),
  enabled: enabledField.optional(),
});
export const webhookIdInput = z.object({ id: z.string() });
export const webhookDeliveryIdInput = z.object({ id: z.string(), deliveryId: z.string() });
/** GET /api/org/webhooks/{id}/deliveries: the whole log, or a page of it with limit/after. */
export const webhookDeliveryListInput = z.object({ id: z.string(), ...restPageParams });
/** The web app's paged deliveries of one endpoint. */
export const webhookDeliveryPageInput = z.object({ id: z.string(), ...pageParams });

export const webhookSchema = z.object({
  _id: recordId,
  url: z.string(),
  events: z.array(z.string()),
  description: z.string().nullable(),
  enabled: z.boolean(),
  /** Why Folio turned the endpoint off: `gone` (it answered 410) or `failing` (5 days of failures). */
  disabledReason: z.enum(['gone', 'failing']).nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Webhook = z.infer<typeof webhookSchema>;
export const webhookListResponse = z.array(webhookSchema);
/** The answer of a create or a rotation: the endpoint and its signing secret, shown this once. */
export const webhookWithSecretSchema = webhookSchema.extend({
  secret: z.string().describe('whsec_ then base64: the signing secret, answered only this once'),
});
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;
export const webhookEventTypesResponse = z.array(z.enum(WEBHOOK_EVENT_TYPES));

export const webhookAttemptSchema = z.object({
  at: isoDateTime,
  /** The answer's status; null when there was none (timeout, refused connection, unsafe address). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
});
export const webhookDeliverySchema = z.object({
  _id: recordId,
  /** The webhook-id header of every attempt: `msg_` and the event's id. */
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.array(webhookAttemptSchema),
  nextAttemptAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListResponse = z.array(webhookDeliverySchema);
export const webhookDeliveryPageSchema = pageOf(webhookDeliverySchema);

export type CreateWebhookInput = z.output<typeof createWebhookInput>;
export type UpdateWebhookInput = z.output<typeof updateWebhookInput>;
