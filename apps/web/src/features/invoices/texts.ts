import { defineSectionTexts, defineTexts } from '../../lib/i18n';
import en from './locales/en';

/**
 * The invoices screens' texts (namespace `invoices`), in the current language; the validation
 * messages come from @folio/contracts with the schemas. Each section of the catalog is its own texts
 * object below.
 */
export const INVOICE_TEXTS = defineTexts('invoices', en, (t) => ({
  panelTitleOf: (displayNumber: string) => t('panelTitleOf', { displayNumber }),
  markedPaid: (amount: string) => t('markedPaid', { amount }),
  /** The invoice's status code ("archived"), named in the current language. */
  setTo: (status: string) => t('setTo', { status }),
  cardTitle: (displayNumber: string) => t('cardTitle', { displayNumber }),
  itemCount: (count: number) => t('itemCount', { count }),
  cardMenuName: (displayNumber: string) => t('cardMenuName', { displayNumber }),
  cardCreated: (date: string) => t('cardCreated', { date }),
  cardSent: (date: string) => t('cardSent', { date }),
  cardPaid: (date: string) => t('cardPaid', { date }),
  emailTo: (recipients: string) => t('emailTo', { recipients }),
  due: (dueDate: string) => t('due', { dueDate }),
}));

/** Send by email (the dialog) and the panel's Emails section. */
export const INVOICE_EMAIL_TEXTS = defineSectionTexts('invoices', en, 'email', (t) => ({
  dialogTitle: (displayNumber: string) => t('dialogTitle', { displayNumber }),
  retryWhat: (recipients: string) => t('retryWhat', { recipients }),
  retrying: (attempts: number, reason: string) => t('retrying', { attempts, reason }),
  attemptCount: (count: number) => t('attemptCount', { count }),
  requestedBy: (name: string) => t('requestedBy', { name }),
}));

/** The invoice form's labels and buttons. */
export const INVOICE_FORM_TEXTS = defineSectionTexts('invoices', en, 'form', (t) => ({
  description: (item: number) => t('description', { item }),
  quantity: (item: number) => t('quantity', { item }),
  unitPrice: (item: number) => t('unitPrice', { item }),
  removeItem: (item: number) => t('removeItem', { item }),
}));

/** The totals block of the invoice form and the invoice panel. */
export const INVOICE_TOTALS_TEXTS = defineSectionTexts('invoices', en, 'totals', (t) => ({
  rate: (name: string, percent: string, base: string) => t('rate', { name, percent, base }),
  includedRate: (rate: string) => t('includedRate', { rate }),
}));

/** The invoice form's discount and tax fields, and a line's details in the panel. */
export const INVOICE_TAX_TEXTS = defineSectionTexts('invoices', en, 'tax', (t) => ({
  lineDiscount: (item: number) => t('lineDiscount', { item }),
  lineTaxes: (item: number) => t('lineTaxes', { item }),
  rateOption: (name: string, percent: string, archived: boolean) =>
    t('rateOption', { name, percent, archived: archived ? 'yes' : 'no' }),
  lineQuantity: (quantity: string) => t('lineQuantity', { quantity }),
  lineDiscountShort: (percent: string) => t('lineDiscountShort', { percent }),
}));

/** The list's status filter, in its order; the default (nonArchived) is left out of the address. */
const INVOICE_STATUS_FILTERS = ['nonArchived', 'archived', 'all'] as const;
export type InvoiceStatusFilter = (typeof INVOICE_STATUS_FILTERS)[number];

/** The status filter's options, named in the current language (built at render). */
export const invoiceStatusOptions = () =>
  INVOICE_STATUS_FILTERS.map((value) => ({ value, label: INVOICE_TEXTS.statusOptions[value] }));
