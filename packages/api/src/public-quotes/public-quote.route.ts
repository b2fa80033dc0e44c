import { acceptQuoteInput, declineQuoteInput, publicQuoteSchema, QUOTE_MSG } from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../deps';
import { ERROR_REASONS, errorResponse, retryAfterHeader } from '../openapi-errors';
import {
  guardPublicPage,
  jsonSchemaOf,
  pageLogoResponse,
  pagePdfResponse,
  pageTokenParameter,
  pageViewerOf,
  sendPageLogo,
  sendPagePdf,
} from '../public-invoices/public-page-routes';
import { quotePdfFileName } from '../quotes/quote-pdf-data';
import {
  acceptQuote,
  declineQuote,
  markQuoteViewed,
  publicQuoteData,
  quoteByToken,
  toPublicQuote,
} from './public-quote.service';

/**
 * The client's quote page (<APP_URL>/q/{token}) reads and answers through these, with no sign-in:
 * the quote, its PDF and the seller's logo, Accept and Decline. Each request counts against the
 * client address's budget of the client pages. The token alone grants access, so answers are
 * never cached by shared caches.
 */
export async function registerPublicQuoteRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  app.get<{ Params: { token: string } }>('/public/quotes/:token', async (req, reply) => {
    await guardPublicPage(deps, req, reply);
    const row = await quoteByToken(deps, req.params.token);
    const { quote, data } = await publicQuoteData(deps, row);
    await markQuoteViewed(deps, row, pageViewerOf(deps, req));
    return reply.send(toPublicQuote(quote, data, req.params.token));
  });

  app.get<{ Params: { token: string } }>('/public/quotes/:token/pdf', async (req, reply) => {
    await guardPublicPage(deps, req, reply);
    const { data } = await publicQuoteData(deps, await quoteByToken(deps, req.params.token));
    const { pdf } = await deps.pdf.render(data);
    return sendPagePdf(reply, pdf, quotePdfFileName(data.invoice));
  });

  app.get<{ Params: { token: string } }>('/public/quotes/:token/logo', async (req, reply) => {
    await guardPublicPage(deps, req, reply);
    const { data } = await publicQuoteData(deps, await quoteByToken(deps, req.params.token));
    if (!data.logo) return reply.code(404).send({ msg: QUOTE_MSG.linkNotFound });
    return sendPageLogo(reply, data.logo);
  });

  app.post<{ Params: { token: string } }>('/public/quotes/:token/accept', async (req, reply) => {
    await guardPublicPage(deps, req, reply);
    const userAgent = req.headers['user-agent'];
    return reply.send(
      await acceptQuote(deps, req.params.token, req.body, {
        // The client's address as the server derives it (behind the proxies TRUST_PROXY names).
        ip: req.ip || null,
        userAgent: typeof userAgent === 'string' ? userAgent : null,
      }),
    );
  });

  app.post<{ Params: { token: string } }>('/public/quotes/:token/decline', async (req, reply) => {
    await guardPublicPage(deps, req, reply);
    return reply.send(await declineQuote(deps, req.params.token, req.body));
  });
}

const publicQuoteJsonSchema = jsonSchemaOf(publicQuoteSchema, 'output');

const tokenParameter = pageTokenParameter('quote', '<APP_URL>/q/{token}');

const publicErrors = {
  404: errorResponse(
    `The token is unknown or was rotated, or the quote is a draft (“${QUOTE_MSG.linkNotFound}”).`,
  ),
  429: errorResponse(ERROR_REASONS.rateLimited, retryAfterHeader),
  500: errorResponse(ERROR_REASONS.unexpected),
};

const answerErrors = {
  ...publicErrors,
  409: errorResponse(
    `The quote is already accepted or declined (“${QUOTE_MSG.alreadyAnswered}”), or its validity date has passed (“${QUOTE_MSG.expired}”).`,
  ),
};

const answered = {
  description: 'The quote as its page now shows it',
  content: { 'application/json': { schema: publicQuoteJsonSchema } },
};

/** The routes' entries for the OpenAPI document (plain routes are listed there by hand). */
export const publicQuoteOpenApiPaths: Record<string, Record<string, unknown>> = {
  '/public/quotes/{token}': {
    get: {
      operationId: 'public-quotes-get',
      tags: ['public'],
      summary: 'The quote of a client page link, as its client sees it (no sign-in)',
      description:
        'The seller’s details, the client, the lines, taxes and totals, the validity date, the status (expired once validUntil has passed in the organization’s time zone), whether it can still be answered (`canAnswer`), and who accepted it. The first opening by someone who is not a signed-in member of the organization records the quote’s viewedAt.',
      security: [],
      parameters: [tokenParameter],
      responses: {
        200: { description: 'The quote', content: { 'application/json': { schema: publicQuoteJsonSchema } } },
        ...publicErrors,
      },
    },
  },
  '/public/quotes/{token}/pdf': {
    get: {
      operationId: 'public-quotes-pdf',
      tags: ['public'],
      summary: 'The quote of a client page link as a PDF (no sign-in)',
      security: [],
      parameters: [tokenParameter],
      responses: {
        200: pagePdfResponse('/quotes/{id}/pdf', 'quote-Q-0001.pdf'),
        ...publicErrors,
      },
    },
  },
  '/public/quotes/{token}/logo': {
    get: {
      operationId: 'public-quotes-logo',
      tags: ['public'],
      summary: 'The seller’s logo on a quote’s page (no sign-in)',
      security: [],
      parameters: [tokenParameter],
      responses: {
        200: pageLogoResponse,
        ...publicErrors,
        404: errorResponse(
          `The token is unknown or was rotated, the quote is a draft, or the organization has no logo (“${QUOTE_MSG.linkNotFound}”).`,
        ),
      },
    },
  },
  '/public/quotes/{token}/accept': {
    post: {
      operationId: 'public-quotes-accept',
      tags: ['public'],
      summary: 'Accept the quote, signed with a name (no sign-in)',
      description:
        'Records the time, the signer’s name, the request’s client address and browser; the quote is accepted and can no longer change. Only a sent quote whose validity date has not passed can be accepted, once.',
      security: [],
      parameters: [tokenParameter],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: jsonSchemaOf(acceptQuoteInput, 'input') } },
      },
      responses: {
        200: answered,
        ...answerErrors,
        422: errorResponse(
          `\`errors\` names \`name\`: missing or blank (“${QUOTE_MSG.signerNameRequired}”), or over 200 characters.`,
        ),
      },
    },
  },
  '/public/quotes/{token}/decline': {
    post: {
      operationId: 'public-quotes-decline',
      tags: ['public'],
      summary: 'Decline the quote, with an optional reason (no sign-in)',
      description:
        'The quote is declined and can no longer change; the reason is kept in the organization’s activity log. Only a sent quote whose validity date has not passed can be declined, once.',
      security: [],
      parameters: [tokenParameter],
      requestBody: {
        required: false,
        content: { 'application/json': { schema: jsonSchemaOf(declineQuoteInput, 'input') } },
      },
      responses: {
        200: answered,
        ...answerErrors,
        422: errorResponse(
          `\`errors\` names \`reason\`: over 1000 characters (“${QUOTE_MSG.declineReasonTooLong}”).`,
        ),
      },
    },
  },
};
