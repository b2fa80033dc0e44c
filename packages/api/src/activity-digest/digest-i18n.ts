import { LOCALES, type Locale } from '@folio/contracts';
import i18next, { type TFunction } from 'i18next';
import ICU from 'i18next-icu';
import { IntlMessageFormat } from 'intl-messageformat';
import { de } from './locales/de';
import { type DigestCatalog, en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { it } from './locales/it';

/** The activity email's catalogs, by language. */
export const DIGEST_CATALOGS: Record<Locale, DigestCatalog> = { en, fr, de, es, it };

/** The Intl locale each language formats dates with. */
const INTL_LOCALES: Record<Locale, string> = {
  en: 'en-US',
  fr: 'fr-FR',
  de: 'de-DE',
  es: 'es-ES',
  it: 'it-IT',
};

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

type IcuParse = (res: string, values: Record<string, unknown>, lng: string) => string;

/**
 * i18next-icu's plugin with its message compilation done here. Under Node's ES modules its
 * `import IntlMessageFormat from 'intl-messageformat'` receives that CommonJS package's namespace
 * object, not the class, so every message failed to compile and came back as its ICU source; the
 * named export is the class. Compiled messages are kept per language and text.
 */
function serverIcu() {
  const icu = new ICU();
  const compiled = new Map<string, IntlMessageFormat>();
  const parse: IcuParse = (res, values, lng) => {
    const key = `${lng}\u0000${res}`;
    let message = compiled.get(key);
    if (!message) {
      message = new IntlMessageFormat(res, INTL_LOCALES[lng as Locale] ?? lng, undefined, {
        ignoreTag: true,
      });
      compiled.set(key, message);
    }
    return String(message.format(values as Record<string, string | number>));
  };
  return Object.assign(icu, { parse });
}

/**
 * One i18next instance per language, made once: the server holds no language of its own, every
 * text is asked for in the language of the member it is for. English is the fallback of a key a
 * catalog lacked.
 */
const instances = new Map<Locale, TFunction>();

export function digestTranslator(locale: Locale): TFunction {
  let t = instances.get(locale);
  if (!t) {
    const instance = i18next.createInstance();
    void instance.use(serverIcu()).init({
      lng: locale,
      fallbackLng: 'en',
      initAsync: false,
      resources: { en: { translation: en }, [locale]: { translation: DIGEST_CATALOGS[locale] } },
      interpolation: { escapeValue: false },
    } as Parameters<typeof instance.init>[0]);
    t = instance.t.bind(instance) as TFunction;
    instances.set(locale, t);
  }
  return t;
}

/** A day as the member's language writes it in full ("November 25, 2026", "25 novembre 2026"). */
export function formatDigestDate(instant: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'long', timeZone }).format(instant);
}
