import { defineTexts } from '../../lib/i18n';
import en from './locales/en';

/** A record's notes, as users read them (namespace `notes`); the checks' messages come from @folio/contracts. */
export const NOTE_TEXTS = defineTexts('notes', en);
