import { LIST_PAGE_MAX, SEARCH_TOTAL_CAP } from '@folio/contracts';
import { generateOpenApiDocument } from 'trpc-to-openapi';
import { activityExportOpenApiPath } from './activity/activity-export.route';
import { unsubscribeOpenApiPath } from './activity-digest/unsubscribe.route';
import { refusesApiKeys } from './api-keys/account-operations';
import { billingWebhookOpenApiPath } from './billing/webhook.route';
import { declareIdempotencyKey } from './idempotency/idempotency.openapi';
import { invoicePdfOpenApiPath } from './invoices/invoice-pdf.route';
import { ERROR_REASONS, errorResponse, errorSchema, retryAfterHeader } from './openapi-errors';
import { orgLogoOpenApiPath } from './org-profile/org-logo.route';
import { connectWebhookOpenApiPath } from './payments/connect-webhook.route';
import { publicInvoiceOpenApiPaths } from './public-invoices/public-invoice.route';
import { publicQuoteOpenApiPaths } from './public-quotes/public-quote.route';
import { quotePdfOpenApiPath } from './quotes/quote-pdf.route';
import { appRouter } from './root';
import type { FolioMeta } from './trpc/openapi-meta';
import { type Trait, traitsOf } from './trpc/traits';

type OpenApiDocument = ReturnType<typeof generateOpenApiDocument>;

const json = (schema: object) => ({ 'application/json': { schema } });

const setCookieHeader = (description: string) => ({
  'Set-Cookie': { description, schema: { type: 'string' } },
});

/**
 * The plain Fastify routes (cookie-only auth calls, downloads, webhooks) are not tRPC
 * procedures; they are described here so that the document lists every /api operation.
 */
const plainRoutes: Record<string, Record<string, unknown>> = {
  ...invoicePdfOpenApiPath,
  ...quotePdfOpenApiPath,
  ...activityExportOpenApiPath,
  ...orgLogoOpenApiPath,
  ...unsubscribeOpenApiPath,
  ...publicInvoiceOpenApiPaths,
  ...publicQuoteOpenApiPaths,
  ...connectWebhookOpenApiPath,
  '/auth/refresh': {
    post: {
      operationId: 'auth-refresh',
      tags: ['auth'],
      summary: 'Rotate the refresh cookie and answer a new access token',
      description:
        'Cookie only (no body needed). Cross-site requests are refused. Presenting an already-rotated refresh token revokes that whole session family.',
      security: [{ RefreshCookie: [] }],
      responses: {
        200: {
          description: 'New access token; the refresh cookie is replaced',
          headers: setCookieHeader('The new httpOnly refresh cookie (`folio_refresh`, path /api/auth).'),
          content: json({
            type: 'object',
            properties: { token: { type: 'string' } },
            required: ['token'],
            additionalProperties: false,
          }),
        },
        401: errorResponse(
          'The refresh cookie is missing, unknown, expired or already used (a reused one ends its whole session).',
        ),
        403: errorResponse('A cross-site request (Origin or Sec-Fetch-Site of another site) is refused.'),
        500: errorResponse(ERROR_REASONS.unexpected),
      },
    },
  },
  '/auth/logout': {
    post: {
      operationId: 'auth-logout',
      tags: ['auth'],
      summary: 'Revoke the session of the refresh cookie and clear it',
      security: [],
      responses: {
        200: {
          description: 'Signed out (also when there was no session)',
          headers: setCookieHeader('Clears the refresh cookie.'),
          content: json({
            type: 'object',
            properties: { msg: { type: 'string' } },
            required: ['msg'],
            additionalProperties: false,
          }),
        },
        403: errorResponse('A cross-site request (Origin or Sec-Fetch-Site of another site) is refused.'),
        500: errorResponse(ERROR_REASONS.unexpected),
      },
    },
  },
  ...billingWebhookOpenApiPath,
  '/openapi.json': {
    get: {
      operationId: 'system-openapi',
      tags: ['system'],
      summary: 'This document',
      security: [],
      responses: {
        200: { description: 'The OpenAPI 3.1 document', content: json({ type: 'object' }) },
      },
    },
  },
};

/**
 * The lists that answer one page with `limit` / `after` (docs/decisions.md §13). Their 200 answer
 * keeps the array body; the page's total and the next page travel in these headers, which the
 * adapter cannot describe from the procedures, so they are added here.
 */
