import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq, isNull, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import { isUuid } from '../core/ids';
import type { ApiDeps } from '../deps';
import { recordOnlinePayment } from './online-payment';
import { applyAccountUpdate } from './payment-settings.service';

/**
 * The connected accounts' Stripe events (POST /api/payments/stripe-webhook), each applied at most
 * once: its id goes into `stripe_events` in the transaction of its change, so a retried or
 * concurrent delivery of it finds the id and changes nothing. A checkout is also paid at most once
 * whatever the event (completed, then async_payment_succeeded; two event ids for one session):
 * recordOnlinePayment locks the checkout and skips a completed one.
 */

const { invoiceCheckouts, stripeEvents } = schema;

export type ConnectOutcome = 'applied' | 'unchanged' | 'duplicate' | 'ignored' | 'unmatched';

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

/**
 * The checkout of a session: by its stored session id, or, when the session id could not be stored
 * after Stripe opened it (the answer was lost), by the checkout id Folio put on the session. Only a
 * checkout opened on the event's own connected account: the session's ids come from whoever
 * created it, and another organization's account must not be able to pay this one's checkout.
 */
async function checkoutOfSession(
  tx: Executor,
  session: Stripe.Checkout.Session,
  account: string | undefined,
) {
  if (!account) return null;
  const ref = session.client_reference_id ?? session.metadata?.checkoutId;
  const [checkout] = await tx
    .select({ id: invoiceCheckouts.id, orgId: invoiceCheckouts.orgId, status: invoiceCheckouts.status })
    .from(invoiceCheckouts)
    .where(
      and(
        eq(invoiceCheckouts.stripeAccountId, account),
        or(
          eq(invoiceCheckouts.stripeSessionId, session.id),
          isUuid(ref)
            ? and(
                eq(invoiceCheckouts.id, ref),
                eq(invoiceCheckouts.provider, 'stripe'),
                isNull(invoiceCheckouts.stripeSessionId),
              )
            : undefined,
        ),
      ),
    )
    .limit(1);
  return checkout ?? null;
}

/** Stores the event's id; false when it was stored already (this delivery is a repeat). */
async function firstDelivery(tx: Executor, event: Stripe.Event, orgId: string | null) {
  const [fresh] = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, orgId })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return !!fresh;
}

async function sessionEvent(
  deps: ApiDeps,
  tx: Executor,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<ConnectOutcome> {
  const checkout = await checkoutOfSession(tx, session, event.account);
  if (!(await firstDelivery(tx, event, checkout?.orgId ?? null))) return 'duplicate';
  // A session Folio did not open (another application on the same account): not ours to record.
  if (!checkout) return 'unmatched';
  if (event.type === 'checkout.session.expired') {
    const [expired] = await tx
      .update(invoiceCheckouts)
      .set({ status: 'expired' })
      .where(
        and(
          eq(invoiceCheckouts.id, checkout.id),
          eq(invoiceCheckouts.orgId, checkout.orgId),
          eq(invoiceCheckouts.status, 'open'),
        ),
      )
      .returning({ id: invoiceCheckouts.id });
    return expired ? 'applied' : 'unchanged';
  }
  // Delayed methods (bank debits) complete the session unpaid; their async_payment_succeeded follows.
  if (session.payment_status !== 'paid') return 'unchanged';
  const { recorded } = await recordOnlinePayment(deps, tx, {
    orgId: checkout.orgId,
    checkoutId: checkout.id,
    reference: idOf(session.payment_intent),
    refuseOverpayment: false,
  });
  return recorded ? 'applied' : 'unchanged';
}

/** Applies one verified event of a connected account, in one transaction with its id. */
export function applyConnectEvent(deps: ApiDeps, event: Stripe.Event): Promise<ConnectOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired': {
      const session = event.data.object;
      // Plan subscriptions are Folio's own billing, on its own webhook.
      if (session.mode !== 'payment') return Promise.resolve('ignored');
      return deps.db.transaction((tx) => sessionEvent(deps, tx, event, session));
    }
    case 'account.updated': {
      const account = event.data.object;
      return deps.db.transaction(async (tx) => {
        if (!(await firstDelivery(tx, event, null))) return 'duplicate';
        const changed = await applyAccountUpdate(tx, account.id, account.charges_enabled ?? false);
        return changed ? 'applied' : 'unchanged';
      });
    }
    default:
      return Promise.resolve('ignored');
  }
}
