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
        errorResponses: {
          400: 'The plan has no Stripe price configured',
          403: 'Not an admin or manager (INSUFFICIENT_ROLE), or email not verified (EMAIL_NOT_VERIFIED)',
          409: 'The organization already has a live subscription (use the portal)',
          422: 'Validation failed',
          503: 'Stripe could not be reached',
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
        errorResponses: {
          400: 'Mock mode, or no billing account yet',
          403: 'Not an admin or manager',
          503: 'Stripe could not be reached',
        },
      }),
    )
    .input(z.void())
    .output(portalResponse)
    .mutation(({ ctx }) => billing.portal(ctx.scope)),
});
