import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../deps';
import { ERROR_REASONS, errorResponse } from '../openapi-errors';
import { type Context, contextFactory } from '../trpc/context';
import type { InvoicePdfData } from './invoice-pdf';

/**
 * A document (invoice or quote) whose PDF the invoice engine draws: its router's `pdfData`
 * procedure is read through a caller, so the route is authenticated, tenant-scoped and
 * role-checked exactly like every other read of that document, and its AppErrors reach the REST
 * error envelope unchanged.
 */
type DocumentPdfRoute = {
  /** Fastify path, e.g. `/quotes/:id/pdf`. */
  path: string;
  createCaller: (ctx: Context) => { pdfData(input: { id: string }): Promise<InvoicePdfData> };
  fileName: (invoice: InvoicePdfData['invoice']) => string;
};

/**
 * GET …/{id}/pdf, shown inline (the web app opens it in a tab). Rendering runs in worker threads
 * and is cached by its input; `x-pdf-cache` says whether this answer was rendered for it (`miss`),
 * taken from the cache (`hit`) or from a concurrent render (`shared`).
 */
export function registerDocumentPdfRoute(app: FastifyInstance, deps: ApiDeps, route: DocumentPdfRoute): void {
  const createContext = contextFactory(deps);
  app.get<{ Params: { id: string } }>(route.path, async (req, reply) => {
    const caller = route.createCaller(createContext({ req, res: reply }));
    const data = await caller.pdfData({ id: req.params.id });
    const { pdf, cache } = await deps.pdf.render(data);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${route.fileName(data.invoice)}"`)
      .header('cache-control', 'private, no-store')
      .header('x-pdf-cache', cache)
      .send(pdf);
  });
}

/** The PDF route's entry for the OpenAPI document (plain routes are listed there by hand). */
export function documentPdfOpenApiPath(doc: {
  /** `invoices` or `quotes`: the path's first segment, the tag and the operationId's prefix. */
  collection: string;
  /** `invoice` or `quote`: how the texts name one document. */
  noun: string;
  /** The file name the texts show, e.g. `quote-Q-0001.pdf`. */
  fileNameExample: string;
}) {
  return {
    [`/${doc.collection}/{id}/pdf`]: {
      get: {
        operationId: `${doc.collection}-pdf`,
        tags: [doc.collection],
        summary: `The ${doc.noun} as a PDF (inline; file name ${doc.fileNameExample})`,
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
                description: `\`inline; filename="${doc.fileNameExample}"\``,
                required: true,
                schema: { type: 'string' },
              },
              'x-pdf-cache': {
                description: `miss: rendered for this request; hit: the same ${doc.noun} unchanged since an earlier render; shared: joined a concurrent render`,
                schema: { type: 'string', enum: ['miss', 'hit', 'shared'] },
              },
            },
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          401: errorResponse(ERROR_REASONS.token),
          403: errorResponse(ERROR_REASONS.notMember),
          404: errorResponse(`No ${doc.noun} with this id in the current organization.`),
          500: errorResponse(ERROR_REASONS.unexpected),
        },
      },
    },
  };
}
