import type { Currency, Invoice } from '@folio/contracts';
import type { DiscountType, ItemValues } from '../invoices/invoice-rules';

/**
 * What every document form (invoice, quote, recurring series) holds: the client, projects,
 * currency, lines, document discount and tax mode, numbers or '' while a field is empty. Each form
 * adds its own dates to these.
 */
export type DocumentFormValues = {
  client: string | null;
  /** The client's name, so a restored draft shows it without a lookup. */
  clientName: string;
  project: string[];
  currency: Currency;
  items: ItemValues[];
  discountType: DiscountType;
  discountValue: number | '';
  pricesIncludeTax: boolean;
};

/** A saved document's part the form edits: invoices, quotes and series store it alike. */
type SavedDocument = Pick<
  Invoice,
  'client' | 'project' | 'currency' | 'items' | 'discount' | 'pricesIncludeTax'
>;

export const emptyItem = (): ItemValues => ({
  description: '',
  quantity: 1,
  unitPrice: '',
  discountPercent: '',
  taxRateIds: [],
});

export const emptyDocumentValues = (): DocumentFormValues => ({
  client: null,
  clientName: '',
  project: [],
  currency: 'USD',
  items: [emptyItem()],
  discountType: 'none',
  discountValue: '',
  pricesIncludeTax: false,
});

/** A saved document's shared fields as the form shows them, so every kind opens the same way. */
export function documentFormValues(document: SavedDocument): DocumentFormValues {
  return {
    client: document.client._id,
    clientName: document.client.name,
    project: document.project.map((project) => project._id),
    currency: document.currency,
    items: document.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      // No discount shows as an empty field rather than a 0 to erase first.
      discountPercent: item.discountPercent || '',
      taxRateIds: item.taxRateIds,
    })),
    discountType: document.discount?.type ?? 'none',
    discountValue: document.discount?.value ?? '',
    pricesIncludeTax: document.pricesIncludeTax,
  };
}

const numberOrUndefined = (value: number | string | undefined) =>
  value === '' || value === null || value === undefined
    ? undefined
    : typeof value === 'number'
      ? value
      : Number(value);

/**
 * The shared fields as the API takes them, one mapping for every kind so they are sent alike:
 * numbers as numbers (an empty required field is missing, and the schema says so), an empty line
 * discount is none, and the document discount is null when none is chosen.
 */
export function documentInputFrom(values: DocumentFormValues) {
  return {
    client: values.client ?? '',
    project: values.project,
    currency: values.currency,
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
 * Where a 422's errors show on a document form: the document discount's value and the discount
 * itself are one field (`discount`); "items" alone and errors without a field go to the general
 * list. `fieldOf` names the field of a form's own paths (a series' end), or undefined to keep one
 * at its path.
 */
export function splitDocumentErrors(
  errors: Record<string, string>,
  fieldOf: (path: string) => string | undefined = () => undefined,
) {
  const onFields: Record<string, string> = {};
  const general: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    if (path === 'items' || path === '_') general.push(message);
    else if (path.startsWith('discount')) onFields.discount ??= message;
    else {
      const field = fieldOf(path);
      if (field) onFields[field] ??= message;
      else onFields[path] = message;
    }
  }
  return { onFields, general };
}
