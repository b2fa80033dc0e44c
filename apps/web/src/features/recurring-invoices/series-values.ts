import type { Recurrence, RecurrenceEnd, RecurringFrequency, RecurringInvoice } from '@folio/contracts';
import { emptyInvoiceValues, type InvoiceFormValues, invoiceInputFrom } from '../invoices/invoice-values';

/** How a series ends, as the form's choice holds it. */
export type EndType = RecurrenceEnd['type'];

/**
 * The series form's values: what an invoice form holds (but a due date: each invoice's is its date
 * plus `daysUntilDue`), then the calendar and the sending. Numbers are '' while a field is empty.
 */
export type SeriesFormValues = Omit<InvoiceFormValues, 'dueDate'> & {
  frequency: RecurringFrequency;
  startDate: string;
  endType: EndType;
  endCount: number | '';
  endDate: string;
  daysUntilDue: number | '';
  autoSend: boolean;
};

/** The days until due a new series starts with when the organization has no payment terms. */
const DEFAULT_DAYS_UNTIL_DUE = 30;

/** A new series: monthly from `today`, never ending, due after the organization's payment terms. */
export function emptySeriesValues(today: string, paymentTermsDays?: number | null): SeriesFormValues {
  const { dueDate: _dueDate, ...invoice } = emptyInvoiceValues();
  return {
    ...invoice,
    frequency: 'monthly',
    startDate: today,
    endType: 'never',
    endCount: '',
    endDate: '',
    daysUntilDue: paymentTermsDays ?? DEFAULT_DAYS_UNTIL_DUE,
    autoSend: false,
  };
}

export function seriesFormValues(series: RecurringInvoice): SeriesFormValues {
  return {
    client: series.client._id,
    clientName: series.client.name,
    project: series.project.map((project) => project._id),
    currency: series.currency,
    items: series.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      // No discount shows as an empty field rather than a 0 to erase first.
      discountPercent: item.discountPercent || '',
      taxRateIds: item.taxRateIds,
    })),
    discountType: series.discount?.type ?? 'none',
    discountValue: series.discount?.value ?? '',
    pricesIncludeTax: series.pricesIncludeTax,
    frequency: series.frequency,
    startDate: series.startDate,
    endType: series.end.type,
    endCount: series.end.type === 'after' ? series.end.count : '',
    endDate: series.end.type === 'on' ? series.end.date : '',
    daysUntilDue: series.daysUntilDue,
    autoSend: series.autoSend,
  };
}

/** An empty number field is sent missing, so the schema's own message names it. */
const numberOrMissing = (value: number | '') => (value === '' ? undefined : value) as number;

/** The end as the API takes it; an empty count or date is sent as typed, so the schema names it. */
function endFrom(values: Pick<SeriesFormValues, 'endType' | 'endCount' | 'endDate'>) {
  if (values.endType === 'after') return { type: 'after' as const, count: numberOrMissing(values.endCount) };
  if (values.endType === 'on') return { type: 'on' as const, date: values.endDate.trim() };
  return { type: 'never' as const };
}

/** The API's input: the invoice's fields (the lines, discount and taxes as the invoice form sends them) and the calendar. */
export function seriesInputFrom(values: SeriesFormValues) {
  const { dueDate: _dueDate, ...invoice } = invoiceInputFrom({ ...values, dueDate: '' });
  return {
    ...invoice,
    frequency: values.frequency,
    startDate: values.startDate.trim(),
    end: endFrom(values),
    daysUntilDue: numberOrMissing(values.daysUntilDue),
    autoSend: values.autoSend,
  };
}

/** The calendar the form's values describe, for the preview of the next dates. */
export function recurrenceOf(values: SeriesFormValues): Recurrence {
  const end = endFrom(values);
  return {
    frequency: values.frequency,
    startDate: values.startDate.trim(),
    end: end.type === 'after' ? { type: 'after', count: Number(end.count) } : end,
  };
}

/** Whether the form changes the series' calendar (then the server works out its next date again). */
export function calendarChanged(series: RecurringInvoice, values: SeriesFormValues): boolean {
  return JSON.stringify(recurrenceOf(values)) !== JSON.stringify(recurrenceOf(seriesFormValues(series)));
}

/**
 * Where a 422's errors show: the invoice discount's value and the discount itself are one field
 * (`discount`); the end's count or date shows at the end field that is showing; "items" alone and
 * errors without a field go to the general list.
 */
export function splitSeriesErrors(errors: Record<string, string>) {
  const onFields: Record<string, string> = {};
  const general: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    if (path === 'items' || path === '_') general.push(message);
    else if (path.startsWith('discount')) onFields.discount ??= message;
    else if (path === 'end.count') onFields.endCount ??= message;
    else if (path === 'end.date') onFields.endDate ??= message;
    else if (path.startsWith('end')) onFields.endType ??= message;
    else onFields[path] = message;
  }
  return { onFields, general };
}
