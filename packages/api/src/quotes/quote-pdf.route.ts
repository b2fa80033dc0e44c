import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../deps';
import { ERROR_REASONS, errorResponse } from '../openapi-errors';
import { contextFactory } from '../trpc/context';
import { t } from '../trpc/init';
import { quotePdfFileName } from './quote-pdf-data';
import { quotesRouter } from './quotes.router';

/** The PDF route reads through the `pdfData` procedure: authenticated, tenant-scoped and role-checked like every quote read. */
const createCaller = t.createCallerFactory(quotesRouter);

/** GET /api/quotes/{id}/pdf: the quote as a PDF drawn by the invoice engine, shown inline. */
export async function registerQuotePdfRoute(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const createContext = contextFactory(deps);
  app.get<{ Params: { id: string } }>('/quotes/:id/pdf', async (req, reply) => {
    const caller = createCaller(createContext({ req, res: reply }));
    const data = await caller.pdfData({ id: req.params.id });
    const { pdf, cache } = await deps.pdf.render(data);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${quotePdfFileName(data.invoice)}"`)
      .header('cache-control', 'private, no-store')
      .header('x-pdf-cache', cache)
      .send(pdf);
  });
}

/** The route's entry for the OpenAPI document (plain routes are listed there by hand). */
export const quotePdfOpenApiPath = {
  '/quotes/{id}/pdf': {
    get: {
      operationId: 'quotes-pdf',
      tags: ['quotes'],
      summary: 'The quote as a PDF (inline; file name quote-Q-0001.pdf)',
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
              description: '`inline; filename="quote-Q-0001.pdf"`',
              required: true,
              schema: { type: 'string' },
            },
            'x-pdf-cache': {
              description:
                'miss: rendered for this request; hit: the same quote unchanged since an earlier render; shared: joined a concurrent render',
              schema: { type: 'string', enum: ['miss', 'hit', 'shared'] },
            },
          },
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
        401: errorResponse(ERROR_REASONS.token),
        403: errorResponse(ERROR_REASONS.notMember),
        404: errorResponse('No quote with this id in the current organization.'),
        500: errorResponse(ERROR_REASONS.unexpected),
      },
    },
  },
};