const PAGED_LISTS = [
  '/clients',
  '/projects',
  '/invoices',
  '/quotes',
  '/clients/{id}/projects',
  '/clients/{id}/invoices',
  '/recurring-invoices',
  '/recurring-invoices/{id}/invoices',
] as const;

const pageHeaders = {
  'X-Total-Count': {
    description: `With limit or after: how many records match the filters, over all pages. With q (clients, projects, invoices), at most ${SEARCH_TOTAL_CAP}: that many means ${SEARCH_TOTAL_CAP} or more, and every match is still paged through.`,
    schema: { type: 'integer', minimum: 0 },
  },
  'X-Next-Cursor': {
    description: 'With limit or after, while there is a next page: the cursor to pass as `after`.',
    schema: { type: 'string' },
  },
  Link: {
    description:
      'With limit or after, while there is a next page: `<same path and query with after=cursor>; rel="next"` (RFC 8288).',
    schema: { type: 'string' },
  },
};

type Parameter = { name: string; description?: string; schema?: { description?: string } };
type Operation = { parameters?: Parameter[]; responses?: Record<string, Record<string, unknown>> };

/**
 * The texts of the zod schemas (`.describe()`), copied to their parameters, where documentation
 * viewers show a parameter's description (the generator leaves them on the parameter's schema).
 */
function describeParameters(paths: Record<string, Record<string, Operation> | undefined>) {
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations ?? {})) {
      for (const parameter of operation.parameters ?? [])
        parameter.description ??= parameter.schema?.description;
    }
  }
}

function describePagedLists(paths: Record<string, Record<string, Operation> | undefined>) {
  for (const path of PAGED_LISTS) {
    const operation = paths[path]?.get;
    const names = operation?.parameters?.map((parameter) => parameter.name) ?? [];
    // Fails at startup, not in an integrator's hands, should a list lose its paging parameters.
    if (!operation?.responses?.[200] || !names.includes('limit') || !names.includes('after')) {
      throw new Error(`GET ${path} is listed as a paged list but does not take limit and after`);
    }
    operation.responses[200].headers = { ...(operation.responses[200].headers ?? {}), ...pageHeaders };
    operation.responses[422] = errorResponse(
      `limit is not a whole number from 1 to ${LIST_PAGE_MAX}, after is not a cursor of this list ("Invalid cursor"), or a filter is invalid; \`errors\` names the field.`,
    );
  }
}

type ZodLike = { _zod?: { def?: { type?: string; shape?: object; innerType?: ZodLike; in?: ZodLike } } };
type Procedure = {
  _def: { inputs?: ZodLike[]; middlewares?: object[]; meta?: FolioMeta };
};
type ResponseObject = Record<string, unknown>;
type OperationObject = {
  responses: Record<string, ResponseObject>;
  security?: unknown;
  [key: string]: unknown;
};

/** The names of an input's fields (through optional, default and pipe wrappers). */
function inputFields(input: ZodLike | undefined): string[] {
  const def = input?._zod?.def;
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'pipe') return inputFields(def.in);
  if (def.innerType) return inputFields(def.innerType);
  return [];
}

/** `id`, `userId`: a path parameter naming a record by its UUID. */
const isRecordIdParam = (name: string | undefined) => /^(id|[a-z]+Id)$/.test(name ?? '');

const takesBody = (method: string) => ['post', 'put', 'patch'].includes(method);

/** The 403 reason of each role trait, highest first: only the highest one required is stated. */
const ROLE_REASONS: [Trait, string][] = [
  ['role:admin', ERROR_REASONS.admin],
  ['role:manager', ERROR_REASONS.manager],
  ['role:member', ERROR_REASONS.memberRole],
];

/**
 * Every error answer an operation can give, each with its own reason: what its HTTP method
 * implies (a JSON body can be malformed, too large or not JSON), what its procedure's
 * middlewares enforce (traits.ts: token, membership, role, verified address, rate limit), what
 * its input implies (422), and what the operation declares itself (`rest({ errors })`).
 */
