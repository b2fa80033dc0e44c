import { localeFrom, PUBLIC_INVOICE_MSG, publicInvoiceSchema, translateMessage } from '@folio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { refreshCookieName } from '../auth/cookies';
import type { ApiDeps } from '../deps';
import { invoicePdfFileName } from '../invoices/invoice-pdf-layout';
import { ERROR_REASONS, errorResponse, retryAfterHeader } from '../openapi-errors';
import {
  InvoiceGoneError,
  invoiceByToken,
  markViewed,
  publicPdfData,
  toPublicInvoice,
} from './public-invoice.queries';

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

/**
 * The client's invoice page (<APP_URL>/i/{token}) reads these, with no sign-in: the invoice, its
 * PDF and the seller's logo. Each request counts against the client address's budget. The token
 * alone grants access, so answers are never cached by shared caches.
 */
export async function registerPublicInvoiceRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  /** The invoice the token names, after the rate limit; an archived one answers 410 here. */
  async function resolve(req: TokenRequest, reply: FastifyReply) {
    await deps.rateLimits.take('publicInvoice', { address: req.ip });
    reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
    try {
      return await invoiceByToken(deps, req.params.token);
    } catch (error) {
      if (!(error instanceof InvoiceGoneError)) throw error;
      await reply.code(410).send({
        msg: translateMessage(PUBLIC_INVOICE_MSG.archived, localeFrom(req.headers['accept-language'])),
      });
      return null;
    }
  }

  app.get<{ Params: { token: string } }>('/public/invoices/:token', async (req, reply) => {
    const row = await resolve(req, reply);
    if (!row) return reply;
    const data = await publicPdfData(deps, row);
    const auth = req.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() || null;
    await markViewed(deps, row, {
      bearer: auth,
      refreshToken: req.cookies?.[refreshCookieName(deps.config.secureCookies)] ?? null,
    });
    return reply.send(toPublicInvoice(data, req.params.token));
  });

  app.get<{ Params: { token: string } }>('/public/invoices/:token/pdf', async (req, reply) => {
    const row = await resolve(req, reply);
    if (!row) return reply;
    const data = await publicPdfData(deps, row);
    const { pdf } = await deps.pdf.render(data);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${invoicePdfFileName(data.invoice)}"`)
      .send(pdf);
  });

  app.get<{ Params: { token: string } }>('/public/invoices/:token/logo', async (req, reply) => {
    const row = await resolve(req, reply);
    if (!row) return reply;
    const { logo } = await publicPdfData(deps, row);
    if (!logo) return reply.code(404).send({ msg: PUBLIC_INVOICE_MSG.notFound });
    return reply
      .type(logo.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(Buffer.from(logo.bytes));
  });
}

const { $schema: _draft, ...publicInvoiceJsonSchema } = z.toJSONSchema(publicInvoiceSchema, { io: 'output' });

const tokenParameter = {
  name: 'token',
  in: 'path',
  required: true,
  description: 'The token of the invoice’s link (<APP_URL>/i/{token}).',
  schema: { type: 'string', maxLength: 200 },
};

const publicErrors = {
  404: errorResponse(
    `The token is unknown or was rotated, or the invoice is a draft (“${PUBLIC_INVOICE_MSG.notFound}”).`,
  ),
  410: errorResponse(`The invoice is archived (“${PUBLIC_INVOICE_MSG.archived}”).`),
  429: errorResponse(ERROR_REASONS.rateLimited, retryAfterHeader),
  500: errorResponse(ERROR_REASONS.unexpected),
};

/** The routes' entries for the OpenAPI document (plain routes are listed there by hand). */
export const publicInvoiceOpenApiPaths = {
  '/public/invoices/{token}': {
    get: {
      operationId: 'public-invoices-get',
      tags: ['public'],
      summary: 'The invoice of a client page link, as its client sees it (no sign-in)',
      description:
        'The seller’s details, the client, the lines, taxes and totals, what is paid and what is due, and the document’s language (`locale`). The first opening by someone who is not a signed-in member of the organization records the invoice’s viewedAt.',
      security: [],
      parameters: [tokenParameter],
      responses: {
        200: {
          description: 'The invoice',
          content: { 'application/json': { schema: publicInvoiceJsonSchema } },
        },
        ...publicErrors,
      },
    },
  },
  '/public/invoices/{token}/pdf': {
    get: {
      operationId: 'public-invoices-pdf',
      tags: ['public'],
      summary: 'The invoice of a client page link as a PDF (no sign-in)',
      security: [],
      parameters: [tokenParameter],
      responses: {
        200: {
          description: 'The PDF, the same as GET /invoices/{id}/pdf',
          headers: {
            'Content-Disposition': {
              description: '`inline; filename="invoice-<displayed number>.pdf"`',
              required: true,
              schema: { type: 'string' },
            },
          },
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
        ...publicErrors,
      },
    },
  },
  '/public/invoices/{token}/logo': {
    get: {
      operationId: 'public-invoices-logo',
      tags: ['public'],
      summary: 'The seller’s logo on a client page (no sign-in)',
      security: [],
      parameters: [tokenParameter],
      responses: {
        200: {
          description: 'The logo',
          content: {
            'image/png': { schema: { type: 'string', format: 'binary' } },
            'image/jpeg': { schema: { type: 'string', format: 'binary' } },
          },
        },
        ...publicErrors,
        404: errorResponse(
          `The token is unknown or was rotated, the invoice is a draft, or the organization has no logo (“${PUBLIC_INVOICE_MSG.notFound}”).`,
        ),
      },
    },
  },
};
