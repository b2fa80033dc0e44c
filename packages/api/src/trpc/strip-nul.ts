/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a name or note containing one made the
 * INSERT fail, and the caller got a 500. NUL never means anything in Folio's texts, ids or tokens,
 * so it is removed from every string of a procedure's raw input before the input is validated.
 */
export function withoutNul(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  // Inputs are shallow; deeper nesting is garbage that validation refuses anyway.
  if (depth > 32 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutNul(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  // fromEntries defines own properties, so a "__proto__" key stays an ordinary key.
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNul(item, depth + 1)]));
}
