/**
 * Calling the Folio REST API from TypeScript with openapi-fetch, over types generated from the
 * API's own OpenAPI document (see README.md). Everything below is checked by the compiler
 * against those types: paths, parameters, bodies, answers and the error envelope.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './generated/folio-api';

/** Every error answer of the API: `{ msg, code?, errors?, requiredPlan?, currentPlan?, subscriptionStatus? }`. */
type ApiError = components['schemas']['Error'];

/** Where the example reads the verification mail it needs to verify the new address. */
export type VerificationMail = {
  /** The `token` query parameter of the link in the newest verification mail sent to `email`. */
  verificationToken(email: string): string | Promise<string>;
};

/** A refusal read from the API's error envelope. */
export type Refusal = { status: number; msg: string };

export type ExampleReport = {
  email: string;
  clientsOnFirstPage: number;
  clientsInTotal: number | null;
  invoice: {
    number: number;
    subtotal: number;
    discountTotal: number;
    taxTotal: number;
    total: number;
    paidAfterFirstPayment: number;
    status: string;
  };
  pdf: { contentType: string | null; bytes: number };
  unverified: Refusal & { code: ApiError['code'] };
  validation: Refusal & { fields: string[] };
  unauthorized: Refusal;
  notFound: Refusal;
  conflict: Refusal;
  planLimit: Refusal & { code: ApiError['code']; requiredPlan: string | null; advice: string };
};

/** What to tell a person about a 403, by its code. */
function adviceFor(error: ApiError): string {
  switch (error.code) {
    case 'INSUFFICIENT_ROLE':
      return 'Ask an admin of the organization to do this.';
    case 'EMAIL_NOT_VERIFIED':
      return 'Verify your email address first (see the mail we sent).';
    case 'PLAN_UPGRADE_REQUIRED':
      return `Upgrade to the ${error.requiredPlan ?? 'paid'} plan (now on ${error.currentPlan ?? 'free'}).`;
    case undefined:
      return error.msg;
    default: {
      // Fails to compile if the document ever names a 403 code this switch does not handle.
      const unhandled: never = error.code;
      return unhandled;
    }
  }
}

/** The answer of a call that must succeed; otherwise an exception that says what the API answered. */
function expectData<T>(call: string, result: { data?: T; error?: ApiError; response: Response }): T {
  if (result.data === undefined) {
    throw new Error(`${call}: ${result.response.status} ${result.error ? result.error.msg : ''}`);
  }
  return result.data;
}

/** The error envelope of a call that must be refused with `status`. */
function expectRefusal(
  call: string,
  status: number,
  result: { data?: unknown; error?: ApiError; response: Response },
): ApiError {
  if (result.response.status !== status || result.error === undefined) {
    throw new Error(`${call}: expected ${status}, got ${result.response.status}`);
  }
  return result.error;
}

/**
 * A new account works through the API: it registers, is refused a team invitation until it has
 * verified its address, verifies it, creates clients (and reads a 422), a project and an
 * invoice with line items, sends it, records two payments and downloads the PDF; then it meets
 * 401, 404, 409 and a Free-plan 403.
 */
