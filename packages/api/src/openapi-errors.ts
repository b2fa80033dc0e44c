import { FORBIDDEN_CODES, MSG, PLAN_TIERS, SUBSCRIPTION_STATUSES } from '@folio/contracts';

/**
 * The one error body of the REST facade (`{ msg, code?, errors?, … }`, built by
 * http/error-envelope.ts), as the OpenAPI document's `Error` component. Every error answer of
 * every operation references it.
 */
export const errorSchema = {
  type: 'object',
  description:
    'Every error answer. `code` and the plan fields come with a 403 only; `errors` with a 422 only.',
  required: ['msg'],
  properties: {
    msg: {
      type: 'string',
      description: 'What went wrong, to show a person; for a 422, the first invalid field’s message.',
    },
    code: {
      type: 'string',
      enum: [...FORBIDDEN_CODES],
      description:
        'Why a 403 was refused: the role is too low, the email address is not verified yet, or the plan does not allow it.',
    },
    errors: {
      type: 'array',
      description: 'Every invalid field of a 422, in input order.',
      items: {
        type: 'object',
        required: ['field', 'msg'],
        properties: {
          field: { type: 'string', description: 'The field’s path, e.g. `email` or `items.0.quantity`.' },
          msg: { type: 'string', description: 'The message to show next to that field.' },
        },
        additionalProperties: false,
      },
    },
    requiredPlan: {
      type: 'string',
      enum: [...PLAN_TIERS],
      description: 'PLAN_UPGRADE_REQUIRED: the plan that allows the action.',
    },
    currentPlan: {
      type: 'string',
      enum: [...PLAN_TIERS],
      description: 'PLAN_UPGRADE_REQUIRED: the organization’s plan now.',
    },
    subscriptionStatus: {
      type: 'string',
      enum: [...SUBSCRIPTION_STATUSES],
      description: 'PLAN_UPGRADE_REQUIRED: the state of the organization’s subscription.',
    },
  },
  additionalProperties: false,
};

/** An error answer with its own description, referencing the `Error` schema. */
export function errorResponse(description: string, headers?: Record<string, unknown>) {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

/** How long to wait before the next attempt, on every 429. */
export const retryAfterHeader = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
};

/** The texts of the error answers that follow from a procedure or an HTTP method. */
export const ERROR_REASONS = {
  malformedJson: `The body is not valid JSON ("${MSG.malformedJson}").`,
  tooLarge: `The body is larger than 1 MB ("${MSG.bodyTooLarge}").`,
  notJson: 'The body is not JSON: send `Content-Type: application/json`.',
  token:
    'The bearer access token is missing, malformed or expired, its user no longer exists, or its session has ended (signed out, password changed or reset).',
  notMember: `INSUFFICIENT_ROLE: the account has no current organization ("${MSG.notAMember}").`,
  memberRole: 'INSUFFICIENT_ROLE: viewers cannot do this.',
  manager: 'INSUFFICIENT_ROLE: it needs the manager or admin role.',
  admin: 'INSUFFICIENT_ROLE: only the organization’s admins can do this.',
  verifiedEmail: `EMAIL_NOT_VERIFIED: the account’s email address is not verified yet ("${MSG.emailNotVerified}").`,
  validation:
    'Validation failed: `errors` lists every invalid field with its message, and `msg` is the first of them.',
  rateLimited: 'Too many requests from this address or account: wait the seconds in Retry-After.',
  unexpected: `An unexpected failure on the server ("${MSG.somethingWentWrong}").`,
};
