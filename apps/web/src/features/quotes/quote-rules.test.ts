import type { Quote } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { canEditQuote, canMarkQuoteSent, canSendQuote, convertState, hasClientPage } from './quote-rules';

const quote = (status: Quote['status'], converted = false) => ({
  status,
  convertedInvoice: converted ? { _id: 'i1', displayNumber: '0012' } : null,
});

describe('what the quote panel offers', () => {
  it('edits and marks sent only a draft, which has no client page yet', () => {
    expect(canEditQuote(quote('draft'))).toBe(true);
    expect(canMarkQuoteSent(quote('draft'))).toBe(true);
    expect(hasClientPage(quote('draft'))).toBe(false);
    for (const status of ['sent', 'accepted', 'declined', 'expired'] as const) {
      expect(canEditQuote(quote(status))).toBe(false);
      expect(canMarkQuoteSent(quote(status))).toBe(false);
      expect(hasClientPage(quote(status))).toBe(true);
    }
  });

  it('emails a draft or a sent quote, never an answered or expired one', () => {
    expect(
      ['draft', 'sent', 'accepted', 'declined', 'expired'].filter((s) =>
        canSendQuote(quote(s as Quote['status'])),
      ),
    ).toEqual(['draft', 'sent']);
  });

  it('converts a sent or accepted quote once, and says why not otherwise', () => {
    expect(convertState(quote('sent'))).toBe('ready');
    expect(convertState(quote('accepted'))).toBe('ready');
    expect(convertState(quote('accepted', true))).toBe('converted');
    expect(convertState(quote('draft'))).toBe('draft');
    expect(convertState(quote('declined'))).toBe('declined');
    expect(convertState(quote('expired'))).toBe('expired');
  });
});
