/** A UTF-16 surrogate without its partner: not a character, and not representable in UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text PostgreSQL cannot store, made storable: the NUL character (U+0000) is refused by `text`
 * columns, and a lone surrogate ("\ud800", valid in a JSON string) by `jsonb` (the activity entry
 * snapshots names and titles), so either one turned an ordinary create into a 500. NUL never
 * means anything in Folio's texts, ids or tokens and is removed; a lone surrogate becomes U+FFFD,
 * the replacement character, as any UTF-8 decoder would show it.
 */
function cleanText(text: string): string {
  const withoutNul = text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
  return withoutNul.replace(LONE_SURROGATE, '\uFFFD');
}

/** `cleanText` applied to every string (keys included) of a procedure's raw input, before validation. */
export function cleanInput(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cleanText(value);
  // Inputs are shallow; deeper nesting is garbage that validation refuses anyway.
  if (depth > 32 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => cleanInput(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  // fromEntries defines own properties, so a "__proto__" key stays an ordinary key.
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [cleanText(key), cleanInput(item, depth + 1)]),
  );
}
