import { dashboardSummarySchema } from '@folio/contracts';
import { z } from 'zod';
import { rest } from '../trpc/openapi-meta';
import { orgProcedure, router } from '../trpc/procedures';
import { dashboardSummary } from './dashboard.queries';

export const dashboardRouter = router({
  summary: orgProcedure
    .meta(
      rest('GET', '/dashboard/summary', 'dashboard', {
        summary: 'Summary cards, six-month paid revenue (USD) and the 10 newest activity entries',
        description:
          'totalClients counts active clients; unpaidInvoices counts non-archived, unpaid invoices with a balance left; unpaidTotal and revenueByMonth are USD (major units). revenueByMonth holds exactly the last 6 calendar months in the time zone of the caller (their preferences.tz), ending with the month of their today, oldest first, zero-filled; a payment counts in the month of its paid_at in that zone. otherCurrencies[].revenue is over the same six months. Other currencies are never added in: they are listed in otherCurrencies.',
      }),
    )
    .input(z.void())
    .output(dashboardSummarySchema)
    .query(({ ctx }) => dashboardSummary(ctx.scope)),
});
