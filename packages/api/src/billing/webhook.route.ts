import { BILLING_MSG } from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../deps';
import { registerSignedStripeRoute, signedStripeRouteDoc } from './signed-stripe-route';
import { applyStripeEvent } from './stripe-events';

/** POST /api/billing/webhook: Stripe's subscription events, signed with STRIPE_WEBHOOK_SECRET. */
export const registerStripeWebhookRoute = (parent: FastifyInstance, deps: ApiDeps): Promise<void> =>
  registerSignedStripeRoute(parent, deps, {
    path: '/billing/webhook',
    secret: (config) => config.stripe?.webhookSecret,
    notConfigured: BILLING_MSG.webhookNotConfigured,
    apply: (event) => applyStripeEvent(deps, event),
    logMessage: 'stripe webhook',
  });

/** The route's entry for the OpenAPI document. */
export const billingWebhookOpenApiPath = {
  '/billing/webhook': signedStripeRouteDoc({
    operationId: 'billing-webhook',
    tag: 'billing',
    summary: 'Stripe webhook: subscription events (checkout completed, subscription created/updated/deleted)',
    description:
      'Called by Stripe, not by integrators. No bearer token: the `stripe-signature` header over the raw body is verified with STRIPE_WEBHOOK_SECRET. Each event id is applied once, however often Stripe retries it; other event types are acknowledged and ignored.',
    body: 'A Stripe event, as Stripe sends it.',
    typeExample: 'customer.subscription.updated',
    badSignature: 'The signature is missing or does not match the body; nothing changes.',
    notConfigured: 'Webhooks are not configured (mock mode or no STRIPE_WEBHOOK_SECRET).',
  }),
};
