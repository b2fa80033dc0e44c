import {
  localeFrom,
  PAYMENT_MSG,
  PUBLIC_INVOICE_MSG,
  publicCheckoutInput,
  publicCheckoutResponse,
  publicInvoiceSchema,
  publicMockCheckoutSchema,
  translateMessage,
} from '@folio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiDeps } from '../deps';
import { invoicePdfFileName } from '../invoices/invoice-pdf-layout';
import { ERROR_REASONS, errorResponse, retryAfterHeader } from '../openapi-errors';
import {
  createCheckout,
  payMockCheckout,
  publicPaymentOptions,
  readMockCheckout,
} from '../payments/checkout.service';
import {
  InvoiceGoneError,
  invoiceByToken,
  markViewed,
  publicPdfData,
  toPublicInvoice,
} from './public-invoice.queries';
import {
  guardPublicPage,
  jsonSchemaOf,
  pageLogoResponse,
  pagePdfResponse,
  pageTokenParameter,
  pageViewerOf,
  sendPageLogo,
  sendPagePdf,
} from './public-page-routes';

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;
type CheckoutParams = { Params: { token: string; checkoutId: string } };

/**
 * The client's invoice page (<APP_URL>/i/{token}) reads these, with no sign-in: the invoice, its
 * PDF and the seller's logo. Each request counts against the client address's budget. The token
 * alone grants access, so answers are never cached by shared caches.
 */
export async function registerPublicInvoiceRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  /** The invoice the token names, after the rate limit; an archived one answers 410 here. */
  async function resolve(req: TokenRequest, reply: FastifyReply) {
    await guardPublicPage(deps, req, reply);
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
    await markViewed(deps, row, pageViewerOf(deps, req));
    return reply.send(toPublicInvoice(data, req.params.token, await publicPaymentOptions(deps, row)));
  });

  app.get<{ Params: { token: string } }>('/public/invoices/:token/pdf', async (req, reply) => {
    const row = await resolve(req, reply);
    if (!row) return reply;
    const data = await publicPdfData(deps, row);
    const { pdf } = await deps.pdf.render(data);
    return sendPagePdf(reply, pdf, invoicePdfFileName(data.invoice));
  });

  app.get<{ Params: { token: string } }>('/public/invoices/:token/logo', async (req, reply) => {
    const row = await resolve(req, reply);
    if (!row) return reply;
    const { logo } = await publicPdfData(deps, row);
    if (!logo) return reply.code(404).send({ msg: PUBLIC_INVOICE_MSG.notFound });
    return sendPageLogo(reply, logo);
  });

  // Pay: the page the client pays on (Stripe Checkout, or the mock payment page in mock mode).
  app.post<{ Params: { token: string } }>('/public/invoices/:token/checkout', async (req, reply) => {
    const row = await resolve(req, reply);
    if (!row) return reply;
    return reply.send(await createCheckout(deps, row, req.params.token, req.body));
  });

  // The mock payment page (<APP_URL>/i/{token}/pay/{checkoutId}) and its Pay.
  app.get<CheckoutParams>('/public/invoices/:token/checkouts/:checkoutId', async (req, reply) => {
    const row = await resolve(req, reply);
    if (!row) return reply;
    return reply.send(await readMockCheckout(deps, row, req.params.checkoutId));
  });

  app.post<CheckoutParams>('/public/invoices/:token/checkouts/:checkoutId/pay', async (req, reply) => {
    const row = await resolve(req, reply);
    if (!row) return reply;
    return reply.send(await payMockCheckout(deps, row, req.params.checkoutId));
  });
}

const publicInvoiceJsonSchema = jsonSchemaOf(publicInvoiceSchema, 'output');
const mockCheckoutJsonSchema = jsonSchemaOf(publicMockCheckoutSchema, 'output');

const checkoutIdParameter = {
  name: 'checkoutId',
  in: 'path',
  required: true,
  description: 'The checkout, from the mock payment page’s URL (<APP_URL>/i/{token}/pay/{checkoutId}).',
  schema: { type: 'string', format: 'uuid' },
};

const checkoutNotFound = errorResponse(
  `The token is unknown or was rotated, the invoice is a draft, or the checkout is not one of this invoice’s (“${PAYMENT_MSG.checkoutNotFound}”).`,
);

