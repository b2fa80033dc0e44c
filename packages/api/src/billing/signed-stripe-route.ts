import { BILLING_MSG } from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { ApiConfig } from '../config';
import { errors } from '../core/errors';
import type { ApiDeps } from '../deps';
import { ERROR_REASONS, errorResponse } from '../openapi-errors';
import { stripeClient } from './stripe-client';

/** One of Folio's Stripe webhook endpoints: its path, its signing secret and what it does with an event. */
type SignedStripeRoute = {
  path: string;
  /** The endpoint's signing secret in the configuration; unset: the route answers 503 `notConfigured`. */
  secret: (config: ApiConfig) => string | undefined;
  notConfigured: string;
  /** Applies a verified event; answers what came of it, for the log. */
  apply: (event: Stripe.Event) => Promise<string>;
  logMessage: string;
};

/**
 * Registers a Stripe webhook endpoint: no bearer token, the Stripe signature over the raw body is
 * the authentication. Its own encapsulated plugin, because the signature needs the exact bytes
 * Stripe sent while the rest of /api parses JSON.
 */
export async function registerSignedStripeRoute(
  parent: FastifyInstance,
  deps: ApiDeps,
  route: SignedStripeRoute,
): Promise<void> {
  await parent.register(async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );

    app.post(route.path, async (req) => {
      const stripe = stripeClient(deps.config);
      const secret = route.secret(deps.config);
      // 503, not 400: a missing secret is the server's configuration, and Stripe keeps retrying
      // until it is set, so no event is lost.
      if (!stripe || !secret) throw errors.unavailable(route.notConfigured);
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
      const outcome = await route.apply(event);
      deps.log.info(
        {
          eventId: event.id,
          type: event.type,
          ...(event.account ? { account: event.account } : {}),
          outcome,
        },
        route.logMessage,
      );
      return { received: true as const };
    });
  });
}

const json = (schema: object) => ({ 'application/json': { schema } });

/** What the OpenAPI entry of a Stripe webhook endpoint says that differs from one endpoint to another. */
type SignedStripeRouteDoc = {
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  /** What the body is ("A Stripe event, as Stripe sends it."). */
  body: string;
  /** An event type it handles, as the `type` property's example. */
  typeExample: string;
  /** Events of connected accounts carry `account`. */
  connectAccount?: boolean;
  badSignature: string;
  notConfigured: string;
};

/** The OpenAPI entry of a Stripe webhook endpoint (plain routes are listed in the document by hand). */
export function signedStripeRouteDoc(doc: SignedStripeRouteDoc) {
  return {
    post: {
      operationId: doc.operationId,
      tags: [doc.tag],
      summary: doc.summary,
      description: doc.description,
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
          description: doc.body,
          required: ['id', 'type', 'data'],
          properties: {
            id: { type: 'string', description: 'The event id (`evt_…`), applied once.' },
            type: { type: 'string', description: `e.g. \`${doc.typeExample}\`.` },
            ...(doc.connectAccount
              ? { account: { type: 'string', description: 'The connected account (`acct_…`).' } }
              : {}),
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
        400: errorResponse(doc.badSignature),
        413: errorResponse(ERROR_REASONS.tooLarge),
        500: errorResponse(ERROR_REASONS.unexpected),
        503: errorResponse(doc.notConfigured),
      },
    },
  };
}
