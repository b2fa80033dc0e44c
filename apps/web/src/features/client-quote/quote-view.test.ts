import type { PublicQuote } from '@folio/contracts/schemas/public-quotes';
import { describe, expect, it } from 'vitest';
import { RestAnswerError } from '../../lib/rest-answer-error';
import { documentTotalsRows } from '../client-invoice/invoice-view';
import { answerFailure, quoteState } from './quote-view';

const quote = (change: Partial<PublicQuote> = {}) =>
  ({
    currency: 'USD',
    pricesIncludeTax: false,
    subtotal: 100,
    discountTotal: 10,
    taxes: [{ name: 'VAT', percent: 20, amount: 18 }],
    taxTotal: 18,
    total: 108,
    status: 'sent',
    canAnswer: true,
    acceptance: null,
    ...change,
  }) as PublicQuote;

describe("the client's quote page", () => {
  it('totals a quote as its PDF does, with no paid or balance rows', () => {
    expect(documentTotalsRows(quote()).map((row) => [row.label, row.amount])).toEqual([
      ['Subtotal', '$100.00'],
      ['Discount', '-$10.00'],
      ['VAT 20%', '$18.00'],
      ['Total', '$108.00'],
    ]);
    expect(documentTotalsRows(quote({ pricesIncludeTax: true })).at(-1)?.label).toBe('Total incl. tax');
  });

  it('offers an answer only while the quote can take one', () => {
    expect(quoteState(quote())).toBe('answer');
    expect(
      quoteState(
        quote({
          status: 'accepted',
          canAnswer: false,
          acceptance: { name: 'J', at: '', ip: null, userAgent: null },
        }),
      ),
    ).toBe('accepted');
    expect(quoteState(quote({ status: 'declined', canAnswer: false }))).toBe('declined');
    expect(quoteState(quote({ status: 'expired', canAnswer: false }))).toBe('expired');
  });

  it("puts a refused name at its field and other refusals on the page, in the server's words", () => {
    const invalid = new RestAnswerError(422, {
      msg: 'Validation failed',
      errors: [{ field: 'name', msg: 'Enter your name to accept the quote' }],
    });
    expect(answerFailure(invalid)).toEqual({ field: 'Enter your name to accept the quote', page: null });
    const answered = new RestAnswerError(409, { msg: 'This quote has already been answered' });
    expect(answerFailure(answered)).toEqual({ field: null, page: 'This quote has already been answered' });
    expect(answerFailure(new RestAnswerError(502, {}))).toEqual({ field: null, page: null });
  });
});
