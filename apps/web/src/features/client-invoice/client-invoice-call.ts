import type { PublicInvoice } from '@folio/contracts/schemas/public-invoices';
import { getToken } from '../../lib/auth';
import { ensureOk } from '../../lib/rest-answer-error';

/** The invoice link's API: its token is the credential. */
const invoicePath = (token: string) => `/api/public/invoices/${encodeURIComponent(token)}`;

/**
 * GET /api/public/invoices/{token}: the invoice as its client sees it (404 unknown or rotated, 410
 * archived). A signed-in visitor's session goes with it (the access token, and the refresh cookie
 * should the token have expired), so that a member of the organization opening the link does not
 * count as the client having seen the invoice.
 */
export async function fetchPublicInvoice(token: string): Promise<PublicInvoice> {
  const session = getToken();
  const answer = await fetch(invoicePath(token), {
    credentials: 'same-origin',
    headers: session ? { Authorization: `Bearer ${session}` } : {},
  });
  return (await (await ensureOk(answer)).json()) as PublicInvoice;
}

/** The invoice's PDF, a plain link: the browser downloads it with no script. */
export const publicInvoicePdfUrl = (token: string) => `${invoicePath(token)}/pdf`;
