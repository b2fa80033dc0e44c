import { displayInvoiceNumber, formatMoney, type Invoice } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import {
  canMarkPaid,
  canMarkSent,
  canSendReminder,
  defaultDueDate,
  lineAmount,
  paymentAmount,
  subtotal,
  withPayment,
} from './invoice-rules';

describe('line amounts and the subtotal', () => {
  it('multiply quantity by unit price and round each line half away from zero to the cent', () => {
    expect(lineAmount({ description: 'a', quantity: 3, unitPrice: 19.99 })).toBe(59.97);
    expect(lineAmount({ description: 'a', quantity: 0.5, unitPrice: 0.05 })).toBe(0.03);
    expect(lineAmount({ description: 'a', quantity: 1.5, unitPrice: 10.01 })).toBe(15.02);
  });

  it('add the rounded lines, so the preview is the total the server will save', () => {
    // Three lines of 0.025 each: every line rounds to 0.03, the subtotal is 0.09 (not 0.075 → 0.08).
    const items = Array.from({ length: 3 }, () => ({ description: 'x', quantity: 0.5, unitPrice: 0.05 }));
    expect(subtotal(items)).toBe(0.09);
    expect(subtotal([{ description: 'x', quantity: 10, unitPrice: 120.5 }])).toBe(1205);
  });

  it('count empty fields as 0 while the user types', () => {
    expect(subtotal([{ description: '', quantity: '', unitPrice: 12 }])).toBe(0);
    expect(lineAmount({ description: '', quantity: 2, unitPrice: '' })).toBe(0);
  });
});

describe('the displayed number', () => {
  it('pads the number to 4 digits and adds the suffix; without a number, the id’s last 6 characters', () => {
    expect(displayInvoiceNumber({ _id: 'x', number: 7 })).toBe('0007');
    expect(displayInvoiceNumber({ _id: 'x', number: 12, numberSuffix: 'ACME' })).toBe('0012-ACME');
    expect(displayInvoiceNumber({ _id: 'abcdef123456', number: null })).toBe('123456');
  });
});

describe('money is shown with its currency', () => {
  it('uses the symbol of the five currencies, and appends other codes', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(10, 'EUR')).toBe('€10.00');
    expect(formatMoney(10, 'GBP')).toBe('£10.00');
    expect(formatMoney(10, 'CHF')).toBe('10.00 CHF');
  });
});

const invoice = (overrides: Partial<Invoice>): Invoice => ({
  _id: 'i1',
  number: 1,
  numberSuffix: null,
  displayNumber: '0001',
  client: { _id: 'c1', name: 'Acme' },
  project: [],
  items: [],
  discount: null,
  pricesIncludeTax: false,
  subtotal: 100,
  discountTotal: 0,
  taxTotal: 0,
  taxes: [],
  currency: 'USD',
  dueDate: null,
  status: 'draft',
  overdue: false,
  total: 100,
  paidAmount: 0,
  balanceDue: 100,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  sentAt: null,
  paidAt: null,
  viewedAt: null,
  recurringInvoiceId: null,
  recurringDate: null,
  quoteId: null,
  ...overrides,
});

describe('payments', () => {
  it('need a positive amount and are capped at the balance due', () => {
    expect(paymentAmount('40', 100)).toBe(40);
    expect(paymentAmount(150, 100)).toBe(100);
    expect(paymentAmount('0', 100)).toBeNull();
    expect(paymentAmount('-5', 100)).toBeNull();
    expect(paymentAmount('abc', 100)).toBeNull();
    expect(paymentAmount('', 100)).toBeNull();
    expect(paymentAmount('33.333', 100)).toBe(33.33);
  });

  it('show the new balance at once, and paid when nothing is left', () => {
    const partly = withPayment(invoice({ status: 'sent' }), 40);
    expect(partly).toMatchObject({ paidAmount: 40, balanceDue: 60, status: 'sent' });
    expect(withPayment(partly, 60)).toMatchObject({ paidAmount: 100, balanceDue: 0, status: 'paid' });
  });
});

describe('the actions offered', () => {
  it('Mark Sent while not sent and not fully paid', () => {
    expect(canMarkSent(invoice({ status: 'draft' }))).toBe(true);
    expect(canMarkSent(invoice({ status: 'overdue' }))).toBe(true);
    expect(canMarkSent(invoice({ status: 'sent' }))).toBe(false);
    expect(canMarkSent(invoice({ status: 'draft', balanceDue: 0 }))).toBe(false);
    // The server refuses to send an archived invoice: it is unarchived (to draft) first.
    expect(canMarkSent(invoice({ status: 'archived' }))).toBe(false);
  });

  it('Mark Paid while not fully paid and not archived', () => {
    expect(canMarkPaid(invoice({ status: 'sent' }))).toBe(true);
    expect(canMarkPaid(invoice({ status: 'archived' }))).toBe(false);
    expect(canMarkPaid(invoice({ status: 'paid', balanceDue: 0 }))).toBe(false);
  });

  it('Send reminder for a sent or overdue invoice with a balance due, the ones the server reminds', () => {
    expect(canSendReminder(invoice({ status: 'sent' }))).toBe(true);
    expect(canSendReminder(invoice({ status: 'overdue' }))).toBe(true);
    expect(canSendReminder(invoice({ status: 'sent', balanceDue: 0 }))).toBe(false);
    expect(canSendReminder(invoice({ status: 'draft' }))).toBe(false);
    expect(canSendReminder(invoice({ status: 'paid', balanceDue: 0 }))).toBe(false);
    expect(canSendReminder(invoice({ status: 'archived' }))).toBe(false);
  });
});

describe("a new invoice's due date", () => {
  const now = new Date('2026-12-20T23:30:00Z');

  it('is today (UTC) plus the payment terms, across month and year ends', () => {
    expect(defaultDueDate(0, now)).toBe('2026-12-20');
    expect(defaultDueDate(30, now)).toBe('2027-01-19');
  });

  it("counts from the user's today in their time zone, not the UTC day", () => {
    // 23:30 UTC on the 20th is already the 21st in Berlin, still the 20th in Los Angeles.
    expect(defaultDueDate(0, now, 'Europe/Berlin')).toBe('2026-12-21');
    expect(defaultDueDate(30, now, 'Europe/Berlin')).toBe('2027-01-20');
    expect(defaultDueDate(0, now, 'America/Los_Angeles')).toBe('2026-12-20');
  });

  it('is none without payment terms', () => {
    expect(defaultDueDate(null, now)).toBe('');
    expect(defaultDueDate(undefined, now)).toBe('');
  });
});
