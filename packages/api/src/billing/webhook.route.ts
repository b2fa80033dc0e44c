import { BILLING_MSG } from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { errors } from '../core/errors';
import type { ApiDeps } from '../deps';
import { stripeClient } from './stripe-client';
import { applyStripeEvent } from './stripe-events';

/**
 * POST /api/billing/webhook: Stripe's subscription events. No bearer token; the Stripe
 * signature over the raw body is the authentication. Registered as its own encapsulated plugin,
 * because the signature needs the exact bytes Stripe sent while the rest of /api parses JSON.
 */
export async function registerStripeWebhookRoute(parent: FastifyInstance, deps: ApiDeps): Promise<void> {
  await parent.register(async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );

    app.post('/billing/webhook', async (req) => {
      const stripe = stripeClient(deps.config);
      const secret = deps.config.stripe?.webhookSecret;
      // 503, not 400: a missing secret is the server's configuration, and Stripe keeps retrying
      // until it is set, so no event is lost.
      if (!stripe || !secret) throw errors.unavailable(BILLING_MSG.webhookNotConfigured);
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
      const outcome = await applyStripeEvent(deps, event);
      deps.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
      return { received: true as const };
    });
  });
}
