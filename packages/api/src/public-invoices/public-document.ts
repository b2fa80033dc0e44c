import type { Invoice, PublicInvoice } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { readKeyCaller } from '../api-keys/key-caller';
import { isApiKeySecret } from '../api-keys/secret';
import { verifyAccessToken } from '../auth/access-token';
import { hashToken } from '../core/hash';
import type { ApiDeps } from '../deps';
import type { InvoicePdfData } from '../invoices/invoice-pdf-input';

const { memberships, refreshSessions } = schema;

type Deps = Pick<ApiDeps, 'db' | 'config'>;

/**
 * The row a client page token names (invoice or quote), found by the token's hash; a token that
 * is empty or longer than any issued one is not looked up. The caller refuses what has no page.
 */
export async function rowByPageToken<R>(
  token: string,
  find: (tokenHash: string) => Promise<R[]>,
): Promise<R | undefined> {
  const [row] = token.length > 0 && token.length <= 200 ? await find(hashToken(token)) : [];
  return row;
}

/** The user a request is signed in as (an access token, an API key or the refresh cookie), if any. */
async function signedInUser(
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
 * Whether the page's request comes from a signed-in member of the document's organization: their
 * openings of the page do not count as the client having seen it.
 */
export async function isMemberRequest(
  deps: Deps,
  request: { bearer: string | null; refreshToken: string | null },
  orgId: string,
): Promise<boolean> {
  const userId = await signedInUser(deps, request, orgId);
  if (!userId) return false;
  const [member] = await deps.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)));
  return Boolean(member);
}

/** What an invoice and a quote both hold that their client pages show. */
type PageDocument = Pick<
  Invoice,
  | 'client'
  | 'currency'
  | 'pricesIncludeTax'
  | 'items'
  | 'subtotal'
  | 'discountTotal'
  | 'taxes'
  | 'taxTotal'
  | 'total'
>;

/**
 * The seller and the client as a client page shows them (invoice and quote alike): the PDF's
 * details without what only members see; the logo through the page's own logo route.
 */
export function pageParties(
  doc: PageDocument,
  data: InvoicePdfData,
  logoUrl: string,
): Pick<PublicInvoice, 'seller' | 'client'> {
  const { seller, clientContact } = data;
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
      logoUrl: data.logo ? logoUrl : null,
    },
    client: {
      name: doc.client.name,
      address: clientContact?.address ?? null,
      taxId: clientContact?.taxId ?? null,
    },
  };
}

/** The lines, taxes and totals as a client page shows them, in the document's language. */
export function pageLines(doc: PageDocument, data: InvoicePdfData) {
  const taxNames = new Map(doc.taxes.map((tax) => [tax.taxRateId, tax.name]));
  return {
    currency: doc.currency,
    locale: data.locale ?? 'en',
    pricesIncludeTax: doc.pricesIncludeTax,
    items: doc.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      discountPercent: item.discountPercent,
      amount: item.amount,
      taxes: item.taxRateIds.flatMap((id) => taxNames.get(id) ?? []),
    })),
    subtotal: doc.subtotal,
    discountTotal: doc.discountTotal,
    taxes: doc.taxes.map((tax) => ({ name: tax.name, percent: tax.percent, amount: tax.amount })),
    taxTotal: doc.taxTotal,
    total: doc.total,
  } satisfies Partial<PublicInvoice>;
}
