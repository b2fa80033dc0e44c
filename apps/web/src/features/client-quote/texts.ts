import { defineTexts } from '../../lib/i18n';
import en from './locales/en';

/** The client's quote page's texts (namespace `client-quote`); its lines and totals are the invoice page's words. */
export const CLIENT_QUOTE_TEXTS = defineTexts('client-quote', en, (t) => ({
  heading: (displayNumber: string) => t('heading', { displayNumber }),
  acceptedBy: (name: string, date: string) => t('acceptedBy', { name, date }),
  declinedOn: (date: string) => t('declinedOn', { date }),
  expired: (date: string) => t('expired', { date }),
}));
