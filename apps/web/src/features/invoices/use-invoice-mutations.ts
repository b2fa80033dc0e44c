import type { Invoice } from '@folio/contracts';
import { formatMoney } from '../../lib/format';
import { invalidateClientSummary, invalidateOverviews } from '../../lib/invalidate';
import { optimisticChange } from '../../lib/optimistic';
import { toastSuccess } from '../../lib/toast';
import { type TrpcReactUtils, trpc } from '../../lib/trpc';
import { withPayment, withStatus } from './invoice-rules';
import { INVOICE_TEXTS } from './texts';

/**
 * What a change to an invoice makes stale: the invoice lists and tiles (the page's and the
 * panels'), its client's totals, the dashboard's unpaid figures and revenue, activity and search.
 */
function invalidateInvoiceLists(utils: TrpcReactUtils, clientId?: string) {
  return Promise.all([
    utils.invoices.page.invalidate(),
    utils.invoices.list.invalidate(),
    utils.invoices.summary.invalidate(),
    invalidateClientSummary(utils, clientId),
    utils.clients.invoices.invalidate(),
    invalidateOverviews(utils),
  ]);
}

/** An invoice changed: its own query and everything invalidateInvoiceLists names. */
export function refreshInvoice(utils: TrpcReactUtils, id: string, clientId?: string) {
  return Promise.all([utils.invoices.get.invalidate({ id }), invalidateInvoiceLists(utils, clientId)]);
}

/**
 * The invoices' mutations. Status changes and payments are shown at once in the panel and undone
 * with the failure's text when the server refuses; each then refreshes what it changed. Deleting
 * names its failure where it is started: the panel says "Failed to delete invoice", the list's
 * menu "Failed to delete".
 */
export function useInvoiceMutations() {
  const utils = trpc.useUtils();

  /** Shown in the panel at once, undone when the server refuses; then the invoice is refreshed. */
  const optimistic = <TVars extends { id: string }>(
    apply: (invoice: Invoice, vars: TVars) => Invoice,
    failure: (vars: TVars) => string,
  ) =>
    optimisticChange<TVars, Invoice, { id: string }, Invoice>({
      query: utils.invoices.get,
      input: ({ id }) => ({ id }),
      apply,
      failure,
      settle: ({ id }, invoice) => refreshInvoice(utils, id, invoice?.client._id),
    });

  /** A saved invoice (created or updated) is cached as the server returned it, then announced. */
  const saved = (text: () => string) => async (invoice: Invoice) => {
    utils.invoices.get.setData({ id: invoice._id }, invoice);
    await invalidateInvoiceLists(utils, invoice.client._id);
    toastSuccess(text());
  };

  // The toast's text is read when it shows, in the language of that moment.
  const create = trpc.invoices.create.useMutation({ onSuccess: saved(() => INVOICE_TEXTS.created) });
  const update = trpc.invoices.update.useMutation({ onSuccess: saved(() => INVOICE_TEXTS.updated) });

  /** Archive (status archived) and Unarchive (back to draft): `setStatus.mutate({ id, status })`. */
  const setStatus = trpc.invoices.update.useMutation({
    ...optimistic<{ id: string; status?: Invoice['status'] }>(
      (invoice, { status }) => (status ? withStatus(invoice, status) : invoice),
      ({ status }) =>
        status === 'archived'
          ? INVOICE_TEXTS.archiveFailed
          : status === 'draft'
            ? INVOICE_TEXTS.unarchiveFailed
            : INVOICE_TEXTS.updateFailed,
    ),
    onSuccess: (invoice) => {
      utils.invoices.get.setData({ id: invoice._id }, invoice);
      toastSuccess(INVOICE_TEXTS.setTo(invoice.status));
    },
  });

  const markSent = trpc.invoices.markSent.useMutation({
    ...optimistic<{ id: string }>(
      (invoice) => withStatus(invoice, 'sent'),
      () => INVOICE_TEXTS.markSentFailed,
    ),
    onSuccess: (invoice) => {
      utils.invoices.get.setData({ id: invoice._id }, invoice);
      toastSuccess(INVOICE_TEXTS.markedSent);
    },
  });

  const markPaid = trpc.invoices.markPaid.useMutation({
    ...optimistic<{ id: string; amount?: unknown }>(
      (invoice, { amount }) => (typeof amount === 'number' ? withPayment(invoice, amount) : invoice),
      () => INVOICE_TEXTS.markPaidFailed,
    ),
    onSuccess: (invoice, { amount }) => {
      utils.invoices.get.setData({ id: invoice._id }, invoice);
      toastSuccess(INVOICE_TEXTS.markedPaid(formatMoney(Number(amount ?? 0), invoice.currency)));
    },
  });

  const remove = trpc.invoices.delete.useMutation({
    onSuccess: async (_answer, { id }) => {
      const before = utils.invoices.get.getData({ id });
      utils.invoices.get.setData({ id }, undefined);
      await Promise.all([invalidateInvoiceLists(utils, before?.client._id), utils.notes.invalidate()]);
      toastSuccess(INVOICE_TEXTS.deleted);
    },
  });

  return { create, update, setStatus, markSent, markPaid, remove };
}
