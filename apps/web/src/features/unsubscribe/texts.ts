import { defineTexts } from '../../lib/i18n';
import en from './locales/en';

/**
 * The unsubscribe page's texts (namespace `unsubscribe`); what the server answers (done, or the link
 * is not valid) comes from @folio/contracts' DIGEST_MSG.
 */
export const UNSUBSCRIBE_TEXTS = defineTexts('unsubscribe', en, () => ({}));
