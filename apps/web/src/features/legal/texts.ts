import { defineTexts } from '../../lib/i18n';
import en from './locales/en';

/** The legal pages' texts (namespace `legal`): their own lines and the policies' sections. */
export const LEGAL_TEXTS = defineTexts('legal', en);

/**
 * The policies' sections, in order. These are lists of getters: a section's texts are read in the
 * current language each time the page renders, so the page switches language without a reload.
 */
export const PRIVACY_SECTIONS = LEGAL_TEXTS.privacy;
export const TERMS_SECTIONS = LEGAL_TEXTS.terms;
