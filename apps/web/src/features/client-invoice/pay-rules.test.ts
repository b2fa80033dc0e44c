import { PAYMENT_MSG } from '@folio/contracts/schemas/payments';
import { afterAll, describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { RestAnswerError } from '../../lib/rest-answer-error';
import { amountText, checkoutFailure, checkoutInput, confirmPollInterval, parseAmount } from './pay-rules';

describe('Pay on the client page', () => {
  afterAll(() => changeLocale('en'));

  it('asks for the balance (no amount) unless partial payments are allowed', () => {
    expect(checkoutInput(false, '25')).toEqual({});
    expect(checkoutInput(true, '25.5')).toEqual({ amount: 25.5 });
    expect(checkoutInput(true, '1,040')).toEqual({ amount: 1040 });
  });

  it('reads and writes the amount as the page language writes numbers', async () => {
    expect(amountText(548.5)).toBe('548.5');
    expect(amountText(1200)).toBe('1200');
    expect(parseAmount('abc')).toBeNaN();
    expect(parseAmount('-5')).toBeNaN();
    await changeLocale('fr');
    expect(amountText(548.5)).toBe('548,5');
    expect(parseAmount('1 234,50')).toBe(1234.5);
  });

  it('sends an empty amount as null, for the server to refuse at the field', () => {
    expect(JSON.stringify(checkoutInput(true, ''))).toBe('{"amount":null}');
  });

  it('shows a 422 at the amount, another refusal on the page, and a failure as "could not be opened"', () => {
    const refused = new RestAnswerError(422, {
      msg: 'Invalid input',
      errors: [{ field: 'amount', msg: PAYMENT_MSG.amountInvalid }],
    });
    expect(checkoutFailure(refused, PAYMENT_MSG)).toEqual({ field: PAYMENT_MSG.amountInvalid, page: null });
    const paid = new RestAnswerError(409, { msg: PAYMENT_MSG.alreadyPaid });
    expect(checkoutFailure(paid, PAYMENT_MSG)).toEqual({ field: null, page: PAYMENT_MSG.alreadyPaid });
    expect(checkoutFailure(new RestAnswerError(502, {}), PAYMENT_MSG)).toEqual({
      field: null,
      page: PAYMENT_MSG.checkoutFailed,
    });
    expect(checkoutFailure(new TypeError('Failed to fetch'), PAYMENT_MSG).page).toBe(
      PAYMENT_MSG.checkoutFailed,
    );
  });

  it('reads the invoice again a few times after a payment, while a balance is due', () => {
    expect(confirmPollInterval(true, { balanceDue: 10 }, 1)).toBeGreaterThan(0);
    expect(confirmPollInterval(true, { balanceDue: 10 }, 6)).toBe(false);
    expect(confirmPollInterval(true, { balanceDue: 0 }, 1)).toBe(false);
    expect(confirmPollInterval(false, { balanceDue: 10 }, 1)).toBe(false);
    expect(confirmPollInterval(true, undefined, 0)).toBe(false);
  });
});
