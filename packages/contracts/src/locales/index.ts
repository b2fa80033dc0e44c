/**
 * The server's texts in the product's languages. English is the source: the message objects
 * themselves. The other languages are ICU MessageFormat catalogs keyed by `<OBJECT>.<key>`. The
 * server has no language of its own: every call names the language it wants, so one i18next
 * instance per language answers, and no request can change another's language.
 */
import i18next, { type i18n } from 'i18next';
import { LOCALES, type Locale } from '../constants';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { IcuFormat } from './icu-format';
import { it } from './it';
import { type Catalog, englishCatalog, type MessageKey } from './registry';

export { type Catalog, MESSAGE_OBJECTS, type MessageKey } from './registry';

export const CATALOGS: Record<Exclude<Locale, 'en'>, Catalog> = { fr, de, es, it };

const english = englishCatalog();

/** English text → its key; a text two objects share maps to the first (their translations agree). */
const keyByEnglish = new Map<string, MessageKey>();
for (const [key, text] of Object.entries(english) as [MessageKey, string][])
  if (!keyByEnglish.has(text)) keyByEnglish.set(text, key);

const instances = new Map<Locale, i18n>();
function instanceFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    instance.use(IcuFormat).init({
      lng: locale,
      fallbackLng: 'en',
      supportedLngs: [...LOCALES],
      initAsync: false,
      // Keys hold dots (`MSG.notFound`) and no namespaces: they are looked up whole.
      keySeparator: false,
      nsSeparator: false,
      returnNull: false,
      resources: {
        en: { translation: english },
        ...(locale === 'en' ? {} : { [locale]: { translation: CATALOGS[locale] } }),
      },
    });
    instances.set(locale, instance);
  }
  return instance;
}

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The catalog key of an English message text, or null when no registered object defines it. */
export function messageKeyOf(english: string): MessageKey | null {
  return keyByEnglish.get(english) ?? null;
}

/**
 * The text of `key` in `locale`, with `values` put in its placeholders (ICU MessageFormat:
 * `{name}`, plurals, numbers formatted for that language).
 */
export function translate(locale: Locale, key: MessageKey, values?: Record<string, unknown>): string {
  return instanceFor(locale).t(key, values ?? {}) as string;
}

/**
 * An English message text of a registered message object, in `locale`. English, and a text no
 * object defines (a database detail, a name), come back unchanged.
 */
export function translateMessage(english: string, locale: Locale): string {
  if (locale === 'en') return english;
  const key = keyByEnglish.get(english);
  return key ? translate(locale, key) : english;
}

/**
 * The best of the product's languages for an Accept-Language header (`fr-CA,fr;q=0.9,en;q=0.8`):
 * the highest q-value whose primary language is one of LOCALES (a region or script is ignored:
 * fr-CA → fr); English when none is, or without a header.
 */
export function localeFrom(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return 'en';
  let best: Locale = 'en';
  let bestQ = 0;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    let q = 1;
    for (const param of params) {
      const [name, value] = param.trim().split('=');
      if (name?.trim().toLowerCase() === 'q') q = Number(value);
    }
    if (!(q > 0) || q > 1) continue;
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    // Equal q-values keep the header's order: the first listed wins.
    if (isLocale(primary) && q > bestQ) {
      best = primary;
      bestQ = q;
    }
  }
  return best;
}
