/**
 * The checker contract.test.ts relies on, on a small document of its own: a checker that let
 * mismatches through would make the contract test pass for the wrong reason.
 */
import { describe, expect, it } from 'vitest';
import { conformanceReport } from './conformance';
import type { OpenApiDocument } from './openapi-document';
import type { Exchange } from './recorder';

const errorResponse = {
  description: 'Error',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

const document: OpenApiDocument = {
  openapi: '3.1.0',
  servers: [{ url: 'http://localhost:3000/api' }],
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    schemas: {
      Error: {
        type: 'object',
        required: ['msg'],
        properties: { msg: { type: 'string' } },
        additionalProperties: false,
      },
      Thing: { type: 'object', required: ['_id'], properties: { _id: { type: 'string' } } },
    },
  },
  paths: {
    '/things': {
      get: {
        security: [{ bearer: [] }],
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1 } }],
        responses: {
          200: {
            description: 'Things',
            headers: { 'X-Total-Count': { schema: { type: 'integer' } } },
            content: {
              'application/json': {
                schema: { type: 'array', items: { $ref: '#/components/schemas/Thing' } },
              },
            },
          },
          '4XX': errorResponse,
        },
      },
      post: {
        security: [],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
            },
          },
        },
        responses: {
          200: {
            description: 'Created',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
          },
        },
      },
    },
    '/things/{id}': {
      get: {
        security: [],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          200: {
            description: 'A file',
            headers: { 'Content-Disposition': { required: true, schema: { type: 'string' } } },
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          default: errorResponse,
        },
      },
    },
    '/things/summary': {
      get: { security: [], responses: { 200: { description: 'Summary' } } },
    },
  },
};

function exchange(
  method: string,
  url: string,
  status: number,
  answer: {
    json?: unknown;
    text?: string;
    headers?: Record<string, string>;
    body?: unknown;
    token?: boolean;
  } = {},
): Exchange {
  const target = new URL(url, 'http://127.0.0.1');
  const text = answer.text ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
  const headers = new Headers(answer.headers);
  if (answer.json !== undefined && !headers.has('content-type'))
    headers.set('content-type', 'application/json; charset=utf-8');
  return {
    method,
    path: target.pathname,
    query: target.searchParams,
    requestHeaders: answer.token ? { authorization: 'Bearer x' } : {},
    ...(answer.body !== undefined ? { requestBody: answer.body } : {}),
    status,
    headers,
    contentType: headers.get('content-type'),
    bytes: Buffer.from(text),
    json: answer.json,
  };
}

const reportOf = (...exchanges: Exchange[]) => conformanceReport(document, exchanges);

describe('the conformance checker', () => {
  it('passes answers that match the document', () => {
    expect(
      reportOf(
        exchange('GET', '/api/things?limit=1', 200, {
          json: [{ _id: 'a' }],
          headers: { 'x-total-count': '3' },
          token: true,
        }),
        exchange('GET', '/api/things', 404, { json: { msg: 'Not found' }, token: true }),
        exchange('POST', '/api/things', 200, { json: { _id: 'a' }, body: { name: 'A' } }),
        exchange('GET', '/api/things/a', 200, {
          text: 'a,b\r\n',
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment' },
        }),
        exchange('GET', '/api/things/a', 500, { json: { msg: 'Something went wrong' } }),
      ),
    ).toEqual([]);
  });

  it('finds each kind of mismatch', () => {
    const report = reportOf(
      exchange('GET', '/api/nothing', 200, { json: {} }),
      exchange('POST', '/api/things', 409, { json: { msg: 'Taken' }, body: { name: 'A' } }),
      exchange('GET', '/api/things', 200, { json: [{ id: 'a' }], token: true }),
      exchange('GET', '/api/things', 200, { json: [{ _id: 'a', extra: 1 }], token: true }),
      exchange('GET', '/api/things?limit=1', 200, { json: [], token: true }),
      exchange('GET', '/api/things?limit=x&sort=name', 200, {
        json: [],
        headers: { 'x-total-count': '0' },
        token: true,
      }),
      exchange('GET', '/api/things', 401, { json: { message: 'Unauthorized' } }),
      exchange('GET', '/api/things', 200, { json: [] }),
      exchange('GET', '/api/things', 429, { json: { msg: 'Slow down' }, token: true }),
      exchange('GET', '/api/things/a', 200, {
        text: '%PDF-',
        headers: { 'content-type': 'application/pdf' },
      }),
      exchange('GET', '/api/things/a', 200, {
        text: 'a\r\n',
        headers: { 'content-type': 'text/csv', 'x-cache': 'hit' },
      }),
      exchange('POST', '/api/things', 200, { json: { _id: 'a' }, body: { title: 'A' } }),
      exchange('GET', '/api/things/summary', 200, { json: { total: 1 } }),
    );
    const expected = [
      'GET /api/nothing → 200: the document has no operation',
      'POST /things → 409: status 409 is not declared',
      "GET /things → 200: body does not match response 200 (#/paths/~1things/get/responses/200/content/application~1json/schema):\n      /0 must have required property '_id'",
      'GET /things → 200: body has fields that response 200 does not describe',
      'GET /things → 200: a paged answer (limit/after) without X-Total-Count',
      'GET /things → 200: query parameter limit=x was accepted but does not match',
      'GET /things → 200: sends query parameter sort, which the document does not declare',
      'GET /things → 401: body does not match response 4XX',
      'GET /things → 401: an error whose body is not the { msg } envelope',
      'GET /things → 200: answers without a token, but the document says the bearer token is required',
      'GET /things → 429: a 429 without Retry-After',
      'GET /things/{id} → 200: answers application/pdf but response 200 declares text/csv',
      'GET /things/{id} → 200: declares header content-disposition as required but it is absent',
      'GET /things/{id} → 200: a download without Content-Disposition',
      'GET /things/{id} → 200: sends header x-cache that response 200 does not declare',
      'POST /things → 200: the request body was accepted but does not match',
      'GET /things/summary → 200: answers application/json; charset=utf-8 but response 200 declares no content',
    ];
    const missing = expected.filter((text) => !report.some((line) => line.startsWith(text)));
    expect(missing, `the report:\n${report.join('\n')}`).toEqual([]);
    expect(report).toHaveLength(expected.length);
  });
});
