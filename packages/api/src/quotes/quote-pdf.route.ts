import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../deps';
import { documentPdfOpenApiPath, registerDocumentPdfRoute } from '../invoices/document-pdf-route';
import { t } from '../trpc/init';
import { quotePdfFileName } from './quote-pdf-data';
import { quotesRouter } from './quotes.router';

const createCaller = t.createCallerFactory(quotesRouter);

/** GET /api/quotes/{id}/pdf: the quote as a PDF drawn by the invoice engine, shown inline. */
export async function registerQuotePdfRoute(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  registerDocumentPdfRoute(app, deps, { path: '/quotes/:id/pdf', createCaller, fileName: quotePdfFileName });
}

export const quotePdfOpenApiPath = documentPdfOpenApiPath({
  collection: 'quotes',
  noun: 'quote',
  fileNameExample: 'quote-Q-0001.pdf',
});
