import { randomBytes } from 'node:crypto';
import {
  ACTIVITY_ACTIONS,
  PAYMENT_MSG,
  type PaymentSettings,
  type UpdatePaymentSettingsInput,
} from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { callStripe, stripeClient } from '../billing/stripe-client';
import { activitySubject, recordScopeActivity } from '../core/activity';
import { errors } from '../core/errors';
import { type OrgScope, withTransaction } from '../core/scope';
import {
  type PaymentSettingsRow,
  paymentSettingsRow,
  reminderOffsets,
  reminderSettingsOf,
  toPaymentSettings,
} from './payment-settings.queries';

/**
 * Settings → Payments (admins change it, every member reads it): partial payments, reminder rules
 * and the organization's own Stripe account (Connect, Standard), where its clients' payments go.
 * Each change writes its `updated` activity entry, naming the fields, in the same transaction.
 */

const { orgPaymentSettings } = schema;
type Columns = Partial<typeof orgPaymentSettings.$inferInsert>;

const settingsUrl = (scope: OrgScope, stripe: 'return' | 'refresh') =>
  `${scope.deps.config.appUrl}/settings/payments?stripe=${stripe}`;

/** Writes `columns` to the organization's row (creating it with the defaults for the rest) and records the change. */
async function writeSettings(txScope: OrgScope, columns: Columns, fields: string[]) {
  const [row] = await txScope.db
    .insert(orgPaymentSettings)
    .values({ orgId: txScope.org.id, ...columns })
    .onConflictDoUpdate({ target: orgPaymentSettings.orgId, set: { ...columns, updatedAt: new Date() } })
    .returning();
  await recordSettingsActivity(txScope, fields);
  return row!;
}

/** One `updated` entry on the organization, named "payment settings", with the fields that changed. */
function recordSettingsActivity(txScope: OrgScope, fields: string[]) {
  return recordScopeActivity(txScope, {
    action: ACTIVITY_ACTIONS.updated,
    ...activitySubject.other({ id: txScope.org.id, name: PAYMENT_MSG.activitySubject }),
    meta: { fields },
  });
}

export async function readPaymentSettings(scope: OrgScope): Promise<PaymentSettings> {
  return toPaymentSettings(scope.deps.config, await paymentSettingsRow(scope.db, scope.org.id));
}

/**
 * PUT /api/org/payment-settings: any subset of partial payments and reminders (rules sorted, the
 * offsets the reminder scan reads derived here). Only a real change is written and recorded.
 */
export async function updatePaymentSettings(
  scope: OrgScope,
  input: UpdatePaymentSettingsInput,
): Promise<PaymentSettings> {
  return withTransaction(scope, async (txScope) => {
    const current = await paymentSettingsRow(txScope.db, scope.org.id, 'update');
    const columns: Columns = {};
    const fields: string[] = [];
    if (
      input.allowPartialPayments !== undefined &&
      input.allowPartialPayments !== (current?.allowPartialPayments ?? false)
    ) {
      columns.allowPartialPayments = input.allowPartialPayments;
      fields.push('allowPartialPayments');
    }
    if (input.reminders) {
      const { rules, repeat } = input.reminders;
      const before = reminderSettingsOf(current);
      if (JSON.stringify(before) !== JSON.stringify({ rules, repeat })) {
        Object.assign(columns, {
          reminderRules: rules,
          reminderRepeatEveryDays: repeat?.everyDays ?? null,
          reminderRepeatTimes: repeat?.times ?? null,
          reminderOffsets: reminderOffsets({ rules, repeat }),
        } satisfies Columns);
        fields.push('reminders');
      }
    }
    if (fields.length === 0) return toPaymentSettings(scope.deps.config, current);
    return toPaymentSettings(scope.deps.config, await writeSettings(txScope, columns, fields));
  });
}

/**
 * Stores `accountId` as the organization's connected account unless one is stored already: of two
 * admins pressing Connect at once (the row may not exist yet, so there is nothing to lock), the
 * conditional upsert lets the first account win, and both go on with it.
 */
async function keepAccount(scope: OrgScope, accountId: string, chargesEnabled: boolean): Promise<string> {
  return withTransaction(scope, async (txScope) => {
    const columns = {
      stripeAccountId: accountId,
      stripeChargesEnabled: chargesEnabled,
      stripeConnectedAt: new Date(),
    };
    const [stored] = await txScope.db
      .insert(orgPaymentSettings)
      .values({ orgId: scope.org.id, ...columns })
      .onConflictDoUpdate({
        target: orgPaymentSettings.orgId,
        set: { ...columns, updatedAt: new Date() },
        setWhere: isNull(orgPaymentSettings.stripeAccountId),
      })
      .returning({ orgId: orgPaymentSettings.orgId });
    if (!stored) {
      const current = await paymentSettingsRow(txScope.db, scope.org.id);
      return current!.stripeAccountId!;
    }
    await recordSettingsActivity(txScope, ['stripe']);
    return accountId;
  });
}

