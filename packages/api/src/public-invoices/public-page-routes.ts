import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { refreshCookieName } from '../auth/cookies';
import type { ApiDeps } from '../deps';
import type { InvoicePdfData } from '../invoices/invoice-pdf-input';

/**
 * What every client page route (invoice or quote) does first: counts the request against the
 * client address's budget of the client pages, and, the token alone granting access, keeps the
 * answer out of shared caches and the token out of Referer headers.
 */
export async function guardPublicPage(
  deps: Pick<ApiDeps, 'rateLimits'>,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await deps.rateLimits.take('publicInvoice', { address: req.ip });
  reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
}

/** Who opens the page, if signed in (bearer token or refresh cookie): a member's opening is not the client's. */
export const pageViewerOf = (deps: Pick<ApiDeps, 'config'>, req: FastifyRequest) => ({
  bearer: req.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() || null,
  refreshToken: req.cookies?.[refreshCookieName(deps.config.secureCookies)] ?? null,
});

/** The document's PDF, inline, as the signed-in PDF route draws it. */
export const sendPagePdf = (reply: FastifyReply, pdf: Buffer, fileName: string) =>
  reply.type('application/pdf').header('content-disposition', `inline; filename="${fileName}"`).send(pdf);

/** The seller's logo, never sniffed nor run as a document of its own. */
export const sendPageLogo = (reply: FastifyReply, logo: NonNullable<InvoicePdfData['logo']>) =>
  reply
    .type(logo.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .send(Buffer.from(logo.bytes));

/**
 * A zod schema as the OpenAPI document lists a plain route's body or answer. Typed as a plain
 * object: zod's JSON Schema type cannot be named in the declarations the API client is built from.
 */
export const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> => {
  const { $schema: _draft, ...rest } = z.toJSONSchema(schema, { io });
  return rest;
};

/** The `{token}` path parameter of a client page route, naming the page it is the token of. */
export const pageTokenParameter = (noun: string, pageUrl: string) => ({
  name: 'token',
  in: 'path',
  required: true,
  description: `The token of the ${noun}’s link (${pageUrl}).`,
  schema: { type: 'string', maxLength: 200 },
});

/** The PDF answer of a client page's PDF route, the same as the signed-in one. */
export const pagePdfResponse = (signedInPath: string, fileNameExample: string) => ({
  description: `The PDF, the same as GET ${signedInPath}`,
  headers: {
    'Content-Disposition': {
      description: `\`inline; filename="${fileNameExample}"\``,
      required: true,
      schema: { type: 'string' },
    },
  },
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
});

/** The logo answer of a client page's logo route. */
export const pageLogoResponse = {
  description: 'The logo',
  content: {
    'image/png': { schema: { type: 'string', format: 'binary' } },
    'image/jpeg': { schema: { type: 'string', format: 'binary' } },
  },
};
