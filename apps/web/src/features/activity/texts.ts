import { ENTITY_TYPES } from '@folio/contracts';
import { defineTexts } from '../../lib/i18n';
import en from './locales/en';

/** The activity log's texts (namespace `activity`). */
export const ACTIVITY_TEXTS = defineTexts('activity', en, (t) => ({
  /** `atLeast`: a search's capped count, so "Page 1 of 25+" (lib/search-total.ts). */
  pageOf: (page: number, pages: number, atLeast = false) =>
    t('pageOf', { page, pages, more: atLeast ? 'yes' : 'no' }),
  /** "From … to …", either end alone, or '' for neither (both already formatted). */
  range: (from: string | undefined, to: string | undefined) =>
    t('range', { hasFrom: from ? 'yes' : 'no', from: from ?? '', hasTo: to ? 'yes' : 'no', to: to ?? '' }),
  /** Follows `pageOf` once the total is known (" · 42 entries", or " · 500+ entries" when `atLeast`). */
  entryCount: (count: number, atLeast = false) => t('entryCount', { count, more: atLeast ? 'yes' : 'no' }),
}));

/** The type filter's choices in the current language (read when rendering): all types, then each. */
export const entityTypeOptions = () => [
  { value: '', label: ACTIVITY_TEXTS.allTypes },
  ...ENTITY_TYPES.map((value) => ({ value, label: ACTIVITY_TEXTS.entityTypes[value] })),
];
