import { FORBIDDEN_CODES } from '@folio/contracts';
import { generateOpenApiDocument } from 'trpc-to-openapi';
import { activityExportOpenApiPath } from './activity/activity-export.route';
import { invoicePdfOpenApiPath } from './invoices/invoice-pdf.route';
import { appRouter } from './root';

type OpenApiDocument = ReturnType<typeof generateOpenApiDocument>;

const errorBody = {
  type: 'object',
  required: ['msg'],
  properties: {
    msg: { type: 'string' },
    code: { type: 'string', enum: [...FORBIDDEN_CODES] },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'msg'],
        properties: { field: { type: 'string' }, msg: { type: 'string' } },
      },
    },
    requiredPlan: { type: 'string' },
    currentPlan: { type: 'string' },
    subscriptionStatus: { type: 'string' },
  },
};

const json = (schema: object) => ({ 'application/json': { schema } });
const errorResponse = (description: string) => ({
  description,
  content: json({ $ref: '#/components/schemas/Error' }),
});

/**
 * The plain Fastify routes (cookie-only auth calls, downloads, webhooks) are not tRPC
 * procedures; they are described here so that the document lists every /api operation.
 */
const plainRoutes: Record<string, Record<string, unknown>> = {
  ...invoicePdfOpenApiPath,
  ...activityExportOpenApiPath,
  '/auth/refresh': {
    post: {
      tags: ['auth'],
      summary: 'Rotate the refresh cookie and answer a new access token',
      description:
        'Cookie only (no body needed). Cross-site requests are refused. Presenting an already-rotated refresh token revokes that whole session family.',
      security: [],
      responses: {
        200: {
          description: 'New access token; the refresh cookie is replaced',
          content: json({ type: 'object', properties: { token: { type: 'string' } }, required: ['token'] }),
        },
        401: errorResponse('Missing, invalid, expired or reused refresh token'),
        403: errorResponse('Cross-site request refused'),
      },
    },
  },
  '/auth/logout': {
    post: {
      tags: ['auth'],
      summary: 'Revoke the session of the refresh cookie and clear it',
      security: [],
      responses: {
        200: {
          description: 'Signed out',
          content: json({ type: 'object', properties: { msg: { type: 'string' } } }),
        },
        403: errorResponse('Cross-site request refused'),
      },
    },
  },
  '/billing/webhook': {
    post: {
      tags: ['billing'],
      summary:
        'Stripe webhook: subscription events (checkout completed, subscription created/updated/deleted)',
      description:
        'Called by Stripe, not by integrators. No bearer token: the `stripe-signature` header over the raw body is verified with STRIPE_WEBHOOK_SECRET. Each event id is applied once, however often Stripe retries it; other event types are acknowledged and ignored.',
      security: [],
      parameters: [{ name: 'stripe-signature', in: 'header', required: true, schema: { type: 'string' } }],
      requestBody: { required: true, content: json({ type: 'object', description: 'A Stripe event' }) },
      responses: {
        200: {
          description: 'Event applied, already applied, or ignored',
          content: json({
            type: 'object',
            properties: { received: { type: 'boolean' } },
            required: ['received'],
          }),
        },
        400: errorResponse('Missing or invalid signature; nothing changes'),
        503: errorResponse('Webhooks are not configured (mock mode or no STRIPE_WEBHOOK_SECRET)'),
      },
    },
  },
  '/openapi.json': {
    get: {
      tags: ['system'],
      summary: 'This document',
      security: [],
      responses: { 200: { description: 'OpenAPI 3 document' } },
    },
  },
};

export function buildOpenApiDocument(baseUrl: string): OpenApiDocument {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Folio API',
    description:
      'REST facade of the Folio CRM and invoicing API. Authenticate with `Authorization: Bearer <token>` from login or register. Errors are `{ msg, code?, errors? }`.',
    version: '1.0.0',
    baseUrl: `${baseUrl.replace(/\/$/, '')}/api`,
    docsUrl: `${baseUrl.replace(/\/$/, '')}/api/docs`,
  });
  document.paths = { ...document.paths, ...plainRoutes } as OpenApiDocument['paths'];
  document.components = {
    ...document.components,
    schemas: { ...(document.components?.schemas ?? {}), Error: errorBody },
  } as OpenApiDocument['components'];
  return document;
}
