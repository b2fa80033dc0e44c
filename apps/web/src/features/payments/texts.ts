import { defineTexts } from '../../lib/i18n';
import en from './locales/en';

/**
 * Settings → Payments' own texts (namespace `payments`); its title is the shell's (`TEXTS.payments`)
 * and the rule texts the server also sends are PAYMENT_MSG.
 */
export const PAYMENT_TEXTS = defineTexts('payments', en, (t) => ({
  ruleLabel: (number: number) => t('ruleLabel', { number }),
  removeRule: (number: number) => t('removeRule', { number }),
  repeatSummary: (every: number, times: number) => t('repeatSummary', { every, times }),
}));
