import type { FastifyInstance } from 'fastify';
import { registerActivityExportRoute } from '../activity/activity-export.route';
import { registerUnsubscribeRoutes } from '../activity-digest/unsubscribe.route';
import { registerSessionCookieRoutes } from '../auth/session-cookie.route';
import { registerStripeWebhookRoute } from '../billing/webhook.route';
import type { ApiDeps } from '../deps';
import { registerInvoicePdfRoute } from '../invoices/invoice-pdf.route';
import { registerOrgLogoRoutes } from '../org-profile/org-logo.route';
import { registerConnectWebhookRoute } from '../payments/connect-webhook.route';
import { registerPublicInvoiceRoutes } from '../public-invoices/public-invoice.route';
import { registerPublicQuoteRoutes } from '../public-quotes/public-quote.route';
import { registerQuotePdfRoute } from '../quotes/quote-pdf.route';

/**
 * Routes the REST adapter cannot express (the refresh cookie, binary and streamed downloads,
 * webhooks). Each
 * domain adds its own registration here; they are registered before the adapter's catch-all.
 */
export async function registerPlainRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  registerSessionCookieRoutes(app, deps);
  await registerInvoicePdfRoute(app, deps);
  await registerQuotePdfRoute(app, deps);
  registerActivityExportRoute(app, deps);
  await registerOrgLogoRoutes(app, deps);
  await registerStripeWebhookRoute(app, deps);
  await registerConnectWebhookRoute(app, deps);
  await registerUnsubscribeRoutes(app, deps);
  await registerPublicInvoiceRoutes(app, deps);
  await registerPublicQuoteRoutes(app, deps);
}
