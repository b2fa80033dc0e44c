import { CURRENCIES, LOCALES, REMINDER_LIMITS } from '../constants';
import { z } from '../zod';
import { isoDateTime } from './common';

/**
 * Getting paid (docs/product.md#getting-paid): Settings → Payments, the client page's Pay, and
 * payment reminders. Texts the server answers; the web app translates them with serverMessage.
 */
export const PAYMENT_MSG = {
  tooManyRules: `Add at most ${REMINDER_LIMITS.rules} reminder rules`,
  ruleOutOfRange: `A reminder is between ${-REMINDER_LIMITS.minDays} days before and ${REMINDER_LIMITS.maxDays} days after the due date`,
  ruleRepeated: 'Each reminder rule needs a different day',
  repeatEveryOutOfRange: `Repeat every ${REMINDER_LIMITS.minRepeatEveryDays} to ${REMINDER_LIMITS.maxRepeatEveryDays} days`,
  repeatTimesOutOfRange: `Repeat 1 to ${REMINDER_LIMITS.maxRepeats} times`,
  repeatWithoutRule: 'Add a reminder rule before a repeat',
  partialPaymentsInvalid: 'Partial payments must be true or false',
  settingsSaved: 'Payment settings saved',
  stripeConnectFailed: 'Stripe could not be reached. Try again later.',
  stripeNotConnected: 'No Stripe account is connected',
  stripeDisconnected: 'Stripe account disconnected',
  connectWebhookNotConfigured: 'Payment webhooks are not configured',
  paymentUnavailable: 'Online payment is not available for this invoice',
  alreadyPaid: 'This invoice is already paid',
  amountInvalid: 'Enter an amount between 1.00 and the balance due',
  partialNotAllowed: 'Partial payments are not accepted: pay the balance due',
  checkoutFailed: 'The payment page could not be opened. Try again later.',
  checkoutNotFound: 'This payment page is not valid',
  checkoutCompleted: 'This payment was already made',
  checkoutNotMock: 'This payment is made on Stripe',
  paymentReceived: 'Payment received. Thank you!',
  reminderTooSoon: 'A reminder for this invoice was sent less than an hour ago. Try again later.',
  reminderNoRecipient: 'The client has no email address',
  reminderNotDue: 'Only a sent invoice with a balance due gets a reminder',
  /** How the activity log names a change of Settings → Payments. */
  activitySubject: 'payment settings',
} as const;

/**
 * The payment reminder email (ICU MessageFormat, English as sent), in the client's language:
 * the subject and opening line say where the invoice stands on the day it is sent.
 */
export const REMINDER_MAIL_MSG = {
  subjectUpcoming: 'Reminder: invoice {number} from {org} is due on {due}',
  subjectToday: 'Reminder: invoice {number} from {org} is due today',
  subjectOverdue: 'Reminder: invoice {number} from {org} is overdue',
  subjectNoDue: 'Reminder: invoice {number} from {org}',
  greeting: 'Hello,',
  bodyUpcoming: 'This is a friendly reminder that invoice {number} for {amount} is due on {due}.',
  bodyToday: 'This is a friendly reminder that invoice {number} for {amount} is due today.',
  bodyOverdue:
    'This is a friendly reminder that invoice {number} for {amount} was due on {due}, {days, plural, one {# day} other {# days}} ago.',
  bodyNoDue: 'This is a friendly reminder that invoice {number} for {amount} is awaiting payment.',
  payOnline: 'You can view and pay it online: {url}',
  alreadyPaid: 'If you have already paid, thank you, and please disregard this email.',
  closing: 'Thank you,\n{org}',
} as const;

/** Whether the organization's Stripe account takes payments: none, onboarding not finished, or ready. */
export const STRIPE_CONNECT_STATUSES = ['not_connected', 'pending', 'connected'] as const;
export type StripeConnectStatus = (typeof STRIPE_CONNECT_STATUSES)[number];

const reminderDay = z
  .number({ error: PAYMENT_MSG.ruleOutOfRange })
  .int({ error: PAYMENT_MSG.ruleOutOfRange })
  .min(REMINDER_LIMITS.minDays, { error: PAYMENT_MSG.ruleOutOfRange })
  .max(REMINDER_LIMITS.maxDays, { error: PAYMENT_MSG.ruleOutOfRange });

