import { formatNumber } from '../../lib/format';

/**
 * The separators the invoice's number fields (quantities, prices, discounts, payments) show and
 * accept, as the current language writes numbers: "1,234.5" in English, "1 234,5" in French,
 * "1.234,5" in German. Read at render, so a change of language reformats the fields.
 */
export function numberSeparators(): { thousandSeparator: string; decimalSeparator: string } {
  // A sample with groups and a decimal, written by lib/format in the current language.
  const sample = formatNumber(1234567.8);
  return { thousandSeparator: sample.charAt(1), decimalSeparator: sample.charAt(sample.length - 2) };
}
