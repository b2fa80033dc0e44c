import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * The parts of an OpenAPI 3.1 document these tests read. Deliberately loose: the tests judge the
 * document the server serves, so they must not assume it is well formed.
 */
type Schema = Record<string, unknown>;
export type Reference = { $ref: string };
export type MediaType = { schema?: Schema };
export type Header = { required?: boolean; schema?: Schema; description?: string };
export type Response = {
  description?: string;
  content?: Record<string, MediaType>;
  headers?: Record<string, Header | Reference>;
};
export type RequestBody = { required?: boolean; content?: Record<string, MediaType> };
export type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type SecurityRequirement = Record<string, string[]>;
export type Operation = {
  operationId?: string;
  security?: SecurityRequirement[];
  parameters?: (Parameter | Reference)[];
  requestBody?: RequestBody | Reference;
  responses?: Record<string, Response | Reference>;
};
export type OpenApiDocument = {
  openapi: string;
  servers?: { url: string }[];
  security?: SecurityRequirement[];
  paths?: Record<string, Record<string, unknown>>;
  components?: {
    schemas?: Record<string, Schema>;
    securitySchemes?: Record<string, { type?: string; scheme?: string; in?: string; name?: string }>;
  };
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export type OperationEntry = {
  /** `GET /clients/{id}` */
  label: string;
  method: string;
  path: string;
  operation: Operation;
  /** JSON pointer of the operation in the document. */
  pointer: string;
};

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
export const pointerOf = (...segments: string[]) => `#/${segments.map(escapePointer).join('/')}`;

export function operationsOf(document: OpenApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      entries.push({
        label: `${method.toUpperCase()} ${path}`,
        method,
        path,
        operation,
        pointer: pointerOf('paths', path, method),
      });
    }
  }
  return entries;
}

const isReference = (value: unknown): value is Reference =>
  typeof value === 'object' && value !== null && typeof (value as Reference).$ref === 'string';

/** Follows local `$ref`s; answers the node and the pointer where it really lives. */
export function resolve<T>(
  document: OpenApiDocument,
  node: T | Reference,
  pointer: string,
): { node: T | undefined; pointer: string } {
  let current: unknown = node;
  let at = pointer;
  for (let hops = 0; isReference(current) && hops < 20; hops += 1) {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) return { node: undefined, pointer: ref };
    at = ref;
    current = ref
      .slice(2)
      .split('/')
      .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((parent, key) => (parent as Record<string, unknown> | undefined)?.[key], document);
  }
  return { node: current as T | undefined, pointer: at };
}

/** The path's server prefix (`/api`), from the document's first server. */
export function basePathOf(document: OpenApiDocument): string {
  const url = document.servers?.[0]?.url ?? '/';
  return new URL(url, 'http://server.invalid').pathname.replace(/\/$/, '');
}

