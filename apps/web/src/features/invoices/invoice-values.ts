import type { Currency, Invoice } from '@folio/contracts';
import type { DiscountType, ItemValues } from './invoice-rules';

/** The invoice form's values: what the fields hold, numbers or '' while a field is empty. */
export type InvoiceFormValues = {
  client: string | null;
  /** The client's name, so a restored draft shows it without a lookup. */
  clientName: string;
  project: string[];
  currency: Currency;
  dueDate: string;
  items: ItemValues[];
  discountType: DiscountType;
  discountValue: number | '';
  pricesIncludeTax: boolean;
};

export const emptyItem = (): ItemValues => ({
  description: '',
  quantity: 1,
  unitPrice: '',
  discountPercent: '',
  taxRateIds: [],
});

export const emptyInvoiceValues = (): InvoiceFormValues => ({
  client: null,
  clientName: '',
  project: [],
  currency: 'USD',
  dueDate: '',
  items: [emptyItem()],
  discountType: 'none',
  discountValue: '',
  pricesIncludeTax: false,
});

export function invoiceFormValues(invoice: Invoice): InvoiceFormValues {
  return {
    client: invoice.client._id,
    clientName: invoice.client.name,
    project: invoice.project.map((project) => project._id),
    currency: invoice.currency,
    dueDate: invoice.dueDate ?? '',
    items: invoice.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      // No discount shows as an empty field rather than a 0 to erase first.
      discountPercent: item.discountPercent || '',
      taxRateIds: item.taxRateIds,
    })),
    discountType: invoice.discount?.type ?? 'none',
    discountValue: invoice.discount?.value ?? '',
    pricesIncludeTax: invoice.pricesIncludeTax,
  };
}

const numberOrUndefined = (value: number | string | undefined) =>
  value === '' || value === null || value === undefined
    ? undefined
    : typeof value === 'number'
      ? value
      : Number(value);

/**
 * The API's input: numbers as numbers (an empty required field is missing, and the schema says
 * so), no empty due date, an empty line discount is none, and the invoice discount is null when
 * none is chosen.
 */
export function invoiceInputFrom(values: InvoiceFormValues) {
  return {
    client: values.client ?? '',
    project: values.project,
    currency: values.currency,
    dueDate: values.dueDate.trim() || null,
    items: values.items.map((item) => ({
      description: item.description,
      quantity: numberOrUndefined(item.quantity) as number,
      unitPrice: numberOrUndefined(item.unitPrice) as number,
      discountPercent: numberOrUndefined(item.discountPercent) ?? 0,
      taxRateIds: item.taxRateIds ?? [],
    })),
    discount:
      values.discountType === 'none'
        ? null
        : { type: values.discountType, value: numberOrUndefined(values.discountValue) as number },
    pricesIncludeTax: values.pricesIncludeTax,
  };
}

/**
 * Where the form shows an error: the invoice discount's value and the discount itself are one
 * field (`discount`); "items" alone and errors without a field go to the general list.
 */
export function splitInvoiceErrors(errors: Record<string, string>) {
  const onFields: Record<string, string> = {};
  const general: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    if (path === 'items' || path === '_') general.push(message);
    else if (path.startsWith('discount')) onFields.discount ??= message;
    else onFields[path] = message;
  }
  return { onFields, general };
}
