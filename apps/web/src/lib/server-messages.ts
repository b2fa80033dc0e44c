import { currentLocale, isLocale, PSEUDO_LOCALE, pseudoMessage } from './i18n';

type Translator = (english: string, locale: 'fr' | 'de' | 'es' | 'it') => string;
let translator: Translator | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the translations of @folio/contracts' message texts (`translateMessage`) on the first choice
 * of a language other than English. Until they are in, and in English, messages show as written.
 */
export function loadServerMessages(): Promise<void> {
  loading ??= import('./server-message-catalogs')
    .then((module) => {
      translator = module.translateMessage;
    })
    .catch(() => {
      // Offline or a stale build: messages stay English, and the next language change tries again.
      loading = undefined;
    });
  return loading;
}

/**
 * A message text of @folio/contracts (a schema's validation message, MSG, ORG_MSG …) in the current
 * language: the one place the web app shows the server's texts through. The server already answers
 * in the caller's language (the profile's, else the request's Accept-Language), so only the texts
 * the web app reads from @folio/contracts itself (checks before sending) need it; a text that is
 * not an English message comes back unchanged.
 */
export function serverMessage(english: string): string {
  const locale = currentLocale();
  // The pseudo-locale marks these texts too, so one shown without serverMessage stands out.
  if (locale === PSEUDO_LOCALE) return pseudoMessage(english);
  if (!translator || !isLocale(locale) || locale === 'en') return english;
  return translator(english, locale);
}

/** The language the server should answer in, as an Accept-Language header. */
export function acceptLanguage(): { 'Accept-Language': string } {
  const locale = currentLocale();
  return { 'Accept-Language': isLocale(locale) ? locale : 'en' };
}
