/**
 * Calling the Folio REST API from TypeScript with openapi-fetch, over types generated from the
 * API's own OpenAPI document (see README.md). Everything below is checked by the compiler
 * against those types: paths, parameters, bodies, answers and the error envelope.
 */
import { randomUUID } from 'node:crypto';
import createClient, { type Middleware } from 'openapi-fetch';
import { Webhook } from 'standardwebhooks';
import type { components, paths } from './generated/folio-api';

/** Every error answer of the API: `{ msg, code?, errors?, requiredPlan?, currentPlan?, subscriptionStatus? }`. */
type ApiError = components['schemas']['Error'];

/** Where the example reads the verification mail it needs to verify the new address. */
export type VerificationMail = {
  /** The `token` query parameter of the link in the newest verification mail sent to `email`. */
  verificationToken(email: string): string | Promise<string>;
};

/** An HTTP endpoint of the integrator's that Folio's webhooks reach. */
export type WebhookReceiver = {
  /** Where Folio sends (an http URL is fine outside production). */
  url: string;
  /** Waits for the next request the endpoint takes: its raw body and its headers (lower-case names). */
  nextRequest(): Promise<{ body: string; headers: Record<string, string> }>;
};

/** A webhook message once its signature is verified: `{type, timestamp, data}`. */
type WebhookEvent = { type: string; timestamp: string; data: unknown };

function isWebhookEvent(value: unknown): value is WebhookEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    'type' in value &&
    typeof value.type === 'string' &&
    'timestamp' in value &&
    typeof value.timestamp === 'string' &&
    'data' in value
  );
}

/** The id of a webhook's `data`, when it has one. */
function idOf(data: unknown): string | null {
  return typeof data === 'object' && data !== null && '_id' in data && typeof data._id === 'string'
    ? data._id
    : null;
}

/** A refusal read from the API's error envelope. */
export type Refusal = { status: number; msg: string };

