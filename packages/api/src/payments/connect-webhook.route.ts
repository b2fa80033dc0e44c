import { BILLING_MSG, PAYMENT_MSG } from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { stripeClient } from '../billing/stripe-client';
import { errors } from '../core/errors';
import type { ApiDeps } from '../deps';
import { ERROR_REASONS, errorResponse } from '../openapi-errors';
import { applyConnectEvent } from './connect-events';

/**
 * POST /api/payments/stripe-webhook: the events of the organizations' connected Stripe accounts
 * (their Checkout Sessions and account updates), from Stripe's Connect webhook endpoint. No bearer
 * token; the signature over the raw body, with STRIPE_CONNECT_WEBHOOK_SECRET, is the
 * authentication. Its own encapsulated plugin, like the billing webhook: the signature needs the
 * exact bytes Stripe sent while the rest of /api parses JSON.
 */
export async function registerConnectWebhookRoute(parent: FastifyInstance, deps: ApiDeps): Promise<void> {
  await parent.register(async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );

    app.post('/payments/stripe-webhook', async (req) => {
      const stripe = stripeClient(deps.config);
      const secret = deps.config.stripe?.connectWebhookSecret;
      // 503, not 400: a missing secret is the server's configuration, and Stripe keeps retrying
      // until it is set, so no payment is lost.
      if (!stripe || !secret) throw errors.unavailable(PAYMENT_MSG.connectWebhookNotConfigured);
      const signature = req.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) {
        throw errors.badRequest(BILLING_MSG.invalidSignature);
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(req.body, signature, secret);
      } catch {
        throw errors.badRequest(BILLING_MSG.invalidSignature);
      }
      const outcome = await applyConnectEvent(deps, event);
      deps.log.info(
        { eventId: event.id, type: event.type, account: event.account, outcome },
        'stripe connect webhook',
      );
      return { received: true as const };
    });
  });
}

const json = (schema: object) => ({ 'application/json': { schema } });

/** The route's entry for the OpenAPI document. */
export const connectWebhookOpenApiPath = {
  '/payments/stripe-webhook': {
    post: {
      operationId: 'payments-stripe-webhook',
      tags: ['payments'],
      summary:
        'Stripe Connect webhook: the connected accounts’ checkout sessions (completed, async payment succeeded, expired) and account updates',
      description:
        'Called by Stripe, not by integrators. No bearer token: the `stripe-signature` header over the raw body is verified with STRIPE_CONNECT_WEBHOOK_SECRET. Each event id is applied once, however often Stripe retries it, and a checkout’s payment is recorded once whatever the events; events about sessions Folio did not open, and other event types, are acknowledged and ignored.',
      security: [],
      parameters: [
        {
          name: 'stripe-signature',
          in: 'header',
          required: true,
          description: 'Stripe’s signature of the raw body (`t=…,v1=…`).',
          schema: { type: 'string' },
        },
      ],
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          description: 'A Stripe event of a connected account, as Stripe sends it.',
          required: ['id', 'type', 'data'],
          properties: {
            id: { type: 'string', description: 'The event id (`evt_…`), applied once.' },
            type: { type: 'string', description: 'e.g. `checkout.session.completed`.' },
            account: { type: 'string', description: 'The connected account (`acct_…`).' },
            data: {
              type: 'object',
              required: ['object'],
              properties: {
                object: { type: 'object', description: 'The Stripe object the event is about.' },
              },
            },
          },
        }),
      },
      responses: {
        200: {
          description: 'Event applied, already applied, or ignored',
          content: json({
            type: 'object',
            properties: { received: { type: 'boolean' } },
            required: ['received'],
            additionalProperties: false,
          }),
        },
        400: errorResponse(
          `The signature is missing or does not match the body (“${BILLING_MSG.invalidSignature}”); nothing changes.`,
        ),
        413: errorResponse(ERROR_REASONS.tooLarge),
        500: errorResponse(ERROR_REASONS.unexpected),
        503: errorResponse(
          `Payment webhooks are not configured (mock mode or no STRIPE_CONNECT_WEBHOOK_SECRET: “${PAYMENT_MSG.connectWebhookNotConfigured}”).`,
        ),
      },
    },
  },
};
