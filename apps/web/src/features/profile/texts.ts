import { defineTexts } from '../../lib/i18n';
import en from './locales/en';

/** The profile page's texts (namespace `profile`); the messages the server also uses come from @folio/contracts. */
export const PROFILE_TEXTS = defineTexts('profile', en, (t) => ({
  pendingChange: (email: string) => t('pendingChange', { email }),
  /** Under the last login: "2 logins in total". */
  loginCount: (count: number) => t('loginCount', { count }),
}));
