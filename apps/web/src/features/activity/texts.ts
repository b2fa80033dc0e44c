import { ENTITY_TYPES } from '@folio/contracts';
import { defineTexts } from '../../lib/i18n';
import en from './locales/en';

/** The activity log's texts (namespace `activity`). */
export const ACTIVITY_TEXTS = defineTexts('activity', en, (t) => ({
  pageOf: (page: number, pages: number) => t('pageOf', { page, pages }),
  /** "From … to …", either end alone, or '' for neither (both already formatted). */
  range: (from: string | undefined, to: string | undefined) =>
    t('range', { hasFrom: from ? 'yes' : 'no', from: from ?? '', hasTo: to ? 'yes' : 'no', to: to ?? '' }),
  /** Follows `pageOf` once the total is known (" · 42 entries"). */
  entryCount: (count: number) => t('entryCount', { count }),
}));

/** The type filter's choices in the current language (read when rendering): all types, then each. */
export const entityTypeOptions = () => [
  { value: '', label: ACTIVITY_TEXTS.allTypes },
  ...ENTITY_TYPES.map((value) => ({ value, label: ACTIVITY_TEXTS.entityTypes[value] })),
];
