/**
 * The user's text as a LIKE/ILIKE "contains" pattern: `%`, `_` and the escape character itself
 * are escaped (PostgreSQL's default LIKE escape is the backslash), so they match literally.
 * Control characters become spaces: the indexed search texts use newlines as field separators,
 * and a pattern must never match across two fields.
 */
export function containsPattern(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced.
  const cleaned = text.replace(/[\u0000-\u001f\u007f]/g, ' ');
  return `%${cleaned.replace(/[\\%_]/g, '\\$&')}%`;
}
