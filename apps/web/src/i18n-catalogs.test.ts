import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@folio/contracts';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import type { Catalog } from './lib/i18n';

/**
 * The catalogs (docs/decisions.md §23): every language has exactly English's keys, every message is
 * valid ICU with English's arguments, and every English key is read somewhere in the code, as a
 * literal property of its texts module (`TEXTS.nav.clients`, `PROFILE_TEXTS.pendingChange(…)`).
 */

const src = path.dirname(fileURLToPath(import.meta.url));
const modules = import.meta.glob<{ default: Catalog }>(['./lib/locales/*.ts', './features/*/locales/*.ts'], {
  eager: true,
});

/** namespace → language → catalog. */
const namespaces = new Map<string, Map<string, Catalog>>();
for (const [file, module] of Object.entries(modules)) {
  const namespace = file.startsWith('./lib/') ? 'common' : file.split('/')[2]!;
  const language = path.basename(file, '.ts');
  if (!namespaces.has(namespace)) namespaces.set(namespace, new Map());
  namespaces.get(namespace)!.set(language, module.default);
}

/** Every message by its path (`nav.clients`, `featureList.0.title`). */
const flatten = (catalog: object, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(catalog).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : [...flatten(value, `${prefix}${key}.`)],
    ),
  );

type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }> };

/** The arguments an ICU message takes ("{count, plural, …}" → count); throws when it is not valid ICU. */
function argumentsOf(message: string, language: string): string[] {
  const names = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      // 0 is literal text and 7 the `#` of a plural; every other element names an argument.
      if (element.type !== 0 && element.type !== 7 && typeof element.value === 'string')
        names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, language).getAst() as Element[]);
  return [...names].sort();
}

describe('catalogs', () => {
  it('exist for the common namespace and every feature', () => {
    const features = readdirSync(path.join(src, 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...namespaces.keys()].sort()).toEqual(['common', ...features].sort());
  });

  for (const [namespace, languages] of namespaces) {
    const english = flatten(languages.get('en') ?? {});

    for (const language of LOCALES.filter((locale) => locale !== 'en')) {
      it(`${namespace}: ${language} has every English key and no other`, () => {
        const catalog = languages.get(language);
        expect(catalog, `${namespace}/locales/${language}.ts is missing`).toBeDefined();
        const keys = [...flatten(catalog!).keys()].sort();
        expect(keys).toEqual([...english.keys()].sort());
      });

      it(`${namespace}: ${language} keeps English's arguments and translates`, () => {
        const translated = flatten(languages.get(language) ?? {});
        for (const [key, message] of english) {
          expect(argumentsOf(translated.get(key) ?? '', language), `${namespace}:${key}`).toEqual(
            argumentsOf(message, 'en'),
          );
        }
      });
    }
  }
});

/** Every source file that is not a test or a catalog, as text. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [readFileSync(full, 'utf8')]
      : [];
  });
}

describe('every key is used', () => {
  const code = sources(src).join('\n');
  // `export const TEXTS = defineTexts('common', …)`: the object each namespace is read through, and
  // `export const FORM_TEXTS = defineSectionTexts('invoices', en, 'form', …)`: a section's own object,
  // which reads `form.currency` as `FORM_TEXTS.currency`.
  const readers = new Map<string, { reader: string; section?: string }[]>();
  const addReader = (namespace: string, reader: { reader: string; section?: string }) =>
    readers.set(namespace, [...(readers.get(namespace) ?? []), reader]);
  for (const match of code.matchAll(/export const (\w+) = defineTexts\('([\w-]+)'/g))
    addReader(match[2]!, { reader: match[1]! });
  for (const match of code.matchAll(
    /export const (\w+) = defineSectionTexts\(\s*'([\w-]+)',\s*\w+,\s*'(\w+)'/g,
  ))
    addReader(match[2]!, { reader: match[1]!, section: match[3]! });

  for (const [namespace, languages] of namespaces) {
    it(`${namespace}: every English key is read by the code`, () => {
      const namespaceReaders = readers.get(namespace) ?? [];
      expect(
        namespaceReaders.some((reader) => !reader.section),
        `no texts module defines the ${namespace} namespace`,
      ).toBe(true);
      const english = languages.get('en') ?? {};
      const unused = [...flatten(english).keys()].filter(
        (key) =>
          !namespaceReaders.some(({ reader, section }) => {
            if (!section) return isRead(code, reader, english, key);
            return (
              key.startsWith(`${section}.`) &&
              isRead(
                code,
                reader,
                (english as Record<string, object>)[section]!,
                key.slice(section.length + 1),
              )
            );
          }),
      );
      expect(unused).toEqual([]);
    });
  }
});

/**
 * Whether `key` of `catalog` is read through `reader`: its path is read, or a group above it is read
 * as a whole (a table read by value, a list mapped over), the group's name not followed by one of
 * its own keys.
 */
function isRead(code: string, reader: string, catalog: object, key: string): boolean {
  const parts = key.split('.');
  let group: object = catalog;
  return parts.some((part, index) => {
    group = (group as Record<string, object>)[part]!;
    const path = parts.slice(0, index + 1).join('\\.');
    const last = index === parts.length - 1;
    const notAChild = last ? '' : `(?!\\.(?:${Object.keys(group).join('|')})(?![\\w$]))`;
    return new RegExp(`(?<![\\w$])${reader}\\.${path}(?![\\w$])${notAChild}`).test(code);
  });
}