const tokenParameter = pageTokenParameter('invoice', '<APP_URL>/i/{token}');

const publicErrors = {
  404: errorResponse(
    `The token is unknown or was rotated, or the invoice is a draft (“${PUBLIC_INVOICE_MSG.notFound}”).`,
  ),
  410: errorResponse(`The invoice is archived (“${PUBLIC_INVOICE_MSG.archived}”).`),
  429: errorResponse(ERROR_REASONS.rateLimited, retryAfterHeader),
  500: errorResponse(ERROR_REASONS.unexpected),
};

/** The routes' entries for the OpenAPI document (plain routes are listed there by hand). */
export const publicInvoiceOpenApiPaths: Record<string, Record<string, unknown>> = {
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
        200: pagePdfResponse('/invoices/{id}/pdf', 'invoice-<displayed number>.pdf'),
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
        200: pageLogoResponse,
        ...publicErrors,
        404: errorResponse(
          `The token is unknown or was rotated, the invoice is a draft, or the organization has no logo (“${PUBLIC_INVOICE_MSG.notFound}”).`,
        ),
      },
    },
  },
  '/public/invoices/{token}/checkout': {
    post: {
      operationId: 'public-invoices-checkout',
      tags: ['public'],
      summary: 'Pay: open the page where the client pays the invoice online (no sign-in)',
      description:
        'The amount is the balance due unless `amount` is given; another amount than the balance is accepted only when the organization allows partial payments, from 1.00 up to the balance, with at most 2 decimals. Answers Stripe Checkout on the organization’s connected Stripe account (coming back to `<APP_URL>/i/{token}?payment=success`), or in mock mode Folio’s test payment page (`<APP_URL>/i/{token}/pay/{checkoutId}`). The payment is recorded when Stripe reports it (or on the test page’s Pay), never by this call.',
      security: [],
      parameters: [tokenParameter],
      requestBody: {
        required: false,
        content: { 'application/json': { schema: jsonSchemaOf(publicCheckoutInput, 'input') } },
      },
      responses: {
        200: {
          description: 'The page to pay on',
          content: { 'application/json': { schema: jsonSchemaOf(publicCheckoutResponse, 'output') } },
        },
        ...publicErrors,
        409: errorResponse(
          `Nothing is due (“${PAYMENT_MSG.alreadyPaid}”), or the organization takes no online payments (“${PAYMENT_MSG.paymentUnavailable}”).`,
        ),
        422: errorResponse(
          `\`errors\` names \`amount\`: below 1.00, above the balance, more than 2 decimals or not a number (“${PAYMENT_MSG.amountInvalid}”), or not the balance while partial payments are off (“${PAYMENT_MSG.partialNotAllowed}”).`,
        ),
        503: errorResponse(`Stripe could not be reached (“${PAYMENT_MSG.checkoutFailed}”).`),
      },
    },
  },
  '/public/invoices/{token}/checkouts/{checkoutId}': {
    get: {
      operationId: 'public-invoices-checkout-get',
      tags: ['public'],
      summary: 'The test payment page’s checkout: amount, invoice and status (no sign-in)',
      security: [],
      parameters: [tokenParameter, checkoutIdParameter],
      responses: {
        200: {
          description: 'The checkout',
          content: { 'application/json': { schema: mockCheckoutJsonSchema } },
        },
        ...publicErrors,
        404: checkoutNotFound,
      },
    },
  },
  '/public/invoices/{token}/checkouts/{checkoutId}/pay': {
    post: {
      operationId: 'public-invoices-checkout-pay',
      tags: ['public'],
      summary: 'The test payment page’s Pay: records the payment at once (mock mode, no sign-in)',
      description:
        'Records the checkout’s payment on the invoice, once: pressing Pay again answers the same completed checkout without a second payment. No money moves.',
      security: [],
      parameters: [tokenParameter, checkoutIdParameter],
      responses: {
        200: {
          description: 'The checkout, completed',
          content: { 'application/json': { schema: mockCheckoutJsonSchema } },
        },
        ...publicErrors,
        404: checkoutNotFound,
        409: errorResponse(
          `The checkout is paid on Stripe (“${PAYMENT_MSG.checkoutNotMock}”), or its amount is now more than the balance due and nothing was recorded (“${PAYMENT_MSG.alreadyPaid}”).`,
        ),
      },
    },
  },
};
