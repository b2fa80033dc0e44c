import { paymentSettingsSchema, stripeConnectResponse, updatePaymentSettingsInput } from '@folio/contracts';
import { z } from 'zod';
import { rest } from '../trpc/openapi-meta';
import { adminProcedure, orgProcedure, router } from '../trpc/procedures';
import * as settings from './payment-settings.service';

const stripeUnreachable =
  'Stripe could not be reached or refused the call; nothing changed. Try again later.';

/** Settings → Payments (REST under /api/org/payment-settings; docs/product.md#getting-paid). */
export const paymentSettingsRouter = router({
  get: orgProcedure
    .meta(
      rest('GET', '/org/payment-settings', 'org', {
        summary: 'How the organization gets paid online and reminds its clients (any member)',
        description:
          'The connected Stripe account (status not_connected, pending until Stripe enables its charges, connected), whether client pages offer Pay (`onlinePayments`: in mock mode always), partial payments, and the reminder rules. Defaults until an admin saves: nothing connected, no partial payments, no reminders.',
      }),
    )
    .input(z.void())
    .output(paymentSettingsSchema)
    .query(({ ctx }) => settings.readPaymentSettings(ctx.scope)),

  update: adminProcedure
    .meta(
      rest('PUT', '/org/payment-settings', 'org', {
        summary: 'Change partial payments and reminder rules (admins only)',
        description:
          'Any subset: a field left out stays as it is. `reminders` replaces the rules (answered in ascending order) and the repeat. Answers the settings.',
        errors: {
          422: 'More than 3 rules, a rule outside −30…60 days or repeated, a repeat outside its bounds or without a rule, or partial payments not a boolean (`errors` names the field).',
        },
      }),
    )
    .input(updatePaymentSettingsInput)
    .output(paymentSettingsSchema)
    .mutation(({ ctx, input }) => settings.updatePaymentSettings(ctx.scope, input)),

  connectStripe: adminProcedure
    .meta(
      rest('POST', '/org/payment-settings/stripe/connect', 'org', {
        summary: "Connect the organization's own Stripe account (admins only)",
        description:
          'Creates the organization’s Stripe Standard account on the first call (later calls reuse it) and answers Stripe’s onboarding page, which comes back to Settings → Payments (`?stripe=return`, or `?stripe=refresh` when the link expired). In mock mode a test account is connected at once and the answer is Settings → Payments.',
        errors: { 503: stripeUnreachable },
      }),
    )
    .input(z.void())
    .output(stripeConnectResponse)
    .mutation(({ ctx }) => settings.connectStripe(ctx.scope)),

  refreshStripe: adminProcedure
    .meta(
      rest('POST', '/org/payment-settings/stripe/refresh', 'org', {
        summary: 'Read the connected Stripe account’s state from Stripe (admins only)',
        description:
          'Stores whether the account takes payments (Stripe’s charges_enabled) and answers the settings.',
        errors: { 409: 'No Stripe account is connected.', 503: stripeUnreachable },
      }),
    )
    .input(z.void())
    .output(paymentSettingsSchema)
    .mutation(({ ctx }) => settings.refreshStripe(ctx.scope)),

  disconnectStripe: adminProcedure
    .meta(
      rest('DELETE', '/org/payment-settings/stripe', 'org', {
        summary: 'Disconnect the Stripe account (admins only)',
        description:
          'Client pages stop offering Pay (outside mock mode); the account stays yours on Stripe. Answers the settings.',
      }),
    )
    .input(z.void())
    .output(paymentSettingsSchema)
    .mutation(({ ctx }) => settings.disconnectStripe(ctx.scope)),
});
