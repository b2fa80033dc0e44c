import type { Recurrence, RecurrenceEnd, RecurringFrequency, RecurringInvoice } from '@folio/contracts';
import {
  type DocumentFormValues,
  documentFormValues,
  documentInputFrom,
  emptyDocumentValues,
  splitDocumentErrors,
} from '../document-form/document-values';

/** How a series ends, as the form's choice holds it. */
export type EndType = RecurrenceEnd['type'];

/**
 * The series form's values: a document's (no due date: each invoice's is its date plus
 * `daysUntilDue`), then the calendar and the sending. Numbers are '' while a field is empty.
 */
export type SeriesFormValues = DocumentFormValues & {
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
  return {
    ...emptyDocumentValues(),
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
    ...documentFormValues(series),
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

/** The API's input: the document's fields (lines, discount and taxes) as every form sends them, and the calendar. */
export function seriesInputFrom(values: SeriesFormValues) {
  return {
    ...documentInputFrom(values),
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

/** The field an end's error shows at: the count or date field that is showing, else the choice. */
function endField(path: string) {
  if (path === 'end.count') return 'endCount';
  if (path === 'end.date') return 'endDate';
  return path.startsWith('end') ? 'endType' : undefined;
}

/** Where a 422's errors show: a document form's places, and the end's at the end field. */
export const splitSeriesErrors = (errors: Record<string, string>) => splitDocumentErrors(errors, endField);
