import { defineSectionTexts, defineTexts } from '../../lib/i18n';
import en from './locales/en';

/** The client's invoice page's texts (namespace `client-invoice`). */
export const CLIENT_INVOICE_TEXTS = defineTexts('client-invoice', en, (t) => ({
  heading: (displayNumber: string) => t('heading', { displayNumber }),
  taxId: (taxId: string) => t('taxId', { taxId }),
  lineQuantity: (quantity: string, unitPrice: string) => t('lineQuantity', { quantity, unitPrice }),
  lineDiscount: (percent: string) => t('lineDiscount', { percent }),
  pay: (amount: string) => t('pay', { amount }),
  amountHint: (min: string, max: string) => t('amountHint', { min, max }),
  logo: (name: string) => t('logo', { name }),
}));

/** The totals block's row labels. */
export const CLIENT_INVOICE_TOTALS_TEXTS = defineSectionTexts('client-invoice', en, 'totals', (t) => ({
  rate: (name: string, percent: string) => t('rate', { name, percent }),
  includedRate: (rate: string) => t('includedRate', { rate }),
}));

/** The test payment page's texts (mock mode): the page that stands in for Stripe's. */
export const CLIENT_MOCK_PAY_TEXTS = defineSectionTexts('client-invoice', en, 'mock');
