import { describe, expect, it } from 'vitest';
import { nextParam } from './auth-guards';

describe('the sign-in and sign-up address', () => {
  it('keeps ?next= as text when it is set', () => {
    expect(nextParam({ next: '/invoices?status=paid' })).toEqual({ next: '/invoices?status=paid' });
  });

  it('drops an empty or non-text ?next=', () => {
    expect(nextParam({})).toEqual({});
    expect(nextParam({ next: '' })).toEqual({});
    expect(nextParam({ next: 5 })).toEqual({});
    expect(nextParam({ next: ['/a'] })).toEqual({});
  });
});
