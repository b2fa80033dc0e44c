import { intlLocale } from './i18n';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A percentage as typed, with its decimals (at most 3) and no trailing zeros, as the user's
 * language writes it: "9.975%", "23%" in English, "9,975 %" in French and German. Display only:
 * no amount is ever computed from it.
 * Apart from format.ts, which the shell loads: only the invoice and tax screens need it.
 */
export function formatPercent(percent: number): string {
  const locale = intlLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 });
    formats.set(locale, format);
  }
  // Intl's percent style multiplies by 100: hand it the fraction, the digits shown stay the typed ones.
  return format.format(percent / 100);
}
