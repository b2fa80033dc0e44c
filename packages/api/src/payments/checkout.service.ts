import {
  balanceDueCents,
  fromCents,
  ONLINE_PAYMENT_MIN_CENTS,
  PAYMENT_MSG,
  type PublicMockCheckout,
  publicCheckoutInput,
} from '@folio/contracts';
import type { InvoiceRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { callStripe, stripeClient } from '../billing/stripe-client';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import type { ApiDeps } from '../deps';
import { loadInvoicePdfData } from '../invoices/invoice-pdf-data';
import { type CheckoutRow, recordOnlinePayment } from './online-payment';
import { paymentSettingsRow, takesOnlinePayments } from './payment-settings.queries';

/**
 * Pay on the client's invoice page (<APP_URL>/i/{token}): one checkout per press, for an amount the
 * server settles on, paid on Stripe Checkout on the organization's connected account, or, in mock
 * mode, on Folio's test payment page whose Pay records the payment at once. `row` is the invoice
 * the page's token names (neither a draft nor archived: the routes answer 404 and 410 before).
 */

const { invoiceCheckouts } = schema;

/**
 * The amount in cents when `amount` (major units) is a finite number with at most two decimals,
 * else null. The product by 100 is read to 15 significant digits, which removes binary noise
 * (10.01 × 100 = 1000.9999999999999) without hiding a third decimal (1.005 stays 100.5).
 */
function exactCents(amount: number): number | null {
  if (!Number.isFinite(amount)) return null;
  const cents = Number((amount * 100).toPrecision(15));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * What a checkout charges: the balance due when no amount is given; another amount only when the
 * organization allows partial payments, from ONLINE_PAYMENT_MIN_CENTS up to the balance (a balance
 * below that minimum can still be paid in full). Anything else is 422 on `amount`.
 */
function checkoutAmount(body: unknown, balance: number, allowPartial: boolean): number {
  const parsed = publicCheckoutInput.safeParse(body ?? {});
  if (!parsed.success) throw errors.field('amount', PAYMENT_MSG.amountInvalid);
  const { amount } = parsed.data;
  if (amount === undefined) return balance;
  const cents = exactCents(amount);
  if (cents === null || cents > balance) throw errors.field('amount', PAYMENT_MSG.amountInvalid);
  if (cents === balance) return cents;
  if (cents < ONLINE_PAYMENT_MIN_CENTS) throw errors.field('amount', PAYMENT_MSG.amountInvalid);
  if (!allowPartial) throw errors.field('amount', PAYMENT_MSG.partialNotAllowed);
  return cents;
}

/**
 * POST /api/public/invoices/{token}/checkout: 409 when nothing is due or the organization takes no
 * online payments, 422 for an amount it does not accept, else the page to pay on. The checkout row
 * is written before Stripe's session is created, so whatever Stripe reports about the session
 * finds it (by its id in the session's client_reference_id and metadata).
 */
export async function createCheckout(deps: ApiDeps, row: InvoiceRow, token: string, body: unknown) {
  const balance = balanceDueCents(row);
  if (row.status === 'paid' || balance <= 0) throw errors.conflict(PAYMENT_MSG.alreadyPaid);
  const settings = await paymentSettingsRow(deps.db, row.orgId);
  if (!takesOnlinePayments(deps.config, settings)) throw errors.conflict(PAYMENT_MSG.paymentUnavailable);
  const amountCents = checkoutAmount(body, balance, settings?.allowPartialPayments ?? false);
  const stripe = stripeClient(deps.config);
  const accountId = stripe ? settings!.stripeAccountId! : null;
  const [checkout] = await deps.db
    .insert(invoiceCheckouts)
    .values({
      orgId: row.orgId,
      invoiceId: row.id,
      amountCents,
      currency: row.currency,
      provider: stripe ? 'stripe' : 'mock',
      stripeAccountId: accountId,
    })
    .returning();
  const checkoutId = checkout!.id;
  if (!stripe || !accountId) return { url: `${deps.config.appUrl}/i/${token}/pay/${checkoutId}` };

  const data = await loadInvoicePdfData({ db: deps.db, org: { id: row.orgId } }, row.id);
  const metadata = { checkoutId, orgId: row.orgId, invoiceId: row.id };
  const session = await callStripe(deps.log, PAYMENT_MSG.checkoutFailed, () =>
    stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: row.currency.toLowerCase(),
              unit_amount: amountCents,
              product_data: { name: `Invoice ${data.invoice.displayNumber}` },
            },
          },
        ],
        success_url: `${deps.config.appUrl}/i/${token}?payment=success`,
        cancel_url: `${deps.config.appUrl}/i/${token}`,
        client_reference_id: checkoutId,
        metadata,
        payment_intent_data: { metadata },
      },
      { stripeAccount: accountId },
    ),
  ).catch(async (error: unknown) => {
    // No session was opened: the checkout can never be paid.
    await deps.db
      .update(invoiceCheckouts)
      .set({ status: 'expired' })
      .where(and(eq(invoiceCheckouts.id, checkoutId), eq(invoiceCheckouts.orgId, row.orgId)));
    throw error;
  });
  if (!session.url) throw errors.unavailable(PAYMENT_MSG.checkoutFailed);
  await deps.db
    .update(invoiceCheckouts)
    .set({ stripeSessionId: session.id })
    .where(and(eq(invoiceCheckouts.id, checkoutId), eq(invoiceCheckouts.orgId, row.orgId)));
  return { url: session.url };
}