function errorResponsesFor(procedurePath: string, method: string, path: string, procedure: Procedure) {
  const traits = traitsOf(procedure);
  const declared = procedure._def.meta?.rest?.errors ?? {};
  const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const fields = inputFields(procedure._def.inputs?.[0]).filter((name) => !pathParams.includes(name));
  const join = (...reasons: (string | undefined)[]) => reasons.filter(Boolean).join(' ');
  const responses: Record<string, ResponseObject> = {};

  if (takesBody(method)) responses[400] = errorResponse(join(ERROR_REASONS.malformedJson, declared[400]));
  else if (declared[400]) responses[400] = errorResponse(declared[400]);

  if (traits.has('signedIn')) responses[401] = errorResponse(join(ERROR_REASONS.token, declared[401]));
  else if (declared[401]) responses[401] = errorResponse(declared[401]);

  const forbidden = [
    traits.has('inOrganization') ? ERROR_REASONS.notMember : undefined,
    ROLE_REASONS.find(([trait]) => traits.has(trait))?.[1],
    traits.has('verifiedEmail') ? ERROR_REASONS.verifiedEmail : undefined,
    declared[403],
  ].filter((reason): reason is string => Boolean(reason));
  if (forbidden.length > 0) responses[403] = errorResponse(forbidden.join(' '));

  if (pathParams.some(isRecordIdParam) && !declared[404]) {
    // Fails at start-up, not in an integrator's hands.
    throw new Error(
      `${procedurePath}: ${method.toUpperCase()} ${path} names a record but declares no 404 reason`,
    );
  }
  if (declared[404]) responses[404] = errorResponse(declared[404]);
  if (declared[409]) responses[409] = errorResponse(declared[409]);
  if (takesBody(method)) {
    responses[413] = errorResponse(ERROR_REASONS.tooLarge);
    responses[415] = errorResponse(ERROR_REASONS.notJson);
  }
  if (takesBody(method) || fields.length > 0 || declared[422]) {
    responses[422] = errorResponse(declared[422] ?? ERROR_REASONS.validation);
  }
  if (traits.has('rateLimited') || declared[429]) {
    responses[429] = errorResponse(declared[429] ?? ERROR_REASONS.rateLimited, retryAfterHeader);
  }
  responses[500] = errorResponse(ERROR_REASONS.unexpected);
  if (declared[503]) responses[503] = errorResponse(declared[503]);
  return { responses, signedIn: traits.has('signedIn') };
}

/**
 * A rule across fields that zod checks in a refine (register needs `orgName` or `invite`) and
 * the generator cannot see: the input schema states it as `.meta({ requestBody: {...} })`, JSON
 * Schema keys merged into the operation's request body schema.
 */
function mergeRequestRules(operation: OperationObject, procedure: Procedure) {
  const input = procedure._def.inputs?.[0] as
    | { meta?: () => { requestBody?: object } | undefined }
    | undefined;
  const rules = input?.meta?.()?.requestBody;
  if (!rules) return;
  const body = operation.requestBody as { content?: Record<string, { schema?: object }> } | undefined;
  const media = body?.content?.['application/json'];
  if (!media?.schema) throw new Error(`${String(operation.operationId)} has request rules but no JSON body`);
  media.schema = { ...media.schema, ...rules };
}

/**
 * Rewrites each procedure's operation as generated by trpc-to-openapi: its error answers and
 * security from the procedure (above), `Set-Cookie` where it starts a session, and path ids
 * stated as UUIDs (the server answers 404 for anything else).
 */
function describeProcedures(paths: Record<string, Record<string, OperationObject>>) {
  const procedures = appRouter._def.procedures as unknown as Record<string, Procedure>;
  for (const [procedurePath, procedure] of Object.entries(procedures)) {
    const openapi = procedure._def.meta?.openapi;
    if (!openapi) continue;
    const method = openapi.method.toLowerCase();
    const operation = paths[openapi.path]?.[method];
    if (!operation)
      throw new Error(`${procedurePath}: ${openapi.method} ${openapi.path} is not in the document`);
    const { responses, signedIn } = errorResponsesFor(procedurePath, method, openapi.path, procedure);
    let success = Object.fromEntries(
      Object.entries(operation.responses).filter(([status]) => status.startsWith('2')),
    );
    if (procedure._def.meta?.rest?.accepted) {
      // trpc-to-openapi names every success 200; this one answers 202 (the work goes on).
      const { 200: answer, ...others } = success;
      success = { ...others, 202: { ...answer, description: 'Accepted: the work goes on after the answer' } };
    }
    if (procedure._def.meta?.rest?.created) {
      // trpc-to-openapi names every success 200; this one answers 201 (a record was made).
      const { 200: answer, ...others } = success;
      success = { ...others, 201: { ...answer, description: 'Created' } };
    }
    if (procedure._def.meta?.rest?.setsSessionCookie) {
      for (const answer of Object.values(success)) {
        answer.headers = {
          ...((answer.headers as object | undefined) ?? {}),
          ...setCookieHeader(
            'The httpOnly refresh cookie (`folio_refresh`, path /api/auth) of the new session.',
          ),
        };
      }
    }
    operation.responses = { ...success, ...responses };
    mergeRequestRules(operation, procedure);
    operation.security = signedIn
      ? traitsOf(procedure).has('inOrganization') && !refusesApiKeys(procedurePath)
        ? [{ Authorization: [] }, { ApiKey: [] }]
        : [{ Authorization: [] }]
      : [];
    for (const parameter of (operation.parameters as Parameter[] | undefined) ?? []) {
      if ((parameter as { in?: string }).in === 'path' && isRecordIdParam(parameter.name)) {
        parameter.schema = { ...parameter.schema, type: 'string', format: 'uuid' } as Parameter['schema'];
      }
    }
  }
}