export async function runExample(baseUrl: string, mail: VerificationMail): Promise<ExampleReport> {
  let token: string | undefined;
  const bearer: Middleware = {
    onRequest({ request }) {
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
  const apiUrl = `${baseUrl.replace(/\/$/, '')}/api`;
  const folio = createClient<paths>({ baseUrl: apiUrl });
  folio.use(bearer);

  const email = `ada.${Date.now().toString(36)}@example.com`;
  const password = 'Str0ng-Passw0rd';
  const registered = expectData(
    'register',
    await folio.POST('/auth/register', {
      body: { name: 'Ada Lovelace', email, password, orgName: 'Analytical Engines' },
    }),
  );
  token = registered.token;

  const early = expectRefusal(
    'invite before verifying',
    403,
    await folio.POST('/org/invite', { body: { name: 'Grace', email: `grace.${email}`, role: 'member' } }),
  );

  expectData(
    'verify the address',
    await folio.GET('/auth/verify-email', {
      params: { query: { token: await mail.verificationToken(email) } },
    }),
  );

  const invalid = expectRefusal(
    'a client without a name',
    422,
    await folio.POST('/clients', { body: { name: ' ' } }),
  );

  const globex = expectData(
    'create a client',
    await folio.POST('/clients', { body: { name: 'Globex', email: 'ap@globex.example', tags: ['vip'] } }),
  );
  expectData('create a second client', await folio.POST('/clients', { body: { name: 'Initech' } }));
  const firstPage = await folio.GET('/clients', { params: { query: { limit: 1 } } });
  const clients = expectData('list clients by pages', firstPage);
  const totalHeader = firstPage.response.headers.get('X-Total-Count');

  const website = expectData(
    'create a project',
    await folio.POST('/projects', { body: { title: 'Website', client: globex._id, priceCents: 250_000 } }),
  );
  const vat = expectData(
    'create a tax rate',
    await folio.POST('/org/tax-rates', { body: { name: 'VAT', percent: 20 } }),
  );
  // Design 10 × 80 less 10 % = 720, Hosting 200: subtotal 920; 5 % off = 46; VAT 20 % of 874 = 174.80.
  const invoice = expectData(
    'create a taxed invoice with a line discount and an invoice discount',
    await folio.POST('/invoices', {
      body: {
        client: globex._id,
        project: [website._id],
        items: [
          { description: 'Design', quantity: 10, unitPrice: 80, discountPercent: 10, taxRateIds: [vat._id] },
          { description: 'Hosting', quantity: 1, unitPrice: 200, taxRateIds: [vat._id] },
        ],
        discount: { type: 'percent', value: 5 },
        currency: 'USD',
      },
    }),
  );
  const byId = { params: { path: { id: invoice._id } } };
  expectData('send the invoice', await folio.PATCH('/invoices/{id}/mark-sent', byId));
  const partly = expectData(
    'a first payment',
    await folio.PATCH('/invoices/{id}/mark-paid', { ...byId, body: { amount: 250 } }),
  );
  const paid = expectData(
    'pay the balance',
    await folio.PATCH('/invoices/{id}/mark-paid', { ...byId, body: {} }),
  );

  const pdf = await folio.GET('/invoices/{id}/pdf', { ...byId, parseAs: 'arrayBuffer' });
  const pdfBytes = expectData('download the PDF', pdf);

  const anonymous = createClient<paths>({ baseUrl: apiUrl });
  const unauthorized = expectRefusal('list clients without a token', 401, await anonymous.GET('/clients'));
  const notFound = expectRefusal(
    'an unknown client',
    404,
    await folio.GET('/clients/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } }),
  );
  const conflict = expectRefusal(
    'register the address again',
    409,
    await anonymous.POST('/auth/register', {
      body: { name: 'Ada Again', email, password, orgName: 'Another Org' },
    }),
  );
  const planLimit = expectRefusal(
    'a second organization on the Free plan',
    403,
    await folio.POST('/org/create', { body: { name: 'Difference Engines' } }),
  );

  return {
    email,
    clientsOnFirstPage: clients.length,
    clientsInTotal: totalHeader === null ? null : Number(totalHeader),
    invoice: {
      number: invoice.number,
      subtotal: invoice.subtotal,
      discountTotal: invoice.discountTotal,
      taxTotal: invoice.taxTotal,
      total: invoice.total,
      paidAfterFirstPayment: partly.paidAmount,
      status: paid.status,
    },
    pdf: { contentType: pdf.response.headers.get('Content-Type'), bytes: pdfBytes.byteLength },
    unverified: { status: 403, msg: early.msg, code: early.code },
    validation: {
      status: 422,
      msg: invalid.msg,
      fields: (invalid.errors ?? []).map((fieldError) => fieldError.field),
    },
    unauthorized: { status: 401, msg: unauthorized.msg },
    notFound: { status: 404, msg: notFound.msg },
    conflict: { status: 409, msg: conflict.msg },
    planLimit: {
      status: 403,
      msg: planLimit.msg,
      code: planLimit.code,
      requiredPlan: planLimit.requiredPlan ?? null,
      advice: adviceFor(planLimit),
    },
  };
}
