import { defineTexts } from '../../lib/i18n';
import en from './locales/en';

/**
 * The clients screens' texts (namespace `clients`); the validation messages come from
 * @folio/contracts with the schemas. The panel's, picker's and form's texts are sections of the
 * same catalog, read through their own names below.
 */
export const CLIENT_TEXTS = defineTexts('clients', en, (t) => ({
  taxIdLine: (taxId: string) => t('taxIdLine', { taxId }),
  /** The client's document language, shown only when it has its own. */
  localeLine: (language: string) => t('localeLine', { language }),
}));

/** The client panel's sections. */
export const CLIENT_PANEL_TEXTS = CLIENT_TEXTS.panel;

/** The client picker of the project and invoice forms and filters. */
export const CLIENT_PICKER_TEXTS = CLIENT_TEXTS.picker;

/** The client form's labels and buttons. */
export const CLIENT_FORM_TEXTS = CLIENT_TEXTS.form;

/** The list's status filter, in its order. */
const CLIENT_STATUS_FILTERS = ['active', 'archived', 'all'] as const;

/** The status filter's choices in the current language (read when rendering). */
export const clientStatusOptions = () =>
  CLIENT_STATUS_FILTERS.map((value) => ({ value, label: CLIENT_TEXTS.statusOptions[value] }));

/** A client's status as the form's select offers it, in the current language (read when rendering). */
export const clientStatusChoices = () =>
  (['active', 'archived'] as const).map((value) => ({ value, label: CLIENT_TEXTS.statusNames[value] }));
