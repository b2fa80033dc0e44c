import {
  basePathOf,
  findOperation,
  formatSchemaErrors,
  type Header,
  isJsonMediaType,
  mediaTypeFor,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  pointerOf,
  type Reference,
  type RequestBody,
  requiresBearer,
  resolve,
  responseFor,
  type SchemaValidator,
  schemaValidator,
} from './openapi-document';
import type { Exchange } from './recorder';

/** Answers whose request was refused as malformed: their input is not expected to match the document. */
const INPUT_REFUSED = new Set([400, 413, 415, 422]);

/**
 * Headers integrators act on: the 429 wait, the paging headers, the download's file name, and
 * any X-* header. When the server sends one, the document has to name it.
 */
const isApiHeader = (name: string) =>
  ['retry-after', 'link', 'content-disposition'].includes(name) || name.startsWith('x-');

const shown = (value: unknown, max = 700) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined
    ? '(none)'
    : text.length > max
      ? `${text.slice(0, max)}… (${text.length} chars)`
      : text;
};

/** A query or path value as the schema's type reads it (every value travels as text). */
function coerce(value: string, schema: Record<string, unknown> | undefined): unknown {
  const types = [schema?.type].flat();
  if (
    (types.includes('integer') || types.includes('number')) &&
    value.trim() !== '' &&
    !Number.isNaN(Number(value))
  )
    return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

type Problem = { operation: string; status: number; message: string; detail?: string };

type Validators = { declared: SchemaValidator; closed: SchemaValidator };

/** Everything in which one exchange contradicts the document. */
function checkExchange(document: OpenApiDocument, validators: Validators, exchange: Exchange): Problem[] {
  const validator = validators.declared;
  const problems: Problem[] = [];
  const base = basePathOf(document);
  const requestPath = exchange.path.startsWith(base) ? exchange.path.slice(base.length) || '/' : null;
  const entry = requestPath === null ? undefined : findOperation(document, exchange.method, requestPath);
  if (!entry) {
    return [
      {
        operation: `${exchange.method} ${exchange.path}`,
        status: exchange.status,
        message: `the document has no operation for ${exchange.method} ${exchange.path} (server path ${base || '/'})`,
      },
    ];
  }
  const report = (message: string, detail?: string) =>
    problems.push({
      operation: entry.label,
      status: exchange.status,
      message,
      ...(detail ? { detail } : {}),
    });
  const { operation } = entry;
  const body = exchange.json ?? exchange.bytes.toString('utf8');

  // The answer.
  const declared = responseFor(document, entry, exchange.status);
  if (!declared) {
    const statuses = Object.keys(operation.responses ?? {}).join(', ') || 'none';
    report(`status ${exchange.status} is not declared (declared: ${statuses})`, `body: ${shown(body)}`);
  } else if (!declared.response) {
    report(`response ${declared.key} does not resolve (${declared.pointer})`);
  } else {
    const { response } = declared;
    const content = response.content ?? {};
    const hasBody = exchange.bytes.length > 0;
    if (hasBody) {
      const contentType = exchange.contentType ?? '(no content-type)';
      const mediaType = mediaTypeFor(content, contentType);
      if (Object.keys(content).length === 0) {
        report(
          `answers ${contentType} but response ${declared.key} declares no content`,
          `body: ${shown(body)}`,
        );
      } else if (!mediaType) {
        report(
          `answers ${contentType} but response ${declared.key} declares ${Object.keys(content).join(', ')}`,
          `body: ${shown(body)}`,
        );
      } else if (isJsonMediaType(contentType)) {
        const pointer = `${declared.pointer}/content/${pointerOf(mediaType).slice(2)}/schema`;
        if (exchange.json === undefined)
          report(`answers ${contentType} that is not JSON`, `body: ${shown(body)}`);
        else if (!content[mediaType]?.schema) report(`response ${declared.key} ${mediaType} has no schema`);
        else {
          const errors = validator.errors(pointer, exchange.json);
          const undescribed = errors.length > 0 ? [] : validators.closed.errors(pointer, exchange.json);
          if (errors.length > 0)
            report(
              `body does not match response ${declared.key} (${pointer}):\n      ${formatSchemaErrors(errors)}`,
              `body: ${shown(exchange.json)}`,
            );
          else if (undescribed.length > 0)
            report(
              `body has fields that response ${declared.key} does not describe (${pointer}):\n      ${formatSchemaErrors(undescribed)}`,
              `body: ${shown(exchange.json)}`,
            );
        }
      }
    } else if (Object.values(content).some((media) => media.schema)) {
      report(`answers no body but response ${declared.key} declares ${Object.keys(content).join(', ')}`);
    }

    const headers = Object.fromEntries(
      Object.entries(response.headers ?? {}).map(([name, header]) => {
        const resolved = resolve<Header>(
          document,
          header,
          `${declared.pointer}/headers/${pointerOf(name).slice(2)}`,
        );
        return [name.toLowerCase(), resolved] as const;
      }),
    );
    for (const [name, { node: header, pointer }] of Object.entries(headers)) {
      const value = exchange.headers.get(name);
      if (value === null) {
        if (header?.required) report(`declares header ${name} as required but it is absent`);
        continue;
      }
      if (header?.schema) {
        const errors = validator.errors(`${pointer}/schema`, coerce(value, header.schema));
        if (errors.length > 0)
          report(`header ${name}: ${shown(value)} does not match:\n      ${formatSchemaErrors(errors)}`);
      }
    }
    exchange.headers.forEach((_value, name) => {
      if (isApiHeader(name) && !headers[name])
        report(`sends header ${name} that response ${declared.key} does not declare`);
    });
  }

  // What the error contract promises whatever the document says.
  const isPagedAnswer =
    exchange.status === 200 &&
    Array.isArray(exchange.json) &&
    (exchange.query.has('limit') || exchange.query.has('after'));
  if (isPagedAnswer && !exchange.headers.has('x-total-count'))
    report('a paged answer (limit/after) without X-Total-Count');
  if (exchange.status === 429 && !exchange.headers.has('retry-after')) report('a 429 without Retry-After');
  const isDownload =
    exchange.status === 200 && exchange.bytes.length > 0 && !isJsonMediaType(exchange.contentType ?? '');
  if (isDownload && !exchange.headers.has('content-disposition'))
    report('a download without Content-Disposition');
  if (exchange.status >= 400 && (exchange.json === undefined || typeof exchange.json.msg !== 'string'))
    report('an error whose body is not the { msg } envelope', `body: ${shown(body)}`);

  // Security.
  if (exchange.status < 300 && !exchange.requestHeaders.authorization && requiresBearer(document, operation))
    report('answers without a token, but the document says the bearer token is required');

  // The request, when the server took it as well formed.
  if (!INPUT_REFUSED.has(exchange.status) && exchange.rawRequestBody === undefined) {
    problems.push(
      ...checkRequest(document, validator, entry, exchange).map((message) => ({
        operation: entry.label,
        status: exchange.status,
        message,
      })),
    );
  }
  return problems;
}

function checkRequest(
  document: OpenApiDocument,
  validator: SchemaValidator,
  entry: NonNullable<ReturnType<typeof findOperation>>,
  exchange: Exchange,
): string[] {
  const problems: string[] = [];
  const operation: Operation = entry.operation;
  const pathItem = document.paths?.[entry.path] ?? {};
  const pathItemPointer = pointerOf('paths', entry.path);
  const parameters = [
    ...((pathItem.parameters as (Parameter | Reference)[] | undefined) ?? []).map((p, i) =>
      resolve<Parameter>(document, p, `${pathItemPointer}/parameters/${i}`),
    ),
    ...(operation.parameters ?? []).map((p, i) =>
      resolve<Parameter>(document, p, `${entry.pointer}/parameters/${i}`),
    ),
  ].filter((p): p is { node: Parameter; pointer: string } => p.node !== undefined);
  const declared = (place: string, name: string) =>
    parameters.find(({ node }) => node.in === place && node.name === name);

  const check = (place: string, name: string, value: string) => {
    const parameter = declared(place, name);
    if (!parameter) {
      problems.push(`sends ${place} parameter ${name}, which the document does not declare`);
      return;
    }
    if (!parameter.node.schema) return;
    const errors = validator.errors(`${parameter.pointer}/schema`, coerce(value, parameter.node.schema));
    if (errors.length > 0)
      problems.push(
        `${place} parameter ${name}=${shown(value)} was accepted but does not match:\n      ${formatSchemaErrors(errors)}`,
      );
  };
  for (const [name, value] of Object.entries(entry.pathParams)) check('path', name, value);
  for (const name of new Set(exchange.query.keys())) {
    const values = exchange.query.getAll(name);
    for (const value of values) check('query', name, value);
  }
  if (exchange.status < 300) {
    for (const { node } of parameters) {
      if (node.in === 'query' && node.required && !exchange.query.has(node.name))
        problems.push(
          `query parameter ${node.name} is declared required, yet the server answered without it`,
        );
    }
  }

  const requestBody = operation.requestBody
    ? resolve<RequestBody>(document, operation.requestBody, `${entry.pointer}/requestBody`)
    : undefined;
  const sent = exchange.requestBody;
  if (sent !== undefined) {
    const media = requestBody?.node?.content?.['application/json'];
    if (!media)
      problems.push('sends a JSON body, but the document declares no application/json request body');
    else if (media.schema) {
      const pointer = `${requestBody?.pointer}/content/${pointerOf('application/json').slice(2)}/schema`;
      const errors = validator.errors(pointer, sent);
      if (errors.length > 0)
        problems.push(
          `the request body was accepted but does not match ${pointer}:\n      ${formatSchemaErrors(errors)}\n    request: ${shown(sent)}`,
        );
    }
  } else if (requestBody?.node?.required && exchange.status < 300) {
    problems.push('the request body is declared required, yet the server answered a request without one');
  }
  return problems;
}

/**
 * Every problem of every exchange, grouped by operation, status and message: one entry per
 * distinct mismatch, with how often it happened and the first offending body.
 */
export function conformanceReport(document: OpenApiDocument, exchanges: Exchange[]): string[] {
  const validators = {
    declared: schemaValidator(document),
    closed: schemaValidator(document, { closed: true }),
  };
  const groups = new Map<string, { problem: Problem; count: number }>();
  for (const exchange of exchanges) {
    for (const problem of checkExchange(document, validators, exchange)) {
      const key = `${problem.operation} → ${problem.status}: ${problem.message}`;
      const group = groups.get(key);
      if (group) group.count += 1;
      else groups.set(key, { problem, count: 1 });
    }
  }
  return [...groups.entries()].map(
    ([key, { problem, count }]) =>
      `${key}${count > 1 ? ` (×${count})` : ''}${problem.detail ? `\n    ${problem.detail}` : ''}`,
  );
}
