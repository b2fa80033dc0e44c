import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import {
  CATALOGS,
  localeFrom,
  MESSAGE_OBJECTS,
  MSG,
  messageKeyOf,
  TAX_RATE_MSG,
  translate,
  translateMessage,
  WORKSPACE_MSG,
} from '../src';

/** Every text of the registered message objects, by `<OBJECT>.<key>`. */
function englishTexts() {
  const out = new Map<string, string>();
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') out.set(prefix, value);
    else for (const [key, inner] of Object.entries(value as object)) walk(`${prefix}.${key}`, inner);
  };
  for (const [name, object] of Object.entries(MESSAGE_OBJECTS)) walk(name, object);
  return out;
}

const parse = (message: string) =>
  new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).getAst();

/** The argument names of an ICU string (`{number}`, `{count, plural, …}`), nested ones included. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  type Ast = ReturnType<IntlMessageFormat['getAst']>;
  // Element type 0 is literal text, the only kind with a value that names no argument (`#` has none).
  const walk = (elements: Ast) => {
    for (const element of elements) {
      if ('value' in element && element.type !== 0) names.add(String(element.value));
      if ('options' in element)
        for (const option of Object.values(element.options))
          walk((option as { value: typeof elements }).value);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

const english = englishTexts();
const templateObjects = new Set([
  'MAIL_MSG',
  'INVOICE_MAIL_MSG',
  'PDF_MSG',
  'WEBHOOK_MAIL_MSG',
  'REMINDER_MAIL_MSG',
  'RECURRING_MAIL_MSG',
  'QUOTE_MAIL_MSG',
]);

describe('server message catalogs', () => {
  for (const [locale, catalog] of Object.entries(CATALOGS)) {
    it(`${locale} has every key of every registered message object, and no other`, () => {
      const missing = [...english.keys()].filter((key) => !(key in catalog));
      const extra = Object.keys(catalog).filter((key) => !english.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it(`${locale}: every text parses as ICU and keeps the English placeholders and numbers`, () => {
      for (const [key, text] of Object.entries(catalog)) {
        const source = english.get(key) ?? '';
        expect(() => parse(text), key).not.toThrow();
        expect(text.trim(), key).not.toBe('');
        // The English of templates is ICU too; plain messages are literal text (no placeholders).
        const englishArgs = templateObjects.has(key.split('.')[0] ?? '') ? argumentsOf(source) : [];
        expect(argumentsOf(text), key).toEqual(englishArgs);
        // Limits written into a text (50 characters, 10 invoices per month) survive translation.
        const digits = (value: string) => (value.match(/\d+/g) ?? []).sort();
        if (!templateObjects.has(key.split('.')[0] ?? '')) expect(digits(text), key).toEqual(digits(source));
      }
    });

    it(`${locale}: a message text shared by several objects reads the same in every one`, () => {
      const byEnglish = new Map<string, string>();
      for (const [key, source] of english) {
        // Templates are looked up by key, never by their English text: their words may differ by
        // place ("Paid" as a status and as a total's label read differently in French).
        if (templateObjects.has(key.split('.')[0] ?? '')) continue;
        const translated = catalog[key as keyof typeof catalog];
        const seen = byEnglish.get(source);
        if (seen === undefined) byEnglish.set(source, translated);
        else expect(translated, key).toBe(seen);
      }
    });
  }
});

describe('translateMessage', () => {
  it('answers a registered English text in the language asked for', () => {
    expect(translateMessage(WORKSPACE_MSG.invoiceNotFound, 'fr')).toBe('Facture introuvable');
    expect(translateMessage(WORKSPACE_MSG.invoiceNotFound, 'de')).toBe('Rechnung nicht gefunden');
    expect(translateMessage(WORKSPACE_MSG.invoiceNotFound, 'es')).toBe('Factura no encontrada');
    expect(translateMessage(WORKSPACE_MSG.invoiceNotFound, 'it')).toBe('Fattura non trovata');
    expect(translateMessage(TAX_RATE_MSG.nameTaken, 'fr')).toBe('Un taux de taxe porte déjà ce nom');
    expect(translateMessage(MSG.passwordHint.weak, 'de')).toBe(
      'Fügen Sie Groß- und Kleinbuchstaben und eine Zahl hinzu',
    );
  });

  it('keeps English, and a text no message object defines, unchanged', () => {
    expect(translateMessage(MSG.invalidCredentials, 'en')).toBe('Invalid email or password');
    expect(translateMessage('Acme Studio', 'fr')).toBe('Acme Studio');
  });

  it('shows quoted braces as the literal text they stand for', () => {
    expect(translateMessage('Discount must be null or { type, value }', 'fr')).toBe(
      'La remise doit être null ou { type, value }',
    );
  });

  it('names the key of an English text', () => {
    expect(messageKeyOf(MSG.invalidCredentials)).toBe('MSG.invalidCredentials');
    expect(messageKeyOf('not a message')).toBeNull();
  });

  it('translate() looks a key up directly', () => {
    expect(translate('it', 'WORKSPACE_MSG.clientDeleted')).toBe('Cliente eliminato');
    expect(translate('en', 'WORKSPACE_MSG.clientDeleted')).toBe('Client deleted');
  });
});

describe('localeFrom (Accept-Language)', () => {
  it('picks the highest q-value among the product languages', () => {
    expect(localeFrom('de')).toBe('de');
    expect(localeFrom('fr-CA')).toBe('fr');
    expect(localeFrom('ja, es;q=0.8, fr;q=0.9')).toBe('fr');
    expect(localeFrom('en-US,en;q=0.9,it;q=0.8')).toBe('en');
    expect(localeFrom('pt-BR, IT;q=0.5')).toBe('it');
    expect(localeFrom('es;q=0.5, de;q=0.5')).toBe('es');
  });

  it('answers English without a header or without a language of the product', () => {
    expect(localeFrom(undefined)).toBe('en');
    expect(localeFrom('')).toBe('en');
    expect(localeFrom('ja, zh-CN;q=0.9')).toBe('en');
    expect(localeFrom('*')).toBe('en');
    expect(localeFrom('fr;q=0')).toBe('en');
    expect(localeFrom('garbage;;;q=x')).toBe('en');
  });
});
