import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../deps';
import { contextFactory } from '../trpc/context';
import { t } from '../trpc/init';
import { invoicePdfFileName, renderInvoicePdf } from './invoice-pdf';
import { invoicesRouter } from './invoices.router';

/**
 * A caller of the invoices router: the PDF route reads through the `pdfData` procedure, so it
 * is authenticated, tenant-scoped and role-checked exactly like every other invoice read, and
 * its AppErrors reach the REST error envelope unchanged.
 */
const createCaller = t.createCallerFactory(invoicesRouter);

/** GET /api/invoices/{id}/pdf: the invoice as a PDF, shown inline (the web app opens it in a tab). */
export async function registerInvoicePdfRoute(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const createContext = contextFactory(deps);
  app.get<{ Params: { id: string } }>('/invoices/:id/pdf', async (req, reply) => {
    const caller = createCaller(createContext({ req, res: reply }));
    const data = await caller.pdfData({ id: req.params.id });
    const pdf = await renderInvoicePdf(data);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${invoicePdfFileName(data.invoice)}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
}

/** The route's entry for the OpenAPI document (plain routes are listed there by hand). */
export const invoicePdfOpenApiPath = {
  '/invoices/{id}/pdf': {
    get: {
      tags: ['invoices'],
      summary: 'The invoice as a PDF (inline; file name invoice-<displayed number>.pdf)',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        200: {
          description: 'The PDF',
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
        401: {
          description: 'Missing or invalid token',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
        404: {
          description: 'Invoice not found',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    },
  },
};
