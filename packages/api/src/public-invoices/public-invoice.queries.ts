import { ACTIVITY_ACTIONS, PUBLIC_INVOICE_MSG, type PublicInvoice } from '@folio/contracts';
import type { InvoiceRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { readKeyCaller } from '../api-keys/key-caller';
import { isApiKeySecret } from '../api-keys/secret';
import { verifyAccessToken } from '../auth/access-token';
import { AppError } from '../core/errors';
import { hashToken } from '../core/hash';
import type { ApiDeps } from '../deps';
import { loadInvoicePdfData } from '../invoices/invoice-pdf-data';
import type { InvoicePdfData } from '../invoices/invoice-pdf-input';
import { recordInvoiceActivity } from '../invoices/invoice-records';

const { invoices, memberships, refreshSessions } = schema;

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
  const [row] =
    token.length > 0 && token.length <= 200
      ? await deps.db
          .select()
          .from(invoices)
          .where(eq(invoices.shareTokenHash, hashToken(token)))
      : [];
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
  const { invoice, seller, clientContact } = data;
  const taxNames = new Map(invoice.taxes.map((tax) => [tax.taxRateId, tax.name]));
  return {
    seller: {
      name: data.organization.name,
      legalName: seller?.legalName ?? null,
      address: seller?.address ?? null,
      taxId: seller?.taxId ?? null,
      email: seller?.email ?? null,
      phone: seller?.phone ?? null,
      website: seller?.website ?? null,
      paymentInstructions: seller?.paymentInstructions ?? null,
      invoiceFooter: seller?.invoiceFooter ?? null,
      logoUrl: data.logo ? `/api/public/invoices/${token}/logo` : null,
    },
    client: {
      name: invoice.client.name,
      address: clientContact?.address ?? null,
      taxId: clientContact?.taxId ?? null,
    },
    displayNumber: invoice.displayNumber,
    status: invoice.status,
    overdue: invoice.overdue,
    issueDate: invoice.createdAt,
    sentAt: invoice.sentAt,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    locale: data.locale ?? 'en',
    pricesIncludeTax: invoice.pricesIncludeTax,
    items: invoice.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      discountPercent: item.discountPercent,
      amount: item.amount,
      taxes: item.taxRateIds.flatMap((id) => taxNames.get(id) ?? []),
    })),
    subtotal: invoice.subtotal,
    discountTotal: invoice.discountTotal,
    taxes: invoice.taxes.map((tax) => ({ name: tax.name, percent: tax.percent, amount: tax.amount })),
    taxTotal: invoice.taxTotal,
    total: invoice.total,
    paid: invoice.paidAmount,
    balanceDue: invoice.balanceDue,
    ...payment,
  };
}

/** The user a request is signed in as (an access token, an API key or the refresh cookie), if any. */
export async function signedInUser(
  deps: Deps,
  request: { bearer: string | null; refreshToken: string | null },
  orgId: string,
): Promise<string | null> {
  if (request.bearer) {
    if (isApiKeySecret(request.bearer)) {
      // A key acts in its own organization only.
      const caller = await readKeyCaller(deps.db, request.bearer).catch(() => null);
      return caller && caller.org.id === orgId ? caller.user.id : null;
    }
    const claims = await verifyAccessToken(request.bearer, deps.config.jwtSecret).catch(() => null);
    if (claims) return claims.userId;
  }
  if (request.refreshToken) {
    const [session] = await deps.db
      .select({ userId: refreshSessions.userId })
      .from(refreshSessions)
      .where(
        and(
          eq(refreshSessions.tokenHash, hashToken(request.refreshToken)),
          isNull(refreshSessions.revokedAt),
          gt(refreshSessions.expiresAt, new Date()),
        ),
      );
    if (session) return session.userId;
  }
  return null;
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
  const userId = await signedInUser(deps, request, row.orgId);
  if (userId) {
    const [member] = await deps.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.orgId, row.orgId), eq(memberships.userId, userId)));
    if (member) return;
  }
  await deps.db.transaction(async (tx) => {
    const [viewed] = await tx
      .update(invoices)
      .set({ viewedAt: new Date(), updatedAt: sql`${invoices.updatedAt}` })
      .where(and(eq(invoices.orgId, row.orgId), eq(invoices.id, row.id), isNull(invoices.viewedAt)))
      .returning({ id: invoices.id });
    if (viewed) await recordInvoiceActivity(tx, null, row, ACTIVITY_ACTIONS.invoiceViewed);
  });
}