/**
 * POST /api/org/payment-settings/stripe/connect: where the admin finishes connecting. With Stripe,
 * the organization's Standard account (created on the first press, kept afterwards) and a fresh
 * onboarding link to it, coming back to Settings → Payments. In mock mode a test account is
 * stored as connected at once, and the answer is Settings → Payments itself.
 */
export async function connectStripe(scope: OrgScope): Promise<{ url: string }> {
  const stripe = stripeClient(scope.deps.config);
  if (!stripe) {
    await keepAccount(scope, `acct_mock_${randomBytes(8).toString('hex')}`, true);
    return { url: settingsUrl(scope, 'return') };
  }
  const current = await paymentSettingsRow(scope.db, scope.org.id);
  let accountId = current?.stripeAccountId ?? null;
  if (!accountId) {
    const account = await callStripe(scope.deps.log, PAYMENT_MSG.stripeConnectFailed, () =>
      stripe.accounts.create({ type: 'standard', metadata: { orgId: scope.org.id } }),
    );
    accountId = await keepAccount(scope, account.id, account.charges_enabled ?? false);
  }
  const link = await callStripe(scope.deps.log, PAYMENT_MSG.stripeConnectFailed, () =>
    stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      return_url: settingsUrl(scope, 'return'),
      refresh_url: settingsUrl(scope, 'refresh'),
    }),
  );
  return { url: link.url };
}

/** Stores Stripe's charges_enabled of the account, when it changed; answers the row as it is then. */
async function storeChargesEnabled(
  scope: OrgScope,
  accountId: string,
  chargesEnabled: boolean,
): Promise<PaymentSettingsRow | undefined> {
  return withTransaction(scope, async (txScope) => {
    const current = await paymentSettingsRow(txScope.db, scope.org.id, 'update');
    // Disconnected or replaced meanwhile: the answer is about an account no longer used.
    if (!current || current.stripeAccountId !== accountId) return current;
    if (current.stripeChargesEnabled === chargesEnabled) return current;
    return writeSettings(txScope, { stripeChargesEnabled: chargesEnabled }, ['stripe']);
  });
}

/**
 * POST /api/org/payment-settings/stripe/refresh: reads the connected account from Stripe (the
 * web app calls it when the admin comes back from onboarding) and stores whether it takes
 * payments. 409 when no account is connected; in mock mode the stored state is answered.
 */
export async function refreshStripe(scope: OrgScope): Promise<PaymentSettings> {
  const current = await paymentSettingsRow(scope.db, scope.org.id);
  const accountId = current?.stripeAccountId;
  if (!accountId) throw errors.conflict(PAYMENT_MSG.stripeNotConnected);
  const stripe = stripeClient(scope.deps.config);
  if (!stripe) return toPaymentSettings(scope.deps.config, current);
  const account = await callStripe(scope.deps.log, PAYMENT_MSG.stripeConnectFailed, () =>
    stripe.accounts.retrieve(accountId),
  );
  const row = await storeChargesEnabled(scope, accountId, account.charges_enabled ?? false);
  return toPaymentSettings(scope.deps.config, row);
}

/**
 * DELETE /api/org/payment-settings/stripe: forgets the connected account, so client pages stop
 * offering Pay (outside mock mode). The account itself stays the freelancer's, on Stripe; payments
 * of checkouts already opened on it are still recorded when Stripe reports them. Nothing connected
 * is no change.
 */
export async function disconnectStripe(scope: OrgScope): Promise<PaymentSettings> {
  return withTransaction(scope, async (txScope) => {
    const current = await paymentSettingsRow(txScope.db, scope.org.id, 'update');
    if (!current?.stripeAccountId) return toPaymentSettings(scope.deps.config, current);
    const row = await writeSettings(
      txScope,
      { stripeAccountId: null, stripeChargesEnabled: false, stripeConnectedAt: null },
      ['stripe'],
    );
    return toPaymentSettings(scope.deps.config, row);
  });
}

/**
 * Stripe's account.updated (Connect webhook): the account's organization, whichever it is, stores
 * its charges_enabled. No member acts, so no activity entry: the settings page shows the state.
 */
export async function applyAccountUpdate(
  db: OrgScope['db'],
  accountId: string,
  chargesEnabled: boolean,
): Promise<boolean> {
  const updated = await db
    .update(orgPaymentSettings)
    .set({ stripeChargesEnabled: chargesEnabled, updatedAt: new Date() })
    .where(
      and(
        eq(orgPaymentSettings.stripeAccountId, accountId),
        // Only a real change is written.
        ne(orgPaymentSettings.stripeChargesEnabled, chargesEnabled),
      ),
    )
    .returning({ orgId: orgPaymentSettings.orgId });
  return updated.length > 0;
}
