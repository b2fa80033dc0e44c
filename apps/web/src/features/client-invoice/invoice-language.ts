import type { Locale } from '@folio/contracts';
import { useEffect } from 'react';
import { changeLocale } from '../../lib/i18n';

/**
 * Whether this browser has a language of its own for the public pages: one chosen with the public
 * language menu (kept under the key lib/i18n.ts's chooseLocale writes), or the pseudo-locale of tests.
 */
function visitorChoseLanguage(): boolean {
  try {
    const store = window.localStorage;
    return Boolean(store.getItem('pref-locale')) || store.getItem('pseudo-locale') === 'on';
  } catch {
    return false;
  }
}

/**
 * The page speaks the invoice's language (the client's), unless the visitor picked one: their
 * choice wins, and the language menu stays to change it.
 */
function followInvoiceLanguage(locale: Locale): void {
  if (!visitorChoseLanguage()) void changeLocale(locale).catch(() => {});
}

/** Follow the document's language once its answer names it: every client page does, on load. */
export function useDocumentLanguage(locale: Locale | undefined): void {
  useEffect(() => {
    if (locale) followInvoiceLanguage(locale);
  }, [locale]);
}
