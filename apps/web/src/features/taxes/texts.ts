import { defineTexts } from '../../lib/i18n';
import en from './locales/en';

/**
 * The Tax rates screen's own texts (namespace `taxes`); its title is the shell's `TEXTS.taxRates`, and
 * the rule texts the server also sends are TAX_RATE_MSG.
 */
export const TAX_TEXTS = defineTexts('taxes', en, (t) => ({
  editWhat: (name: string) => t('editWhat', { name }),
  archiveWhat: (name: string) => t('archiveWhat', { name }),
  editTitle: (name: string) => t('editTitle', { name }),
  archiveConfirm: (name: string) => t('archiveConfirm', { name }),
}));
