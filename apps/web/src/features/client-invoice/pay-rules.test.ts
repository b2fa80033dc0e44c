import { PAYMENT_MSG } from '@folio/contracts/schemas/payments';
import { describe, expect, it } from 'vitest';
import { RestAnswerError } from '../../lib/rest-answer-error';
import { checkoutFailure, checkoutInput, confirmPollInterval } from './pay-rules';

describe('Pay on the client page', () => {
  it('asks for the balance (no amount) unless partial payments are allowed', () => {
    expect(checkoutInput(false, 25)).toEqual({});
    expect(checkoutInput(true, 25.5)).toEqual({ amount: 25.5 });
    expect(checkoutInput(true, '40')).toEqual({ amount: 40 });
  });

  it('sends an empty amount as null, for the server to refuse at the field', () => {
    expect(JSON.stringify(checkoutInput(true, ''))).toBe('{"amount":null}');
  });

  it('shows a 422 at the amount, another refusal on the page, and a failure as "could not be opened"', () => {
    const refused = new RestAnswerError(422, {
      msg: 'Invalid input',
      errors: [{ field: 'amount', msg: PAYMENT_MSG.amountInvalid }],
    });
    expect(checkoutFailure(refused)).toEqual({ field: PAYMENT_MSG.amountInvalid, page: null });
    const paid = new RestAnswerError(409, { msg: PAYMENT_MSG.alreadyPaid });
    expect(checkoutFailure(paid)).toEqual({ field: null, page: PAYMENT_MSG.alreadyPaid });
    expect(checkoutFailure(new RestAnswerError(502, {}))).toEqual({
      field: null,
      page: PAYMENT_MSG.checkoutFailed,
    });
    expect(checkoutFailure(new TypeError('Failed to fetch')).page).toBe(PAYMENT_MSG.checkoutFailed);
  });

  it('reads the invoice again a few times after a payment, while a balance is due', () => {
    expect(confirmPollInterval(true, { balanceDue: 10 }, 1)).toBeGreaterThan(0);
    expect(confirmPollInterval(true, { balanceDue: 10 }, 6)).toBe(false);
    expect(confirmPollInterval(true, { balanceDue: 0 }, 1)).toBe(false);
    expect(confirmPollInterval(false, { balanceDue: 10 }, 1)).toBe(false);
    expect(confirmPollInterval(true, undefined, 0)).toBe(false);
  });
});
