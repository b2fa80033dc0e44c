import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../deps';
import { t } from '../trpc/init';
import { documentPdfOpenApiPath, registerDocumentPdfRoute } from './document-pdf-route';
import { invoicePdfFileName } from './invoice-pdf-layout';
import { invoicesRouter } from './invoices.router';

const createCaller = t.createCallerFactory(invoicesRouter);

/** GET /api/invoices/{id}/pdf: the invoice as a PDF, shown inline. */
export async function registerInvoicePdfRoute(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  registerDocumentPdfRoute(app, deps, {
    path: '/invoices/:id/pdf',
    createCaller,
    fileName: invoicePdfFileName,
  });
}

export const invoicePdfOpenApiPath = documentPdfOpenApiPath({
  collection: 'invoices',
  noun: 'invoice',
  fileNameExample: 'invoice-<displayed number>.pdf',
});
