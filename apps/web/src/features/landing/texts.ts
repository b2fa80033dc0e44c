import { defineTexts } from '../../lib/i18n';
import en from './locales/en';

/** The landing page's texts (namespace `landing`), with its features, plans and questions (landing-content.ts orders the plans). */
export const LANDING_TEXTS = defineTexts('landing', en, (t) => ({
  freeOrganizations: (count: number) => t('freeOrganizations', { count }),
  freeUsers: (count: number) => t('freeUsers', { count }),
  freeClients: (count: number) => t('freeClients', { count }),
  freeInvoicesPerMonth: (count: number) => t('freeInvoicesPerMonth', { count }),
}));
