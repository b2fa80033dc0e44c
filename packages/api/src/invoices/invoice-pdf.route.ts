import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../deps';
import { ERROR_REASONS, errorResponse } from '../openapi-errors';
import { contextFactory } from '../trpc/context';
import { t } from '../trpc/init';
import { invoicePdfFileName } from './invoice-pdf-layout';
import { invoicesRouter } from './invoices.router';

/**
 * A caller of the invoices router: the PDF route reads through the `pdfData` procedure, so it
 * is authenticated, tenant-scoped and role-checked exactly like every other invoice read, and
 * its AppErrors reach the REST error envelope unchanged.
 */
const createCaller = t.createCallerFactory(invoicesRouter);

/**
 * GET /api/invoices/{id}/pdf: the invoice as a PDF, shown inline (the web app opens it in a tab).
 * Rendering runs in worker threads and is cached by its input; `x-pdf-cache` says whether this
 * answer was rendered for it (`miss`), taken from the cache (`hit`) or from a concurrent render (`shared`).
 */
export async function registerInvoicePdfRoute(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const createContext = contextFactory(deps);
  app.get<{ Params: { id: string } }>('/invoices/:id/pdf', async (req, reply) => {
    const caller = createCaller(createContext({ req, res: reply }));
    const data = await caller.pdfData({ id: req.params.id });
    const { pdf, cache } = await deps.pdf.render(data);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${invoicePdfFileName(data.invoice)}"`)
      .header('cache-control', 'private, no-store')
      .header('x-pdf-cache', cache)
      .send(pdf);
  });
}

/** The route's entry for the OpenAPI document (plain routes are listed there by hand). */
export const invoicePdfOpenApiPath = {
  '/invoices/{id}/pdf': {
    get: {
      operationId: 'invoices-pdf',
      tags: ['invoices'],
      summary: 'The invoice as a PDF (inline; file name invoice-<displayed number>.pdf)',
      security: [{ Authorization: [] }],
      parameters: [
        {
          name: 'id',
          in: 'path',
          required: true,
          description: 'Record id (UUID)',
          schema: { type: 'string', format: 'uuid' },
        },
      ],
      responses: {
        200: {
          description: 'The PDF',
          headers: {
            'Content-Disposition': {
              description: '`inline; filename="invoice-<displayed number>.pdf"`',
              required: true,
              schema: { type: 'string' },
            },
            'x-pdf-cache': {
              description:
                'miss: rendered for this request; hit: the same invoice unchanged since an earlier render; shared: joined a concurrent render',
              schema: { type: 'string', enum: ['miss', 'hit', 'shared'] },
            },
          },
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
        401: errorResponse(ERROR_REASONS.token),
        403: errorResponse(ERROR_REASONS.notMember),
        404: errorResponse('No invoice with this id in the current organization.'),
        500: errorResponse(ERROR_REASONS.unexpected),
      },
    },
  },
};
