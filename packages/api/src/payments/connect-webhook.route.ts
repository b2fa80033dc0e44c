import { BILLING_MSG, PAYMENT_MSG } from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import { registerSignedStripeRoute, signedStripeRouteDoc } from '../billing/signed-stripe-route';
import type { ApiDeps } from '../deps';
import { applyConnectEvent } from './connect-events';

/**
 * POST /api/payments/stripe-webhook: the events of the organizations' connected Stripe accounts
 * (their Checkout Sessions and account updates), from Stripe's Connect webhook endpoint, signed
 * with STRIPE_CONNECT_WEBHOOK_SECRET. Unset, it answers 503 and Stripe keeps retrying, so no
 * payment is lost.
 */
export const registerConnectWebhookRoute = (parent: FastifyInstance, deps: ApiDeps): Promise<void> =>
  registerSignedStripeRoute(parent, deps, {
    path: '/payments/stripe-webhook',
    secret: (config) => config.stripe?.connectWebhookSecret,
    notConfigured: PAYMENT_MSG.connectWebhookNotConfigured,
    apply: (event) => applyConnectEvent(deps, event),
    logMessage: 'stripe connect webhook',
  });

/** The route's entry for the OpenAPI document. */
export const connectWebhookOpenApiPath = {
  '/payments/stripe-webhook': signedStripeRouteDoc({
    operationId: 'payments-stripe-webhook',
    tag: 'payments',
    summary:
      'Stripe Connect webhook: the connected accounts’ checkout sessions (completed, async payment succeeded, expired) and account updates',
    description:
      'Called by Stripe, not by integrators. No bearer token: the `stripe-signature` header over the raw body is verified with STRIPE_CONNECT_WEBHOOK_SECRET. Each event id is applied once, however often Stripe retries it, and a checkout’s payment is recorded once whatever the events; events about sessions Folio did not open, and other event types, are acknowledged and ignored.',
    body: 'A Stripe event of a connected account, as Stripe sends it.',
    typeExample: 'checkout.session.completed',
    connectAccount: true,
    badSignature: `The signature is missing or does not match the body (“${BILLING_MSG.invalidSignature}”); nothing changes.`,
    notConfigured: `Payment webhooks are not configured (mock mode or no STRIPE_CONNECT_WEBHOOK_SECRET: “${PAYMENT_MSG.connectWebhookNotConfigured}”).`,
  }),
};
