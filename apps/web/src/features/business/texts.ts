import { defineTexts } from '../../lib/i18n';
import en from './locales/en';

/**
 * The Business details screen's own texts (namespace `business`); its title, the way to the tax
 * rates, the email label and the language names are the shell's (`TEXTS`), and the rule texts the
 * server also sends are ORG_PROFILE_MSG.
 */
export const BUSINESS_TEXTS = defineTexts('business', en);