const templateRegExp = (template: string) =>
  new RegExp(
    `^${template
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  );

/**
 * The operation that serves `method` on a request path (without the server prefix). Paths with
 * more literal segments win, as OpenAPI asks (`/invoices/summary` before `/invoices/{id}`).
 */
export function findOperation(
  document: OpenApiDocument,
  method: string,
  path: string,
): (OperationEntry & { pathParams: Record<string, string> }) | undefined {
  const literalLength = (template: string) => template.replace(/\{[^}]+\}/g, '').length;
  const candidates = operationsOf(document)
    .filter((entry) => entry.method === method.toLowerCase())
    .sort((a, b) => literalLength(b.path) - literalLength(a.path));
  for (const entry of candidates) {
    const match = templateRegExp(entry.path).exec(path);
    if (!match) continue;
    const names = [...entry.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
    const pathParams = Object.fromEntries(
      names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
    );
    return { ...entry, pathParams };
  }
  return undefined;
}

/**
 * The declared answer for a status: the exact code, then its range (`4XX`), then `default`.
 * Answers the response's key too, so a report can say which one was used.
 */
export function responseFor(
  document: OpenApiDocument,
  entry: OperationEntry,
  status: number,
): { key: string; response: Response | undefined; pointer: string } | undefined {
  const responses = entry.operation.responses ?? {};
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
  if (!key) return undefined;
  const resolved = resolve<Response>(
    document,
    responses[key] as Response | Reference,
    `${entry.pointer}/responses/${escapePointer(key)}`,
  );
  return { key, response: resolved.node, pointer: resolved.pointer };
}

/** The declared media type for an answer's Content-Type (exact, then `type/*`, then `*\/*`). */
export function mediaTypeFor(content: Record<string, MediaType>, contentType: string) {
  const essence = contentType.split(';')[0]!.trim().toLowerCase();
  const declared = Object.keys(content);
  return (
    declared.find((key) => key.toLowerCase() === essence) ??
    declared.find((key) => key.toLowerCase() === `${essence.split('/')[0]}/*`) ??
    declared.find((key) => key === '*/*')
  );
}

export const isJsonMediaType = (mediaType: string) =>
  /^application\/(.+\+)?json$/i.test(mediaType.split(';')[0]!.trim());

/** The operation's security, or the document's when the operation sets none. */
export const effectiveSecurity = (document: OpenApiDocument, operation: Operation) =>
  operation.security ?? document.security;

/** Whether every way of calling the operation includes the bearer token. */
export function requiresBearer(document: OpenApiDocument, operation: Operation): boolean {
  const security = effectiveSecurity(document, operation) ?? [];
  const schemes = document.components?.securitySchemes ?? {};
  const isBearer = (name: string) =>
    schemes[name]?.type === 'http' && schemes[name]?.scheme?.toLowerCase() === 'bearer';
  return security.length > 0 && security.every((requirement) => Object.keys(requirement).some(isBearer));
}

const DOCUMENT_ID = 'https://folio.invalid/openapi.json';

/**
 * A copy of the document in which every schema that lists an object's properties, and says
 * nothing about others, allows no others (`unevaluatedProperties: false`): an answer's fields
 * that such a list leaves out show up. A bare `{ type: 'object' }` promises no fields and stays
 * open. Members of an `allOf` are left open too: the schema that holds the `allOf` closes over
 * all of them together.
 */
function closeObjectSchemas(node: unknown, inAllOf = false): unknown {
  if (Array.isArray(node)) return node.map((item) => closeObjectSchemas(item, inAllOf));
  if (typeof node !== 'object' || node === null) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    copy[key] =
      key === 'allOf' && Array.isArray(value)
        ? value.map((member) => closeObjectSchemas(member, true))
        : closeObjectSchemas(value);
  }
  const open = !('additionalProperties' in copy) && !('unevaluatedProperties' in copy);
  if (!inAllOf && open && ('properties' in copy || 'allOf' in copy) && !('$ref' in copy))
    copy.unevaluatedProperties = false;
  return copy;
}

/**
 * JSON Schema validation (2020-12, as OpenAPI 3.1 uses it) of values against schemas found by
 * their pointer in the document, so that `#/components/schemas/…` references resolve as they do
 * for an integrator's tooling. With `closed`, objects accept only the properties they name.
 */
export function schemaValidator(document: OpenApiDocument, options: { closed?: boolean } = {}) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  ajv.addSchema(
    options.closed
      ? {
          ...document,
          paths: closeObjectSchemas(document.paths),
          components: closeObjectSchemas(document.components),
        }
      : structuredClone(document),
    DOCUMENT_ID,
  );
  return {
    /** The errors of `value` against the schema at `pointer` (empty when it conforms). */
    errors(pointer: string, value: unknown): (ErrorObject | string)[] {
      let validate: ValidateFunction | undefined;
      try {
        validate = ajv.getSchema(
          `${DOCUMENT_ID}#/${pointer
            .slice(2)
            .split('/')
            .map((segment) => encodeURIComponent(segment))
            .join('/')}`,
        );
      } catch (error) {
        return [`the schema at ${pointer} does not compile: ${(error as Error).message}`];
      }
      if (!validate) return [`no schema at ${pointer}`];
      return validate(value) ? [] : [...(validate.errors ?? [])];
    },
  };
}
export type SchemaValidator = ReturnType<typeof schemaValidator>;

/** One ajv error per line, as `instancePath keyword message (params)`. */
export const formatSchemaErrors = (errors: (ErrorObject | string)[]) =>
  errors
    .map((error) =>
      typeof error === 'string'
        ? error
        : `${error.instancePath || '(root)'} ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`,
    )
    .join('\n      ');
