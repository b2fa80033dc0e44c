import { defineTexts } from '../../lib/i18n';
import en from './locales/en';

/** The document forms' shared fields' own texts (namespace `document-form`), in the current language. */
export const DOCUMENT_FORM_TEXTS = defineTexts('document-form', en);
