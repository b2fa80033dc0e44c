import { type Delivery, INVOICE_DELIVERIES_LIMIT, WORKSPACE_MSG } from '@folio/contracts';
import type { DeliveryRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, desc, eq } from 'drizzle-orm';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import type { ReadScope } from '../core/scope';

const { invoiceDeliveries, invoices } = schema;

export const toDelivery = (row: DeliveryRow): Delivery => ({
  _id: row.id,
  invoiceId: row.invoiceId,
  quoteId: row.quoteId,
  kind: row.kind,
  status: row.status,
  recipients: row.recipients,
  subject: row.subject,
  message: row.message,
  attempts: row.attempts,
  messageId: row.messageId,
  lastError: row.lastError,
  requestedBy: { _id: row.requestedBy, name: row.requestedByName },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

/** GET /invoices/{id}/deliveries: the invoice's latest deliveries, newest first; another organization's invoice is a 404. */
export async function listDeliveries(scope: ReadScope, invoiceId: string): Promise<Delivery[]> {
  if (!isUuid(invoiceId)) throw errors.notFound(WORKSPACE_MSG.invoiceNotFound);
  const rows = await scope.db
    .select()
    .from(invoiceDeliveries)
    .where(and(eq(invoiceDeliveries.orgId, scope.org.id), eq(invoiceDeliveries.invoiceId, invoiceId)))
    .orderBy(desc(invoiceDeliveries.createdAt), desc(invoiceDeliveries.id))
    .limit(INVOICE_DELIVERIES_LIMIT);
  if (rows.length === 0) {
    // No deliveries, or no such invoice here: only the second is a 404.
    const [invoice] = await scope.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.orgId, scope.org.id), eq(invoices.id, invoiceId)));
    if (!invoice) throw errors.notFound(WORKSPACE_MSG.invoiceNotFound);
  }
  return rows.map(toDelivery);
}
