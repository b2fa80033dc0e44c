import type { PaymentSettings, ReminderSettings } from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { isMockMode } from '../billing/stripe-client';
import type { ApiConfig } from '../config';
import type { RowLock } from '../core/records';

const { orgPaymentSettings } = schema;

export type PaymentSettingsRow = typeof orgPaymentSettings.$inferSelect;

/**
 * The organization's row of Settings → Payments, or undefined before an admin saved anything.
 * `update` locks it for a change (a missing row is then created by an upsert, which serializes
 * on the primary key instead).
 */
export async function paymentSettingsRow(
  db: Executor,
  orgId: string,
  lock?: RowLock,
): Promise<PaymentSettingsRow | undefined> {
  const query = db.select().from(orgPaymentSettings).where(eq(orgPaymentSettings.orgId, orgId));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/**
 * Whether the organization's clients can pay online: always in mock mode (Folio's test payment
 * page, no money moves), else once its connected Stripe account has charges enabled.
 */
export const takesOnlinePayments = (config: ApiConfig, row: PaymentSettingsRow | undefined) =>
  isMockMode(config) || (!!row?.stripeAccountId && row.stripeChargesEnabled);

export function reminderSettingsOf(row: PaymentSettingsRow | undefined): ReminderSettings {
  const everyDays = row?.reminderRepeatEveryDays ?? null;
  const times = row?.reminderRepeatTimes ?? null;
  return {
    rules: row?.reminderRules ?? [],
    repeat: everyDays !== null && times !== null ? { everyDays, times } : null,
  };
}

/**
 * Every day relative to the due date a reminder goes out on: the rules in ascending order, then
 * the repeats, `everyDays` apart after the last rule (−3, 0, 7 repeated twice every 7 days:
 * −3, 0, 7, 14, 21). The reminder scan reads only this list.
 */
export function reminderOffsets({ rules, repeat }: ReminderSettings): number[] {
  const days = [...rules].sort((a, b) => a - b);
  const last = days.at(-1);
  if (repeat && last !== undefined) {
    for (let k = 1; k <= repeat.times; k++) days.push(last + k * repeat.everyDays);
  }
  return [...new Set(days)];
}

/** GET /api/org/payment-settings: the defaults (nothing connected, no partial payments, no reminders) until saved. */
export function toPaymentSettings(config: ApiConfig, row: PaymentSettingsRow | undefined): PaymentSettings {
  const accountId = row?.stripeAccountId ?? null;
  return {
    mockMode: isMockMode(config),
    stripe: {
      status: !accountId ? 'not_connected' : row?.stripeChargesEnabled ? 'connected' : 'pending',
      accountId,
      connectedAt: row?.stripeConnectedAt?.toISOString() ?? null,
    },
    onlinePayments: takesOnlinePayments(config, row),
    allowPartialPayments: row?.allowPartialPayments ?? false,
    reminders: reminderSettingsOf(row),
  };
}
