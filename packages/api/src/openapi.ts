import { FORBIDDEN_CODES, LIST_PAGE_MAX } from '@folio/contracts';
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

/**
 * The lists that answer one page with `limit` / `after` (docs/decisions.md §13). Their 200 answer
 * keeps the array body; the page's total and the next page travel in these headers, which the
 * adapter cannot describe from the procedures, so they are added here.
 */
const PAGED_LISTS = [
  '/clients',
  '/projects',
  '/invoices',
  '/clients/{id}/projects',
  '/clients/{id}/invoices',
] as const;

const pageHeaders = {
  'X-Total-Count': {
    description: 'With limit or after: how many records match the filters, over all pages.',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-Next-Cursor': {
    description: 'With limit or after, while there is a next page: the cursor to pass as `after`.',
    schema: { type: 'string' },
  },
  Link: {
    description:
      'With limit or after, while there is a next page: `<same path and query with after=cursor>; rel="next"` (RFC 8288).',
    schema: { type: 'string' },
  },
};

type Parameter = { name: string; description?: string; schema?: { description?: string } };
type Operation = { parameters?: Parameter[]; responses?: Record<string, Record<string, unknown>> };

function describePagedLists(paths: Record<string, Record<string, Operation> | undefined>) {
  for (const path of PAGED_LISTS) {
    const operation = paths[path]?.get;
    const names = operation?.parameters?.map((parameter) => parameter.name) ?? [];
    // Fails at startup, not in an integrator's hands, should a list lose its paging parameters.
    if (!operation?.responses?.[200] || !names.includes('limit') || !names.includes('after')) {
      throw new Error(`GET ${path} is listed as a paged list but does not take limit and after`);
    }
    // The texts of the zod schemas, where documentation viewers show a parameter's description.
    for (const parameter of operation.parameters ?? []) {
      if (['limit', 'after'].includes(parameter.name))
        parameter.description ??= parameter.schema?.description;
    }
    operation.responses[200].headers = { ...(operation.responses[200].headers ?? {}), ...pageHeaders };
    operation.responses[422] ??= errorResponse(
      `limit is not a whole number from 1 to ${LIST_PAGE_MAX}, or after is not a cursor of this list ("Invalid cursor")`,
    );
  }
}

export function buildOpenApiDocument(baseUrl: string): OpenApiDocument {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Folio API',
    description:
      'REST facade of the Folio CRM and invoicing API. Authenticate with `Authorization: Bearer <token>` from login or register. Errors are `{ msg, code?, errors? }`.',
    version: '1.0.0',
    baseUrl: `${baseUrl.replace(/\/$/, '')}/api`,
    docsUrl: `${baseUrl.replace(/\/$/, '')}/api/docs`,
  });
  describePagedLists(document.paths as Record<string, Record<string, Operation>>);
  document.paths = { ...document.paths, ...plainRoutes } as OpenApiDocument['paths'];
  document.components = {
    ...document.components,
    schemas: { ...(document.components?.schemas ?? {}), Error: errorBody },
  } as OpenApiDocument['components'];
  return document;
}