export type ExampleReport = {
  email: string;
  apiKey: { prefix: string; role: string; secretLooksRight: boolean };
  idempotentCreate: { sameClient: boolean; replayed: string | null; timesListed: number };
  webhooks: {
    /** The types of the messages received until the test event, each one verified. */
    verifiedTypes: string[];
    testIsForTheEndpoint: boolean;
    /** `webhook-id` is the event id the test send answered (`msg_…`). */
    idMatchesTheDelivery: boolean;
    forgedSignatureRejected: boolean;
  };
  keyOnAccountOperation: Refusal;
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
 * verified its address, verifies it and creates an API key. Everything else is done with the key,
 * the way an integration runs: it registers a webhook endpoint (`receiver`), creates clients (one
 * of them with an `Idempotency-Key`, sent twice: one client), reads a 422, creates a project and an
 * invoice with line items, sends it, records two payments and downloads the PDF; it sends the
 * endpoint a test event and verifies every message that arrives with the `standardwebhooks`
 * package; then it meets 401, 404, 409, a 403 for a key on a person's own operation and a
 * Free-plan 403.
 */
export async function runExample(
  baseUrl: string,
  mail: VerificationMail,
  receiver: WebhookReceiver,
): Promise<ExampleReport> {
  let token: string | undefined;
  const bearer: Middleware = {
    onRequest({ request }) {
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
  const apiUrl = `${baseUrl.replace(/\/$/, '')}/api`;
  /** The person's own session: their account, and what only a person may do. */
  const account = createClient<paths>({ baseUrl: apiUrl });
  account.use(bearer);

  const email = `ada.${Date.now().toString(36)}@example.com`;
  const password = 'Str0ng-Passw0rd';
  const registered = expectData(
    'register',
    await account.POST('/auth/register', {
      body: { name: 'Ada Lovelace', email, password, orgName: 'Analytical Engines' },
    }),
  );
  token = registered.token;

  const early = expectRefusal(
    'invite before verifying',
    403,
    await account.POST('/org/invite', { body: { name: 'Grace', email: `grace.${email}`, role: 'member' } }),
  );

  expectData(
    'verify the address',
    await account.GET('/auth/verify-email', {
      params: { query: { token: await mail.verificationToken(email) } },
    }),
  );

  // An API key of the organization (only a person can create one; its secret is shown this once).
  const apiKey = expectData(
    'create an API key',
    await account.POST('/org/api-keys', { body: { name: 'Ledger sync', role: 'admin' } }),
  );
  /** The integration: every call below is made with the key. */
  const folio = createClient<paths>({
    baseUrl: apiUrl,
    headers: { Authorization: `Bearer ${apiKey.secret}` },
  });

  const endpoint = expectData(
    'register a webhook endpoint',
    await folio.POST('/org/webhooks', {
      body: { url: receiver.url, events: ['invoice.paid'], description: 'Ledger sync' },
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
  // A create that is safe to retry: the same Idempotency-Key and the same request, sent twice
  // (say, after a timeout), create one client; the retry answers the first answer again.
  const idempotencyKey = randomUUID();
  const initechRequest = {
    params: { header: { 'Idempotency-Key': idempotencyKey } },
    body: { name: 'Initech' },
  };
  const initech = expectData('create a second client', await folio.POST('/clients', initechRequest));
  const retry = await folio.POST('/clients', initechRequest);
  const initechAgain = expectData('retry the same create', retry);
  const initechs = expectData(
    'find the second client',
    await folio.GET('/clients', { params: { query: { q: 'Initech' } } }),
  );
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

  // Webhooks: the payment above sent invoice.paid; a test event follows. Each message is verified
  // with the endpoint's secret (verify() throws unless a signature matches); they may arrive in
  // either order.
  const endpointPath = { params: { path: { id: endpoint._id } } };
  const testDelivery = expectData(
    'send a test event',
    await folio.POST('/org/webhooks/{id}/test', endpointPath),
  );
  const webhook = new Webhook(endpoint.secret);
  const verifiedTypes: string[] = [];
  let testEvent: { event: WebhookEvent; webhookId: string } | undefined;
  let forgedSignatureRejected = false;
  const done = () => testEvent !== undefined && verifiedTypes.includes('invoice.paid');
  for (let received = 0; received < 5 && !done(); received += 1) {
    const { body, headers } = await receiver.nextRequest();
    const webhookHeaders = {
      'webhook-id': headers['webhook-id'] ?? '',
      'webhook-timestamp': headers['webhook-timestamp'] ?? '',
      'webhook-signature': headers['webhook-signature'] ?? '',
    };
    const event = webhook.verify(body, webhookHeaders);
    if (!isWebhookEvent(event)) throw new Error(`a webhook that is not {type, timestamp, data}: ${body}`);
    verifiedTypes.push(event.type);
    if (event.type === 'webhook.test') {
      testEvent = { event, webhookId: webhookHeaders['webhook-id'] };
      try {
        webhook.verify(`${body} `, webhookHeaders);
      } catch {
        forgedSignatureRejected = true;
      }
    }
  }
  if (testEvent === undefined || !done()) {
    throw new Error(`expected invoice.paid and webhook.test, received ${verifiedTypes.join(', ')}`);
  }

  const keyOnAccount = expectRefusal(
    'an API key creating an organization',
    403,
    await folio.POST('/org/create', { body: { name: 'Difference Engines' } }),
  );

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
    await account.POST('/org/create', { body: { name: 'Difference Engines' } }),
  );

  return {
    email,
    apiKey: {
      prefix: apiKey.prefix,
      role: apiKey.role,
      secretLooksRight:
        /^folio_[0-9A-Za-z]{32,}$/.test(apiKey.secret) && apiKey.secret.startsWith(apiKey.prefix),
    },
    idempotentCreate: {
      sameClient: initechAgain._id === initech._id,
      replayed: retry.response.headers.get('Idempotent-Replayed'),
      timesListed: initechs.filter((client) => client._id === initech._id).length,
    },
    webhooks: {
      verifiedTypes: [...verifiedTypes].sort(),
      testIsForTheEndpoint: idOf(testEvent.event.data) === endpoint._id,
      idMatchesTheDelivery: testEvent.webhookId === testDelivery.eventId,
      forgedSignatureRejected,
    },
    keyOnAccountOperation: { status: 403, msg: keyOnAccount.msg },
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