/** The checkout `checkoutId` of the invoice `row`; another invoice's (or a malformed id) is 404. */
async function checkoutOf(deps: ApiDeps, row: InvoiceRow, checkoutId: string): Promise<CheckoutRow> {
  const [checkout] = isUuid(checkoutId)
    ? await deps.db
        .select()
        .from(invoiceCheckouts)
        .where(
          and(
            eq(invoiceCheckouts.id, checkoutId),
            eq(invoiceCheckouts.orgId, row.orgId),
            eq(invoiceCheckouts.invoiceId, row.id),
          ),
        )
    : [];
  if (!checkout) throw errors.notFound(PAYMENT_MSG.checkoutNotFound);
  return checkout;
}

async function toMockCheckout(
  deps: ApiDeps,
  row: InvoiceRow,
  checkout: CheckoutRow,
): Promise<PublicMockCheckout> {
  const data = await loadInvoicePdfData({ db: deps.db, org: { id: row.orgId } }, row.id);
  return {
    displayNumber: data.invoice.displayNumber,
    sellerName: data.organization.name,
    amount: fromCents(checkout.amountCents),
    currency: checkout.currency,
    locale: data.locale ?? 'en',
    status: checkout.status,
  };
}

/** GET /api/public/invoices/{token}/checkouts/{checkoutId}: the test payment page's data. */
export async function readMockCheckout(deps: ApiDeps, row: InvoiceRow, checkoutId: string) {
  return toMockCheckout(deps, row, await checkoutOf(deps, row, checkoutId));
}

/**
 * POST /api/public/invoices/{token}/checkouts/{checkoutId}/pay: the test payment page's Pay records
 * the payment at once; pressing it again answers the completed checkout without a second payment.
 * A Stripe checkout is paid on Stripe only (409). Outside mock mode the mock checkouts left from an
 * earlier run of the server are still honoured: no money moves either way.
 */
export async function payMockCheckout(deps: ApiDeps, row: InvoiceRow, checkoutId: string) {
  const found = await checkoutOf(deps, row, checkoutId);
  if (found.provider !== 'mock') throw errors.conflict(PAYMENT_MSG.checkoutNotMock);
  const { checkout } = await deps.db.transaction((tx) =>
    recordOnlinePayment(deps, tx, {
      orgId: row.orgId,
      checkoutId: found.id,
      reference: null,
      refuseOverpayment: true,
    }),
  );
  return toMockCheckout(deps, row, checkout);
}

/** Whether the client page offers Pay, and partial payments: GET /api/public/invoices/{token}. */
export async function publicPaymentOptions(deps: ApiDeps, row: InvoiceRow) {
  const settings = await paymentSettingsRow(deps.db, row.orgId);
  return {
    canPay: balanceDueCents(row) > 0 && row.status !== 'paid' && takesOnlinePayments(deps.config, settings),
    allowPartialPayments: settings?.allowPartialPayments ?? false,
  };
}
