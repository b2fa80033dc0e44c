import { type InvoiceShareLink, PUBLIC_INVOICE_MSG } from '@folio/contracts';
import type { InvoiceRow } from '@folio/db';
import { errors } from '../core/errors';
import { type OrgScope, withTransaction } from '../core/scope';
import { lockInvoice } from './invoice-records';
import { ensureShareUrl, rotateShareUrl } from './share-link';

function assertHasPage(invoice: InvoiceRow) {
  if (invoice.status === 'draft') throw errors.conflict(PUBLIC_INVOICE_MSG.draftHasNoPage);
}

/** GET /invoices/{id}/share-link: the client page's link, the same until rotated. */
export const invoiceShareLink = (scope: OrgScope, id: string): Promise<InvoiceShareLink> =>
  withTransaction(scope, async (tx) => {
    const invoice = await lockInvoice(tx, id);
    assertHasPage(invoice);
    return { url: await ensureShareUrl(tx.db, scope.deps, invoice) };
  });

/** POST /invoices/{id}/share-link/rotate: a new link; the former one is dead at once. */
export const rotateInvoiceShareLink = (scope: OrgScope, id: string): Promise<InvoiceShareLink> =>
  withTransaction(scope, async (tx) => {
    const invoice = await lockInvoice(tx, id);
    assertHasPage(invoice);
    return { url: await rotateShareUrl(tx.db, scope.deps, invoice) };
  });
