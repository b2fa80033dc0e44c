/**
 * The app's addresses carry plain query strings (`/clients?status=archived&q=acme`, `/?verified=1`),
 * which people read, type and share, and which other sites link to. The router's default
 * serializer writes JSON (`?verified=%221%22` for the text "1"), so the router uses these two.
 *
 * Values are read as text; each route's `validateSearch` turns them into what it needs. A key that
 * appears more than once is read as a list. On the way out, `undefined`, `null` and empty texts are
 * left out, and lists repeat their key.
 */
export function parseSearch(searchText: string): Record<string, unknown> {
  const params = new URLSearchParams(searchText.startsWith('?') ? searchText.slice(1) : searchText);
  const search: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    search[key] = values.length > 1 ? values : values[0];
  }
  return search;
}

const textOf = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  return text === '' ? undefined : text;
};

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = textOf(item);
      if (text !== undefined) params.append(key, text);
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
