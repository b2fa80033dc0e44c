import type { Project } from '@folio/contracts';
import { defineTexts } from '../../lib/i18n';
import en from './locales/en';

/**
 * The projects screens' texts (namespace `projects`); the validation messages come from
 * @folio/contracts with the schemas. The form's texts are a section of the same catalog.
 */
export const PROJECT_TEXTS = defineTexts('projects', en, (t) => ({
  /** The toast after a status change ("Project set to completed"). */
  setTo: (status: string) => t('setTo', { status }),
}));

/** The project form's labels and buttons. */
export const PROJECT_FORM_TEXTS = PROJECT_TEXTS.form;

/** The list's status filter (and the client panel's), in its order. */
const PROJECT_STATUS_FILTERS = ['active', 'completed', 'archived', 'all'] as const;
export type ProjectStatusFilter = (typeof PROJECT_STATUS_FILTERS)[number];

/** The status filter's choices in the current language (read when rendering). */
export const projectStatusOptions = () =>
  PROJECT_STATUS_FILTERS.map((value) => ({ value, label: PROJECT_TEXTS.statusOptions[value] }));

/** The panel's status buttons, in their order: each shown when the project is in another state. */
const PROJECT_STATUS_ACTIONS: readonly Project['status'][] = ['active', 'completed', 'archived'];

/** The panel's status buttons in the current language (read when rendering). */
export const projectStatusActions = () =>
  PROJECT_STATUS_ACTIONS.map((status) => ({ status, label: PROJECT_TEXTS.statusActions[status] }));
