import { ACTIVITY_PAGE_SIZES, type ListStatusFilter, sanitizeStatusFilter } from '@folio/contracts';

/**
 * Query-string validators for the signed-in lists (docs/product.md#lists-and-side-panels). Every
 * key is optional, so a link names only what it sets; the lists apply their defaults (active, or
 * nonArchived for invoices).
 */
const text = (value: unknown): string | undefined => {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

const pick = <T extends Record<string, unknown>>(entries: T) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };

const status = (value: unknown, fallback: ListStatusFilter) =>
  value === undefined ? undefined : sanitizeStatusFilter(String(value), fallback);

export type ClientsSearch = { status?: ListStatusFilter; q?: string; open?: string };
export const validateClientsSearch = (search: Record<string, unknown>): ClientsSearch =>
  pick({ status: status(search.status, 'active'), q: text(search.q), open: text(search.open) });

export type ProjectsSearch = ClientsSearch & { client?: string; tag?: string };
export const validateProjectsSearch = (search: Record<string, unknown>): ProjectsSearch =>
  pick({
    status: status(search.status, 'active'),
    client: text(search.client),
    q: text(search.q),
    tag: text(search.tag),
    open: text(search.open),
  });

export type InvoicesSearch = ClientsSearch & { client?: string };
export const validateInvoicesSearch = (search: Record<string, unknown>): InvoicesSearch =>
  pick({
    status: status(search.status, 'nonArchived'),
    client: text(search.client),
    q: text(search.q),
    open: text(search.open),
  });

export type ActivitySearch = {
  from?: string;
  to?: string;
  type?: string;
  userId?: string;
  q?: string;
  /** 1 and up; absent means the first page. */
  page?: number;
  /** 10, 20, 50 or 100; absent means 20. */
  limit?: number;
};

const positiveInt = (value: unknown) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : undefined;
};
const pageSize = (value: unknown) => {
  const number = Number(value);
  return (ACTIVITY_PAGE_SIZES as readonly number[]).includes(number) ? number : undefined;
};

export const validateActivitySearch = (search: Record<string, unknown>): ActivitySearch =>
  pick({
    from: text(search.from),
    to: text(search.to),
    type: text(search.type),
    userId: text(search.userId),
    q: text(search.q),
    page: positiveInt(search.page),
    limit: pageSize(search.limit),
  });

/** The single-use link pages (/verify-email, /undo-email-change, /reset-password): `?token=`, trimmed. */
export const validateTokenSearch = (search: Record<string, unknown>): { token?: string } =>
  typeof search.token === 'string' && search.token.trim() ? { token: search.token.trim() } : {};
