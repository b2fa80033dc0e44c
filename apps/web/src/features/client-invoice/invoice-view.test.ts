import type { PublicInvoice } from '@folio/contracts/schemas/public-invoices';
import { describe, expect, it } from 'vitest';
import { RestAnswerError } from '../../lib/rest-answer-error';
import { clientTotalsRows, displayStatus, lineDetails, loadFailure, retryLoad } from './invoice-view';

const invoice = (more: Partial<PublicInvoice> = {}): PublicInvoice => ({
  seller: {
    name: 'Studio Nord',
    legalName: null,
    address: null,
    taxId: null,
    email: null,
    phone: null,
    website: null,
    paymentInstructions: null,
    invoiceFooter: null,
    logoUrl: null,
  },
  client: { name: 'Acme', address: null, taxId: null },
  displayNumber: '0007',
  status: 'sent',
  overdue: false,
  issueDate: '2026-11-01T10:00:00.000Z',
  sentAt: '2026-11-02T10:00:00.000Z',
  dueDate: '2026-12-01',
  currency: 'EUR',
  locale: 'en',
  pricesIncludeTax: false,
  items: [
    { description: 'Design', quantity: 2, unitPrice: 50, discountPercent: 10, amount: 90, taxes: ['VAT'] },
  ],
  subtotal: 90,
  discountTotal: 0,
  taxes: [{ name: 'VAT', percent: 23, amount: 20.7 }],
  taxTotal: 20.7,
  total: 110.7,
  paid: 0,
  balanceDue: 110.7,
  canPay: false,
  allowPartialPayments: false,
  ...more,
});

const rows = (more?: Partial<PublicInvoice>) =>
  clientTotalsRows(invoice(more)).map(({ label, amount }) => `${label}: ${amount}`);

describe('the client page totals', () => {
  it('lists subtotal, each tax, the total and the balance due', () => {
    expect(rows()).toEqual(['Subtotal: €90.00', 'VAT 23%: €20.70', 'Total: €110.70', 'Balance due: €110.70']);
  });

  it('shows the invoice discount and what is already paid', () => {
    expect(rows({ subtotal: 100, discountTotal: 10, paid: 50, balanceDue: 60.7 })).toEqual([
      'Subtotal: €100.00',
      'Discount: -€10.00',
      'VAT 23%: €20.70',
      'Total: €110.70',
      'Paid: €50.00',
      'Balance due: €60.70',
    ]);
  });

  it('says the taxes are included when prices include tax', () => {
    expect(rows({ pricesIncludeTax: true })).toEqual([
      'Subtotal: €90.00',
      'incl. VAT 23%: €20.70',
      'Total incl. tax: €110.70',
      'Balance due: €110.70',
    ]);
  });

  it('marks the total and the balance as the strong rows', () => {
    const strong = clientTotalsRows(invoice()).filter((row) => row.strong);
    expect(strong.map((row) => row.key)).toEqual(['total', 'balance']);
  });
});

describe('a line’s details', () => {
  it('gives the quantity and price, the discount and the taxes', () => {
    expect(lineDetails(invoice().items[0]!, 'EUR')).toBe('2 × €50.00 · −10% · VAT');
  });

  it('leaves out a missing discount', () => {
    const item = { ...invoice().items[0]!, discountPercent: 0, taxes: [] };
    expect(lineDetails(item, 'USD')).toBe('2 × $50.00');
  });
});

describe('a failed load', () => {
  it('tells an unknown or rotated link from a withdrawn invoice and other failures', () => {
    expect(loadFailure(new RestAnswerError(404, {}))).toBe('notFound');
    expect(loadFailure(new RestAnswerError(410, {}))).toBe('gone');
    expect(loadFailure(new RestAnswerError(500, {}))).toBe('failed');
    expect(loadFailure(new TypeError('Failed to fetch'))).toBe('failed');
  });

  it('asks again only when the answer could change', () => {
    expect(retryLoad(0, new RestAnswerError(404, {}))).toBe(false);
    expect(retryLoad(0, new RestAnswerError(410, {}))).toBe(false);
    expect(retryLoad(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryLoad(2, new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('the status shown', () => {
  it('is overdue when the invoice is past due and not paid', () => {
    expect(displayStatus({ status: 'sent', overdue: true })).toBe('overdue');
    expect(displayStatus({ status: 'paid', overdue: false })).toBe('paid');
    expect(displayStatus({ status: 'sent', overdue: false })).toBe('sent');
  });
});
