import { billingOverviewSchema, checkoutInput, checkoutResponse, portalResponse } from '@folio/contracts';
import { z } from 'zod';
import { rest } from '../trpc/openapi-meta';
import { managerProcedure, orgProcedure, requireVerifiedEmail, router } from '../trpc/procedures';
import { overview } from './billing.queries';
import * as billing from './billing.service';

/** The organization's plan and subscription (REST under /api/billing; docs/product.md#billing). */
export const billingRouter = router({
  overview: orgProcedure
    .meta(
      rest('GET', '/billing/overview', 'billing', {
        summary:
          'Plan, subscription status and period, monthly prices, and whether billing runs in mock mode',
      }),
    )
    .input(z.void())
    .output(billingOverviewSchema)
    .query(({ ctx }) => overview(ctx.scope)),

  checkout: managerProcedure
    .use(requireVerifiedEmail)
    .meta(
      rest('POST', '/billing/checkout', 'billing', {
        summary: 'Start a plan purchase (admins and managers with a verified email)',
        description:
          'With Stripe configured, answers the `url` of a Stripe Checkout page; the plan changes when Stripe confirms the payment (webhook). In mock mode the plan is activated at once and no `url` is answered.',
        errors: {
          400: 'The plan has no Stripe price configured on this server.',
          409: 'The organization already has a live subscription: change it in the portal.',
          422: 'The plan is not pro or business (`errors` names the field).',
          503: 'Stripe could not be reached, or did not open a checkout page; nothing changed.',
        },
      }),
    )
    .input(checkoutInput)
    .output(checkoutResponse)
    .mutation(({ ctx, input }) => billing.checkout(ctx.scope, input)),

  portal: managerProcedure
    .meta(
      rest('POST', '/billing/portal', 'billing', {
        summary: "Open Stripe's customer portal to manage the subscription (admins and managers)",
        errors: {
          400: 'Billing runs in mock mode, or the organization has no billing account yet.',
          503: 'Stripe could not be reached.',
        },
      }),
    )
    .input(z.void())
    .output(portalResponse)
    .mutation(({ ctx }) => billing.portal(ctx.scope)),
});
