import { createInvoiceInput, INVOICE_MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { validate } from '../../lib/validate';
import { splitDocumentErrors } from '../document-form/document-values';
import { emptyInvoiceValues, type InvoiceFormValues, invoiceInputFrom } from './invoice-values';

const filled = (more: Partial<InvoiceFormValues> = {}): InvoiceFormValues => ({
  ...emptyInvoiceValues(),
  client: 'c1',
  project: ['p1'],
  items: [
    { description: 'Design', quantity: 2, unitPrice: 50, discountPercent: 12.5, taxRateIds: ['vat', 'qst'] },
    { description: 'Hosting', quantity: 1, unitPrice: 10, discountPercent: '', taxRateIds: [] },
  ],
  ...more,
});

describe('the invoice form’s request', () => {
  it('sends each line’s discount and taxes, no invoice discount, and prices without tax by default', () => {
    const input = invoiceInputFrom(filled());
    expect(input.items).toEqual([
      {
        description: 'Design',
        quantity: 2,
        unitPrice: 50,
        discountPercent: 12.5,
        taxRateIds: ['vat', 'qst'],
      },
      { description: 'Hosting', quantity: 1, unitPrice: 10, discountPercent: 0, taxRateIds: [] },
    ]);
    expect(input.discount).toBeNull();
    expect(input.pricesIncludeTax).toBe(false);
    expect(validate(createInvoiceInput, input).ok).toBe(true);
  });

  it('sends the invoice discount as a type and a value, and prices that include tax', () => {
    expect(invoiceInputFrom(filled({ discountType: 'percent', discountValue: 9.975 })).discount).toEqual({
      type: 'percent',
      value: 9.975,
    });
    const input = invoiceInputFrom(
      filled({ discountType: 'amount', discountValue: 25, pricesIncludeTax: true }),
    );
    expect(input.discount).toEqual({ type: 'amount', value: 25 });
    expect(input.pricesIncludeTax).toBe(true);
    expect(validate(createInvoiceInput, input).ok).toBe(true);
  });

  it('drops a value typed before None was chosen', () => {
    expect(invoiceInputFrom(filled({ discountType: 'none', discountValue: 30 })).discount).toBeNull();
  });

  it('shows a missing or wrong discount at the discount field, with the server’s message', () => {
    const empty = validate(
      createInvoiceInput,
      invoiceInputFrom(filled({ discountType: 'amount', discountValue: '' })),
    );
    expect(empty.ok).toBe(false);
    if (empty.ok) return;
    expect(splitDocumentErrors(empty.errors).onFields).toEqual({
      discount: INVOICE_MSG.discountAmountInvalid,
    });

    const over = validate(
      createInvoiceInput,
      invoiceInputFrom(filled({ discountType: 'percent', discountValue: 101 })),
    );
    if (over.ok) throw new Error('101 % was accepted');
    expect(splitDocumentErrors(over.errors).onFields).toEqual({
      discount: INVOICE_MSG.discountPercentInvalid,
    });
  });

  it('shows a line’s wrong discount and too many taxes at that line’s fields', () => {
    const items = [
      {
        description: 'Design',
        quantity: 1,
        unitPrice: 5,
        discountPercent: 100.5,
        taxRateIds: ['a', 'b', 'c'],
      },
    ];
    const checked = validate(createInvoiceInput, invoiceInputFrom(filled({ items })));
    if (checked.ok) throw new Error('the line was accepted');
    expect(splitDocumentErrors(checked.errors).onFields).toEqual({
      'items.0.discountPercent': INVOICE_MSG.lineDiscountInvalid,
      'items.0.taxRateIds': INVOICE_MSG.tooManyTaxes,
    });
  });
});
