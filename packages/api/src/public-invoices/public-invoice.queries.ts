import { ACTIVITY_ACTIONS, PUBLIC_INVOICE_MSG, type PublicInvoice } from '@folio/contracts';
import type { InvoiceRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../core/errors';
import type { ApiDeps } from '../deps';
import { loadInvoicePdfData } from '../invoices/invoice-pdf-data';
import type { InvoicePdfData } from '../invoices/invoice-pdf-input';
import { recordInvoiceActivity } from '../invoices/invoice-records';
import { isMemberRequest, pageLines, pageParties, rowByPageToken } from './public-document';

const { invoices } = schema;

type Deps = Pick<ApiDeps, 'db' | 'config'>;

/** An archived invoice's page: 410 with its own message (the envelope keeps the status). */
export class InvoiceGoneError extends Error {
  override readonly name = 'InvoiceGoneError';
  constructor() {
    super(PUBLIC_INVOICE_MSG.archived);
  }
}

/**
 * The invoice a client page token names. Unknown, rotated or malformed tokens, and drafts (which
 * have no page), are 404 with the same message; an archived invoice is 410.
 */
export async function invoiceByToken(deps: Deps, token: string): Promise<InvoiceRow> {
  const row = await rowByPageToken(token, (tokenHash) =>
    deps.db.select().from(invoices).where(eq(invoices.shareTokenHash, tokenHash)),
  );
  if (!row || row.status === 'draft') throw new AppError('NOT_FOUND', PUBLIC_INVOICE_MSG.notFound);
  if (row.status === 'archived') throw new InvoiceGoneError();
  return row;
}

export const publicPdfData = (deps: Deps, row: InvoiceRow): Promise<InvoicePdfData> =>
  loadInvoicePdfData({ db: deps.db, org: { id: row.orgId } }, row.id);

/** The page's answer: the invoice as the PDF shows it, without what only members see. */
export function toPublicInvoice(
  data: InvoicePdfData,
  token: string,
  payment: Pick<PublicInvoice, 'canPay' | 'allowPartialPayments'>,
): PublicInvoice {
  const { invoice } = data;
  return {
    ...pageParties(invoice, data, `/api/public/invoices/${token}/logo`),
    displayNumber: invoice.displayNumber,
    status: invoice.status,
    overdue: invoice.overdue,
    issueDate: invoice.createdAt,
    sentAt: invoice.sentAt,
    dueDate: invoice.dueDate,
    ...pageLines(invoice, data),
    paid: invoice.paidAmount,
    balanceDue: invoice.balanceDue,
    ...payment,
  };
}

/**
 * Seen: the first opening of the page by someone who is not a signed-in member of the invoice's
 * organization sets viewedAt, once (a conditional update: of two first openings at once, one
 * wins), and records "viewed invoice #0007" with no actor, in one transaction.
 */
export async function markViewed(
  deps: Deps,
  row: InvoiceRow,
  request: { bearer: string | null; refreshToken: string | null },
): Promise<void> {
  if (row.viewedAt) return;
  if (await isMemberRequest(deps, request, row.orgId)) return;
  await deps.db.transaction(async (tx) => {
    const [viewed] = await tx
      .update(invoices)
      .set({ viewedAt: new Date(), updatedAt: sql`${invoices.updatedAt}` })
      .where(and(eq(invoices.orgId, row.orgId), eq(invoices.id, row.id), isNull(invoices.viewedAt)))
      .returning({ id: invoices.id });
    if (viewed) await recordInvoiceActivity(tx, null, row, ACTIVITY_ACTIONS.invoiceViewed);
  });
}