/**
 * The CSV export takes the activity log's filters (the same zod schema); its query parameters
 * are the list's, as generated, rather than written twice.
 */
function shareActivityFilters(paths: Record<string, Record<string, OperationObject>>) {
  const list = paths['/activity']?.get?.parameters as Parameter[] | undefined;
  const exported = paths['/activity/export']?.get;
  if (!list || !exported) throw new Error('GET /activity and GET /activity/export must both be documented');
  const described = new Map(
    (exported.parameters as Parameter[]).map((parameter) => [parameter.name, parameter]),
  );
  exported.parameters = list
    .filter((parameter) => described.has(parameter.name))
    .map((parameter) => ({ ...parameter, description: described.get(parameter.name)?.description }));
}

/**
 * The plain routes that take a person's token (the PDF, the activity export, the logo) read
 * through the organization's procedures, so an API key works there too.
 */
function withApiKeys(routes: Record<string, Record<string, unknown>>) {
  const withKey = (operation: unknown) => {
    const { security } = operation as { security?: Record<string, unknown>[] };
    const personOnly = security?.length === 1 && Object.keys(security[0] ?? {}).join() === 'Authorization';
    return personOnly ? { ...(operation as object), security: [...security, { ApiKey: [] }] } : operation;
  };
  return Object.fromEntries(
    Object.entries(routes).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => [method, withKey(operation)]),
      ),
    ]),
  );
}

export function buildOpenApiDocument(baseUrl: string): OpenApiDocument {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Folio API',
    description:
      'REST facade of the Folio CRM and invoicing API. Authenticate with `Authorization: Bearer <token>` from login or register, or, for integrations, with an API key of the organization (`Authorization: Bearer folio_…`, the ApiKey scheme). Every error answer is the `Error` schema: `{ msg, code?, errors?, requiredPlan?, currentPlan?, subscriptionStatus? }`.',
    version: '1.0.0',
    baseUrl: `${baseUrl.replace(/\/$/, '')}/api`,
    docsUrl: `${baseUrl.replace(/\/$/, '')}/api/docs`,
  });
  const paths = document.paths as unknown as Record<string, Record<string, OperationObject>>;
  describeProcedures(paths);
  describePagedLists(document.paths as Record<string, Record<string, Operation>>);
  describeParameters(document.paths as Record<string, Record<string, Operation>>);
  document.paths = { ...document.paths, ...withApiKeys(plainRoutes) } as OpenApiDocument['paths'];
  shareActivityFilters(document.paths as unknown as Record<string, Record<string, OperationObject>>);
  declareIdempotencyKey(document.paths as unknown as Record<string, Record<string, unknown>>);
  // trpc-to-openapi's own error schemas (`error.NOT_FOUND`, …) describe a body the API never sends.
  const schemas = Object.fromEntries(
    Object.entries(document.components?.schemas ?? {}).filter(([name]) => !name.startsWith('error.')),
  );
  document.components = {
    ...document.components,
    schemas: { ...schemas, Error: errorSchema },
    securitySchemes: {
      ...document.components?.securitySchemes,
      ApiKey: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'folio_…',
        description:
          'An API key of the organization (Settings → API keys, or POST /org/api-keys): `Authorization: Bearer folio_…`. It acts in its own organization with the lower of its role and its creator’s current one, is refused on a person’s own operations (/auth/*, /users/*, switch-org, organization creation, billing checkout and portal), and has its own rate limit (429 with Retry-After).',
      },
      RefreshCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: 'folio_refresh',
        description:
          'The httpOnly refresh cookie that register and login set (path /api/auth; `__Secure-folio_refresh` in production, over HTTPS). Only POST /auth/refresh needs it.',
      },
    },
  } as OpenApiDocument['components'];
  return document;
}
