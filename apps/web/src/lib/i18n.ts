/**
 * The web app's languages (docs/decisions.md §23): one i18next instance with ICU messages. English
 * is the source and the fallback: each texts module registers its English catalog when it loads, so
 * English needs no request; another language's catalogs are loaded on demand, all namespaces of that
 * language at once, before the app switches to it.
 */
import { LOCALES, type Locale } from '@folio/contracts';
import i18next from 'i18next';
import ICU from 'i18next-icu';
import { IntlMessageFormat } from 'intl-messageformat';
import { initReactI18next, useTranslation } from 'react-i18next';

/** A catalog: keys to ICU messages, grouped in nested objects and lists (`featureList.0.title`). */
export type Catalog = { readonly [key: string]: CatalogValue };
type CatalogValue = string | Catalog | readonly CatalogValue[];

/**
 * A made-up language for tests: every English text accented and bracketed, so a text that is not
 * read from a catalog shows up unmarked. Never offered to users.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type UiLocale = Locale | typeof PSEUDO_LOCALE;

/** Where the language chosen before sign-in is kept (after sign-in, the profile's wins). */
const LOCALE_STORAGE_KEY = 'pref-locale';
/** The flag that turns the pseudo-locale on (tests and development). */
const PSEUDO_STORAGE_KEY = 'pseudo-locale';

/** The Intl locale of each language: the formats follow it. */
const INTL_LOCALES: Record<UiLocale, string> = {
  en: 'en-US',
  fr: 'fr-FR',
  de: 'de-DE',
  es: 'es-ES',
  it: 'it-IT',
  [PSEUDO_LOCALE]: 'en-US',
};

/**
 * A message's first use builds its formatter, which resolves the message's locale through
 * Intl.NumberFormat.supportedLocalesOf: slow enough, message after message, to weigh on a screen's
 * first render on a phone, and always the same answer for the same locale. Kept per locale.
 */
const resolveLocaleOnce = IntlMessageFormat.resolveLocale;
const resolvedLocales = new Map<string, Intl.Locale | undefined>();
IntlMessageFormat.resolveLocale = (locales) => {
  if (typeof locales !== 'string') return resolveLocaleOnce(locales);
  if (!resolvedLocales.has(locales)) resolvedLocales.set(locales, resolveLocaleOnce(locales));
  return resolvedLocales.get(locales);
};

/**
 * The browser sets up its locale data on the first use of Intl in a page (30-170 ms on a desktop,
 * four times that on a phone). A prerendered page has a worker do it on another thread while its
 * code loads (public/intl-warmup.js), which leaves this about 1 ms; on other pages it is this call.
 * Called by the app's entry in a task of its own, so that it is never inside the first render.
 */
export function prepareLocaleData(): void {
  IntlMessageFormat.resolveLocale(intlLocale());
}

export const i18n = i18next.createInstance();
void i18n
  .use(ICU)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    // English arrives with the modules, so nothing is awaited and the first render has every text.
    initAsync: false,
    resources: {},
    ns: [],
    // Keys are literal paths such as `nav.clients`; `:` stays text.
    nsSeparator: false,
    interpolation: { escapeValue: false },
    i18nFormat: { parseLngForICU: (lng: string) => INTL_LOCALES[lng as UiLocale] ?? lng },
    // Components re-render when the language changes and when a catalog is added.
    react: { useSuspense: false, bindI18n: 'languageChanged', bindI18nStore: 'added' },
  });

const englishCatalogs = new Map<string, Catalog>();

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The current language. */
export const currentLocale = (): UiLocale => i18n.language as UiLocale;

/** The Intl locale of the current language ("fr-FR"). */
export const intlLocale = (): string => INTL_LOCALES[currentLocale()] ?? 'en-US';

type Texts<C> = { readonly [K in keyof C]: C[K] extends string ? string : Texts<C[K]> };
type Translate<C> = (key: keyof C & string, values?: Record<string, string | number | undefined>) => string;

/**
 * A texts module's object (`TEXTS`, `PROFILE_TEXTS`): one property per key of the English catalog
 * `en`, read in the current language each time it is read. Texts with values are functions built by
 * `withValues` from the catalog's ICU messages, so callers keep calling `TEXTS.allShown(total)`.
 */
export function defineTexts<
  C extends Catalog,
  // No functions when the namespace has no texts with values.
  F extends { [K in keyof C]?: (...args: never[]) => string } = Record<never, never>,
>(namespace: string, en: C, withValues?: (t: Translate<C>) => F): Omit<Texts<C>, keyof F> & F {
  registerEnglish(namespace, en);
  const t: Translate<C> = (key, values) => i18n.t(key, { ...values, ns: namespace });
  const functions = withValues?.(t) ?? ({} as F);
  return Object.assign(textGetters(namespace, en, '', functions), functions) as Omit<Texts<C>, keyof F> & F;
}

/**
 * One section of a namespace's catalog as its own texts object, for a feature with several (the
 * client panel's texts beside the client list's): `defineSectionTexts('clients', en, 'panel', (t) => …)`
 * reads `panel.*` of the `clients` namespace, and its texts with values are declared like
 * defineTexts' (keys relative to the section).
 */
export function defineSectionTexts<
  N extends Catalog,
  S extends keyof N & string,
  F extends { [K in keyof N[S]]?: (...args: never[]) => string } = Record<never, never>,
