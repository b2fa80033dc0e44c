import { z } from '../zod';
import { activityEntrySchema } from './activity';

/**
 * The dashboard (docs/product.md#dashboard). unpaidTotal and revenueByMonth are USD;
 * other currencies are never added into them, they are reported apart in `otherCurrencies`.
 */
export const dashboardSummarySchema = z.object({
  totalClients: z.number().int(),
  activeProjects: z.number().int(),
  unpaidInvoices: z.number().int(),
  unpaidTotal: z.number(),
  currency: z.literal('USD'),
  revenueByMonth: z.array(z.object({ year: z.number().int(), month: z.number().int(), total: z.number() })),
  otherCurrencies: z.array(z.object({ currency: z.string(), unpaidTotal: z.number(), revenue: z.number() })),
  recentActivity: z.array(activityEntrySchema),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
