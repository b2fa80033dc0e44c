import type { InvoicesSearch } from '../../lib/search-params';

/** How many invoices the grid asks for at a time. */
const INVOICES_PAGE_SIZE = 30;

/** The list query for the address's filters (status defaults to nonArchived, shown as Active). */
export const invoicesPageInput = (search: InvoicesSearch) => ({
  status: search.status ?? 'nonArchived',
  ...(search.client ? { client: search.client } : {}),
  ...(search.q ? { q: search.q } : {}),
  limit: INVOICES_PAGE_SIZE,
});

/** The tiles follow the client filter; they always count non-archived invoices. */
export const invoicesSummaryInput = (search: InvoicesSearch) =>
  search.client ? { client: search.client } : {};

/** The filters the Clear button resets (the open panel stays). */
export const hasInvoiceFilters = (search: InvoicesSearch) =>
  (search.status !== undefined && search.status !== 'nonArchived') || !!search.q || !!search.client;
