import { defineSectionTexts, defineTexts } from '../../lib/i18n';
import en from './locales/en';

/**
 * The recurring invoices screens' texts (namespace `recurring-invoices`), in the current language;
 * the invoice lines, discount, taxes and totals reuse the invoices screens' texts, and validation
 * messages come from @folio/contracts with the schemas.
 */
export const RECURRING_TEXTS = defineTexts('recurring-invoices', en, (t) => ({
  panelTitleOf: (client: string) => t('panelTitleOf', { client }),
  cardMenuName: (client: string) => t('cardMenuName', { client }),
  itemCount: (count: number) => t('itemCount', { count }),
  nextOn: (date: string) => t('nextOn', { date }),
  dueDays: (days: number) => t('dueDays', { days }),
  generatedCount: (count: number) => t('generatedCount', { count }),
  invoiceRow: (displayNumber: string) => t('invoiceRow', { displayNumber }),
  invoiceOf: (date: string) => t('invoiceOf', { date }),
  madeBy: (date: string) => t('madeBy', { date }),
}));

/** A series' calendar in words ("Monthly on day 31 · 12 invoices"). */
export const SCHEDULE_TEXTS = defineSectionTexts('recurring-invoices', en, 'schedules', (t) => ({
  weekly: (weekday: string) => t('weekly', { weekday }),
  biweekly: (weekday: string) => t('biweekly', { weekday }),
  monthly: (day: number) => t('monthly', { day }),
  quarterly: (day: number) => t('quarterly', { day }),
  yearly: (date: string) => t('yearly', { date }),
  endAfter: (count: number) => t('endAfter', { count }),
  endOn: (date: string) => t('endOn', { date }),
}));

/** The series form's schedule fields and the preview of its next dates. */
export const SERIES_FORM_TEXTS = defineSectionTexts('recurring-invoices', en, 'form', (t) => ({
  nextDates: (dates: string) => t('nextDates', { dates }),
  pastDates: (count: number) => t('pastDates', { count }),
  frequencyMonthly: (day: number) => t('frequencyMonthly', { day }),
}));
