import { defineTexts } from '../../lib/i18n';
import en from './locales/en';

/**
 * The API keys screen's texts (namespace `api-keys`); the rule texts the server also sends are
 * API_KEY_MSG, and the role names are the shell's `TEXTS.roleNames`.
 */
export const API_KEY_TEXTS = defineTexts('api-keys', en, (t) => ({
  revokeWhat: (name: string) => t('revokeWhat', { name }),
  revokeConfirm: (name: string) => t('revokeConfirm', { name }),
  createdBy: (name: string, date: string) => t('createdBy', { name, date }),
  lastUsed: (date: string) => t('lastUsed', { date }),
  expires: (date: string) => t('expires', { date }),
  expiredOn: (date: string) => t('expiredOn', { date }),
  revokedOn: (date: string) => t('revokedOn', { date }),
}));
