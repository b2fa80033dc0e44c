import { errorResponse } from '../openapi-errors';
import { IDEMPOTENCY_TTL_HOURS } from './idempotency-keys';

type Operation = {
  parameters?: { name: string; in?: string }[];
  responses?: Record<string, { description?: string }>;
};

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];

/** The header parameter every write of the facade takes (docs/api.md#retrying-safely). */
const idempotencyKeyParameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: `Makes a retry of this write safe: for ${IDEMPOTENCY_TTL_HOURS} hours, the same key from the same organization and caller with the same request answers the first answer again (status and body, with \`Idempotent-Replayed: true\`) and changes nothing. 1 to 255 visible ASCII characters, e.g. a UUID.`,
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$' },
};

const CONFLICT = 'A request with the same Idempotency-Key is still in progress (try again in a moment).';
const UNPROCESSABLE =
  'The Idempotency-Key header is not 1 to 255 visible ASCII characters, or the key was already used for a different request.';

/** The error answer for `status` with `reason` added to its description (a new object). */
function withReason(responses: Operation['responses'], status: string, reason: string) {
  const existing = responses?.[status];
  return existing?.description
    ? { ...existing, description: `${existing.description} ${reason}` }
    : errorResponse(reason);
}

/**
 * Declares the optional `Idempotency-Key` header on every write operation of the document (the
 * facade's procedures and its plain routes), with its 409 and 422 answers. /auth/* takes no part
 * (idempotency.hook.ts says why), nor is the header offered to Stripe's webhook. Operations are
 * replaced, not changed: the plain routes' descriptions are shared constants.
 */
export function declareIdempotencyKey(paths: Record<string, Record<string, unknown> | undefined>): void {
  for (const [path, item] of Object.entries(paths)) {
    if (!item || path.startsWith('/auth/') || path === '/billing/webhook') continue;
    const described = { ...item };
    for (const method of WRITE_METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const parameters = (operation.parameters ?? []).filter(
        (parameter) => parameter.name !== idempotencyKeyParameter.name,
      );
      described[method] = {
        ...operation,
        parameters: [...parameters, { ...idempotencyKeyParameter }],
        responses: {
          ...operation.responses,
          409: withReason(operation.responses, '409', CONFLICT),
          422: withReason(operation.responses, '422', UNPROCESSABLE),
        },
      };
    }
    paths[path] = described;
  }
}
