import type { PublicCheckoutInput, PublicMockCheckout } from '@folio/contracts/schemas/payments';
import type { PublicInvoice } from '@folio/contracts/schemas/public-invoices';
import { getToken } from '../../lib/auth';
import { ensureOk } from '../../lib/rest-answer-error';
import { acceptLanguage } from '../../lib/server-messages';

/** The invoice link's API: its token is the credential. */
const invoicePath = (token: string) => `/api/public/invoices/${encodeURIComponent(token)}`;
const checkoutPath = (token: string, checkoutId: string) =>
  `${invoicePath(token)}/checkouts/${encodeURIComponent(checkoutId)}`;

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

/** A JSON POST of the public pages, answered in the page's language (its refusals are read). */
async function postJson<T>(path: string, body: unknown): Promise<T> {
  const answer = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...acceptLanguage() },
    body: JSON.stringify(body),
  });
  return (await (await ensureOk(answer)).json()) as T;
}

/**
 * POST /api/public/invoices/{token}/checkout: where to pay (Stripe Checkout, or Folio's test payment
 * page in mock mode). No amount: the balance due; an amount only where partial payments are allowed.
 */
export const startCheckout = (token: string, input: PublicCheckoutInput) =>
  postJson<{ url: string }>(`${invoicePath(token)}/checkout`, input);

/** GET …/checkouts/{checkoutId}: the test payment page's seller, invoice and amount (404 unknown). */
export async function fetchMockCheckout(token: string, checkoutId: string): Promise<PublicMockCheckout> {
  const answer = await fetch(checkoutPath(token, checkoutId), { headers: acceptLanguage() });
  return (await (await ensureOk(answer)).json()) as PublicMockCheckout;
}

/** POST …/checkouts/{checkoutId}/pay: the test payment, recorded once however often it is pressed. */
export const payMockCheckout = (token: string, checkoutId: string) =>
  postJson<PublicMockCheckout>(`${checkoutPath(token, checkoutId)}/pay`, {});