const reminderRepeat = z.object({
  everyDays: z
    .number({ error: PAYMENT_MSG.repeatEveryOutOfRange })
    .int({ error: PAYMENT_MSG.repeatEveryOutOfRange })
    .min(REMINDER_LIMITS.minRepeatEveryDays, { error: PAYMENT_MSG.repeatEveryOutOfRange })
    .max(REMINDER_LIMITS.maxRepeatEveryDays, { error: PAYMENT_MSG.repeatEveryOutOfRange })
    .meta({ description: 'Days between two repeats, counted from the last rule.' }),
  times: z
    .number({ error: PAYMENT_MSG.repeatTimesOutOfRange })
    .int({ error: PAYMENT_MSG.repeatTimesOutOfRange })
    .min(1, { error: PAYMENT_MSG.repeatTimesOutOfRange })
    .max(REMINDER_LIMITS.maxRepeats, { error: PAYMENT_MSG.repeatTimesOutOfRange })
    .meta({ description: `How many repeats at most (1 to ${REMINDER_LIMITS.maxRepeats}).` }),
});

/**
 * Reminder rules as PUT /api/org/payment-settings takes them: days relative to the due date
 * (−3: three days before, 0: on the due date, 7: seven days after), answered in ascending order.
 */
export const reminderSettingsInput = z
  .object({
    rules: z
      .array(reminderDay, { error: PAYMENT_MSG.ruleOutOfRange })
      .max(REMINDER_LIMITS.rules, { error: PAYMENT_MSG.tooManyRules })
      .refine((days) => new Set(days).size === days.length, { error: PAYMENT_MSG.ruleRepeated })
      .transform((days) => [...days].sort((a, b) => a - b))
      .meta({
        description: `Up to ${REMINDER_LIMITS.rules} different days relative to the due date, from ${REMINDER_LIMITS.minDays} to ${REMINDER_LIMITS.maxDays} (negative: before it).`,
      }),
    repeat: reminderRepeat
      .nullable()
      .meta({ description: 'Repeat after the last rule; null for no repeat.' }),
  })
  .refine((value) => value.repeat === null || value.rules.length > 0, {
    error: PAYMENT_MSG.repeatWithoutRule,
    path: ['repeat'],
  });

export const reminderSettingsSchema = z.object({
  rules: z.array(z.number().int()),
  repeat: z.object({ everyDays: z.number().int(), times: z.number().int() }).nullable(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** GET /api/org/payment-settings: how the organization gets paid online and reminds its clients. */
export const paymentSettingsSchema = z.object({
  /** No Stripe keys on this server: Pay opens Folio's test payment page and no money moves. */
  mockMode: z.boolean(),
  stripe: z.object({
    status: z.enum(STRIPE_CONNECT_STATUSES),
    /** The connected Stripe account (acct_…), or null. */
    accountId: z.string().nullable(),
    connectedAt: isoDateTime.nullable(),
  }),
  /** Whether client pages offer Pay: in mock mode always, else once the Stripe account is connected. */
  onlinePayments: z.boolean(),
  /** The client may pay part of the balance (at least 1.00). */
  allowPartialPayments: z.boolean(),
  reminders: reminderSettingsSchema,
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** PUT /api/org/payment-settings (admins): any subset; a missing field is left as it is. */
export const updatePaymentSettingsInput = z.object({
  allowPartialPayments: z.boolean({ error: PAYMENT_MSG.partialPaymentsInvalid }).optional(),
  reminders: reminderSettingsInput.optional(),
});
export type UpdatePaymentSettingsInput = z.output<typeof updatePaymentSettingsInput>;

/** POST /api/org/payment-settings/stripe/connect: where to send the admin (Stripe's onboarding). */
export const stripeConnectResponse = z.object({
  url: z.string().meta({ description: 'Stripe’s onboarding page; in mock mode, Settings → Payments.' }),
});

/**
 * POST /api/public/invoices/{token}/checkout. `amount` (major units) defaults to the balance due;
 * another amount is taken only where the organization allows partial payments, from 1.00 to the balance.
 */
export const publicCheckoutInput = z.object({
  amount: z
    .number({ error: PAYMENT_MSG.amountInvalid })
    .optional()
    .meta({ description: 'Major units; default: the balance due.' }),
});
export type PublicCheckoutInput = z.output<typeof publicCheckoutInput>;

export const publicCheckoutResponse = z.object({
  url: z.string().meta({
    description: 'Stripe Checkout on the organization’s account; in mock mode, Folio’s test payment page.',
  }),
});

export const CHECKOUT_STATUSES = ['open', 'completed', 'expired'] as const;

/** GET /api/public/invoices/{token}/checkouts/{checkoutId}: the test payment page's data (mock mode). */
export const publicMockCheckoutSchema = z.object({
  displayNumber: z.string(),
  sellerName: z.string(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  locale: z.enum(LOCALES),
  status: z.enum(CHECKOUT_STATUSES),
});
export type PublicMockCheckout = z.infer<typeof publicMockCheckoutSchema>;
