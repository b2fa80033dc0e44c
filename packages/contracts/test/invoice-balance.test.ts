import { describe, expect, it } from 'vitest';
import { balanceDueCents, type InvoiceAmounts, isInvoiceSettled, isPaidByPayments, isSettled } from '../src';

const amounts = (status: InvoiceAmounts['status'], totalCents: number, paidCents: number) => ({
  status,
  totalCents,
  paidCents,
});

describe('the paid rule', () => {
  it('settles an invoice when its status is paid or nothing is left to pay', () => {
    expect(isSettled(amounts('sent', 10_000, 0))).toBe(false);
    expect(isSettled(amounts('sent', 10_000, 4_000))).toBe(false);
    expect(isSettled(amounts('sent', 10_000, 10_000))).toBe(true);
    expect(isSettled(amounts('overdue', 10_000, 12_000))).toBe(true);
    // A stored paid status is settled even with a balance left (older data, direct writes).
    expect(isSettled(amounts('paid', 10_000, 4_000))).toBe(true);
    // Archived invoices follow the same rule; the lists leave them out themselves.
    expect(isSettled(amounts('archived', 10_000, 0))).toBe(false);
    expect(isSettled(amounts('archived', 10_000, 10_000))).toBe(true);
  });

  it('settles a zero total from the start, whatever its status', () => {
    for (const status of ['draft', 'sent', 'overdue', 'paid', 'archived'] as const)
      expect(isSettled(amounts(status, 0, 0)), status).toBe(true);
  });

  it('reads an invoice as the API answers it the same way', () => {
    expect(isInvoiceSettled({ status: 'draft', balanceDue: 0 })).toBe(true);
    expect(isInvoiceSettled({ status: 'sent', balanceDue: 0.01 })).toBe(false);
    expect(isInvoiceSettled({ status: 'paid', balanceDue: 60 })).toBe(true);
    expect(isInvoiceSettled({ status: 'sent', balanceDue: -5 })).toBe(true);
  });

  it('gives the balance due in cents, below zero when overpaid', () => {
    expect(balanceDueCents({ totalCents: 10_000, paidCents: 4_000 })).toBe(6_000);
    expect(balanceDueCents({ totalCents: 10_000, paidCents: 12_000 })).toBe(-2_000);
  });

  it('makes the stored status paid only when payments cover the total', () => {
    expect(isPaidByPayments({ totalCents: 10_000, paidCents: 10_000 })).toBe(true);
    expect(isPaidByPayments({ totalCents: 10_000, paidCents: 9_999 })).toBe(false);
    // Nothing to pay and nothing paid: settled, but no payment made it paid.
    expect(isPaidByPayments({ totalCents: 0, paidCents: 0 })).toBe(false);
  });
});
