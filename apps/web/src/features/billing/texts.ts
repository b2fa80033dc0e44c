import { defineTexts } from '../../lib/i18n';
import en from './locales/en';

/**
 * The billing screen's texts (namespace `billing`), its plans' names and contents among them; the
 * server's own billing messages (BILLING_MSG) come from @folio/contracts through serverMessage.
 */
export const BILLING_TEXTS = defineTexts('billing', en, (t) => ({
  currentPlan: (plan: string) => t('currentPlan', { plan }),
  upgradeTo: (plan: string) => t('upgradeTo', { plan }),
  /** A plan card's name for a screen reader. */
  planCard: (plan: string) => t('planCard', { plan }),
  /** The monthly price; the interval is the payment provider's, else a month. */
  pricePer: (price: string, interval: string | undefined) =>
    t('pricePer', { price, interval: interval || 'month' }),
}));
