import { defineTexts } from '../../lib/i18n';
import en from './locales/en';

/**
 * The dashboard's heading in English, for the placeholder prerendered at build time (in English);
 * the page itself shows the sidebar's name for it, in the user's language.
 */
export const DASHBOARD_HEADING = 'Dashboard';

/** The dashboard's texts (namespace `dashboard`); its heading and chart title are the common ones. */
export const DASHBOARD_TEXTS = defineTexts('dashboard', en, (t) => ({
  stepsDone: (done: number, steps: number) => t('stepsDone', { done, steps }),
  /** A month's button under the chart, with the month's name and its paid amount, both formatted. */
  activityForPaid: (month: string, total: string) => t('activityForPaid', { month, total }),
  showAllSteps: (steps: number) => t('showAllSteps', { steps }),
}));
