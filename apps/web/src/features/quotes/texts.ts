import { defineSectionTexts, defineTexts } from '../../lib/i18n';
import en from './locales/en';

/**
 * The quotes screens' texts (namespace `quotes`), in the current language; the validation messages
 * come from @folio/contracts with the schemas, and the form's lines, discount, taxes and totals
 * share the invoices screens' words.
 */
export const QUOTE_TEXTS = defineTexts('quotes', en, (t) => ({
  panelTitleOf: (displayNumber: string) => t('panelTitleOf', { displayNumber }),
  converted: (displayNumber: string) => t('converted', { displayNumber }),
  invoiceLink: (displayNumber: string) => t('invoiceLink', { displayNumber }),
  cardTitle: (displayNumber: string) => t('cardTitle', { displayNumber }),
  cardMenuName: (displayNumber: string) => t('cardMenuName', { displayNumber }),
  itemCount: (count: number) => t('itemCount', { count }),
  cardValidUntil: (date: string) => t('cardValidUntil', { date }),
}));

/** The panel's section on the client's answer. */
export const QUOTE_ANSWER_TEXTS = defineSectionTexts('quotes', en, 'answer');

/** The quote form's own labels (the lines and totals are the invoice form's). */
export const QUOTE_FORM_TEXTS = defineSectionTexts('quotes', en, 'form');

/** Send by email, where it differs from an invoice's. */
export const QUOTE_EMAIL_TEXTS = defineSectionTexts('quotes', en, 'email', (t) => ({
  dialogTitle: (displayNumber: string) => t('dialogTitle', { displayNumber }),
}));

/** The list's status filter, in its order; all is the default and is left out of the address. */
const QUOTE_STATUS_FILTERS = ['all', 'draft', 'sent', 'accepted', 'declined', 'expired'] as const;
export type QuoteStatusFilter = (typeof QUOTE_STATUS_FILTERS)[number];

/** The status filter's options, named in the current language (built at render). */
export const quoteStatusOptions = () =>
  QUOTE_STATUS_FILTERS.map((value) => ({ value, label: QUOTE_TEXTS.statusOptions[value] }));
