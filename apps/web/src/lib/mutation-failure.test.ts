import type { AppRouter } from '@folio/api';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { toApiError } from './errors';
import { failureText } from './mutation-failure';
import { RestAnswerError } from './rest-answer-error';

/** A failed call as the API answers it. */
const apiError = (status: number, message: string, appCode: string | null = null) =>
  new TRPCClientError<AppRouter>(message, {
    result: { error: { message, code: -32600, data: { httpStatus: status, appCode } } },
  } as never);

describe('the text a failed change shows', () => {
  it('adds nothing to a 403 the global handler shows', () => {
    expect(failureText(apiError(403, 'Insufficient role', 'INSUFFICIENT_ROLE'), 'Failed')).toBeNull();
    expect(failureText(apiError(403, 'Verify first', 'EMAIL_NOT_VERIFIED'), 'Failed')).toBeNull();
    expect(failureText(apiError(403, 'Upgrade', 'PLAN_UPGRADE_REQUIRED'), 'Failed')).toBeNull();
  });

  it("shows the server's reason for a refusal it explains", () => {
    expect(failureText(apiError(404, 'Invoice not found'), 'Failed to mark paid')).toBe('Invoice not found');
    expect(failureText(apiError(409, 'Already pending'), 'Failed to invite')).toBe('Already pending');
    expect(failureText(apiError(422, 'Validation failed'), 'Failed')).toBe('Validation failed');
  });

  it("shows the action's own text for a server error or a network failure", () => {
    expect(failureText(apiError(500, 'boom'), 'Failed to mark paid')).toBe('Failed to mark paid');
    expect(failureText(new TypeError('Failed to fetch'), 'Failed to add note')).toBe('Failed to add note');
  });
});

describe('a plain REST answer (an image upload) follows the same rule', () => {
  it("shows the server's reason for a 4xx and the action's text for a 5xx", () => {
    expect(failureText(new RestAnswerError(413, { msg: 'Too large' }), 'Failed')).toBe('Too large');
    expect(failureText(new RestAnswerError(503, {}), 'Failed to upload')).toBe('Failed to upload');
  });

  it('leaves a 403 with a code to the global handler', () => {
    expect(
      failureText(new RestAnswerError(403, { msg: 'No', code: 'INSUFFICIENT_ROLE' }), 'Failed'),
    ).toBeNull();
  });

  it("reads a 422's field errors like a tRPC one", () => {
    const error = new RestAnswerError(422, {
      msg: 'Validation failed',
      errors: [
        { field: 'legalName', msg: 'Too long' },
        { field: null, msg: 'General' },
      ],
    } as never);
    expect(toApiError(error)).toMatchObject({
      status: 422,
      fieldErrors: { legalName: 'Too long' },
      generalErrors: ['General'],
    });
  });
});