>(
  namespace: string,
  en: N,
  section: S,
  withValues?: (t: Translate<N[S]>) => F,
): Omit<Texts<N[S]>, keyof F> & F {
  registerEnglish(namespace, en);
  const t: Translate<N[S]> = (key, values) => i18n.t(`${section}.${key}`, { ...values, ns: namespace });
  const functions = withValues?.(t) ?? ({} as F);
  return Object.assign(
    textGetters(namespace, en[section] as Catalog, `${section}.`, functions),
    functions,
  ) as Omit<Texts<N[S]>, keyof F> & F;
}

/** Makes a namespace's English catalog known (once per namespace, whichever texts object comes first). */
function registerEnglish(namespace: string, en: Catalog) {
  if (englishCatalogs.get(namespace) === en) return;
  englishCatalogs.set(namespace, en);
  i18n.addResourceBundle('en', namespace, en, true, true);
  if (currentLocale() === PSEUDO_LOCALE)
    i18n.addResourceBundle(PSEUDO_LOCALE, namespace, pseudoCatalog(en), true, true);
}

function textGetters(
  namespace: string,
  catalog: Catalog | readonly CatalogValue[],
  prefix: string,
  skip: object = {},
): object {
  // A list stays a list (its texts are mapped over), with a getter per item.
  const texts: object = Array.isArray(catalog) ? [] : {};
  for (const [key, value] of Object.entries(catalog)) {
    if (key in skip) continue;
    const path = `${prefix}${key}`;
    if (typeof value === 'string')
      Object.defineProperty(texts, key, { enumerable: true, get: () => i18n.t(path, { ns: namespace }) });
    else
      Object.defineProperty(texts, key, {
        enumerable: true,
        value: textGetters(namespace, value as Catalog, `${path}.`),
      });
  }
  return texts;
}

/** Loads every namespace's catalog of one language: `[namespace, catalog]` pairs. */
export type CatalogLoader = (locale: Locale) => Promise<[string, Catalog][]>;
let loadCatalogs: CatalogLoader = async () => [];

/** Set once at start-up by the app's entry, which knows where the catalogs are. */
export function setCatalogLoader(loader: CatalogLoader) {
  loadCatalogs = loader;
}

const loaded = new Set<UiLocale>(['en']);
let latestRequest: UiLocale = 'en';

/**
 * Switches the app to `locale` once its catalogs are in (no reload): components re-render, `<html lang>`
 * follows. A later call wins over an earlier one still loading.
 */
export async function changeLocale(locale: UiLocale): Promise<void> {
  latestRequest = locale;
  if (!loaded.has(locale)) {
    if (locale === PSEUDO_LOCALE) {
      for (const [namespace, en] of englishCatalogs)
        i18n.addResourceBundle(PSEUDO_LOCALE, namespace, pseudoCatalog(en), true, true);
    } else {
      for (const [namespace, catalog] of await loadCatalogs(locale))
        i18n.addResourceBundle(locale, namespace, catalog, true, true);
    }
    loaded.add(locale);
  }
  if (latestRequest !== locale || currentLocale() === locale) return;
  await i18n.changeLanguage(locale);
}

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

/**
 * Re-renders the calling component when the language changes and returns it. Every component that
 * shows texts calls it (or useTranslation), since texts modules are plain objects React cannot watch.
 */
export function useLocale(): UiLocale {
  return useTranslation().i18n.language as UiLocale;
}

const storage = () => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

/** The language chosen on the public pages (kept in this browser), or the browser's when none is. */
export function storedLocale(): UiLocale {
  const store = storage();
  if (store?.getItem(PSEUDO_STORAGE_KEY) === 'on') return PSEUDO_LOCALE;
  const stored = store?.getItem(LOCALE_STORAGE_KEY);
  if (isLocale(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language?.slice(0, 2);
  return isLocale(browser) ? browser : 'en';
}

/** Keeps the chosen language for the next visit and switches to it. */
export function chooseLocale(locale: Locale): Promise<void> {
  try {
    storage()?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
  return changeLocale(storage()?.getItem(PSEUDO_STORAGE_KEY) === 'on' ? PSEUDO_LOCALE : locale);
}

const ACCENTED: Record<string, string> = {
  a: 'å',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  w: 'ŵ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  N: 'Ñ',
  O: 'Ö',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  W: 'Ŵ',
  Y: 'Ý',
  Z: 'Ž',
};

/**
 * An ICU message in the pseudo-locale: "⟦Šåvé çĥåñĝéš⟧". Letters of the text are accented, the
 * arguments and ICU keywords (inside braces, outside a nested message) are kept as they are.
 */
export function pseudoMessage(message: string): string {
  let out = '';
  // Each level of braces alternates between an argument ({count, plural, …) and a nested message.
  const inText: boolean[] = [true];
  for (const char of message) {
    const text = inText.at(-1) ?? true;
    if (char === '{') {
      inText.push(!text);
      out += char;
    } else if (char === '}') {
      inText.pop();
      out += char;
    } else out += text ? (ACCENTED[char] ?? char) : char;
  }
  return `⟦${out}⟧`;
}

function pseudoCatalog(catalog: Catalog): Catalog {
  if (Array.isArray(catalog)) return catalog.map((value) => pseudoValue(value)) as unknown as Catalog;
  return Object.fromEntries(Object.entries(catalog).map(([key, value]) => [key, pseudoValue(value)]));
}

const pseudoValue = (value: CatalogValue): CatalogValue =>
  typeof value === 'string' ? pseudoMessage(value) : pseudoCatalog(value as Catalog);

/** A translation of the English catalog `C`: the same keys, each an ICU message. */
export type Translation<C> = { readonly [K in keyof C]: C[K] extends string ? string : Translation<C[K]> };
