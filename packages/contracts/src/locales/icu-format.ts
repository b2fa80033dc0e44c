import { IntlMessageFormat } from 'intl-messageformat';

/**
 * i18next's formatter for ICU MessageFormat (plurals, select, numbers). i18next-icu does the same,
 * but under Node it imports intl-messageformat's CommonJS build as if it had a default export and
 * fails to construct the formatter (every text would come back unformatted); this module imports
 * the class by name, which works in Node and in bundlers alike. One parsed format is kept per
 * language and key: the catalogs are fixed, so the cache is bounded by their size.
 */
export class IcuFormat {
  static readonly type = 'i18nFormat' as const;
  readonly type = 'i18nFormat' as const;
  private readonly cache = new Map<string, IntlMessageFormat>();

  init() {}

  parse(res: unknown, options: Record<string, unknown>, lng: string, _ns: string, key: string) {
    if (typeof res !== 'string') return res;
    const cacheKey = `${lng}\u0000${key}\u0000${res}`;
    let format = this.cache.get(cacheKey);
    try {
      if (!format) {
        format = new IntlMessageFormat(res, lng, undefined, { ignoreTag: true });
        this.cache.set(cacheKey, format);
      }
      return format.format(options) as string;
    } catch {
      // A text that does not parse (or lacks a value) is shown as written rather than failing the answer.
      return res;
    }
  }
}
