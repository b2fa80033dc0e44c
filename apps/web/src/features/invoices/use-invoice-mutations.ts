import { formatMoney, type Invoice } from '@folio/contracts';
import { isGloballyHandled } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { withPayment, withStatus } from './invoice-rules';
import { INVOICE_TEXTS } from './texts';

type Utils = ReturnType<typeof trpc.useUtils>;

/**
 * What a change to an invoice makes stale: the invoice lists and tiles (the page's and the
 * panels'), its client's totals, the dashboard's unpaid figures and revenue, activity and search.
 */
function invalidateInvoiceLists(utils: Utils, clientId?: string) {
  return Promise.all([
    utils.invoices.page.invalidate(),
    utils.invoices.list.invalidate(),
    utils.invoices.summary.invalidate(),
    clientId ? utils.clients.summary.invalidate({ id: clientId }) : utils.clients.summary.invalidate(),
    utils.clients.invoices.invalidate(),
    utils.dashboard.summary.invalidate(),
    utils.activity.invalidate(),
    utils.search.invalidate(),
  ]);
}

/** An invoice changed: its own query and everything invalidateInvoiceLists names. */
export function refreshInvoice(utils: Utils, id: string, clientId?: string) {
  return Promise.all([utils.invoices.get.invalidate({ id }), invalidateInvoiceLists(utils, clientId)]);
}

/**
 * The invoices' mutations. Status changes and payments are shown at once in the panel and undone
 * with the failure's text when the server refuses; each then refreshes what it changed.
 */
export function useInvoiceMutations() {
  const utils = trpc.useUtils();

  /** Applies `change` to the cached invoice and returns the previous one, for the rollback. */
  const optimistic = async (id: string, change: (invoice: Invoice) => Invoice) => {
    await utils.invoices.get.cancel({ id });
    const previous = utils.invoices.get.getData({ id });
    if (previous) utils.invoices.get.setData({ id }, change(previous));
    return { previous };
  };
  const rollback = (id: string, previous: Invoice | undefined) => {
    if (previous) utils.invoices.get.setData({ id }, previous);
  };
  const refresh = (id: string, clientId?: string) => refreshInvoice(utils, id, clientId);
  const failed = (error: unknown, text: string) => {
    if (!isGloballyHandled(error)) toastError(text);
  };

  const create = trpc.invoices.create.useMutation({
    onSuccess: async (invoice) => {
      utils.invoices.get.setData({ id: invoice._id }, invoice);
      await invalidateInvoiceLists(utils, invoice.client._id);
      toastSuccess(INVOICE_TEXTS.created);
    },
  });

  const update = trpc.invoices.update.useMutation({
    onSuccess: async (invoice) => {
      utils.invoices.get.setData({ id: invoice._id }, invoice);
      await invalidateInvoiceLists(utils, invoice.client._id);
      toastSuccess(INVOICE_TEXTS.updated);
    },
  });

  /** Archive (status archived) and Unarchive (back to draft). */
  const setStatus = trpc.invoices.update.useMutation({
    onMutate: ({ id, status }) =>
      optimistic(id, (invoice) => (status ? withStatus(invoice, status) : invoice)),
    onError: (error, { id, status }, context) => {
      rollback(id, context?.previous);
      failed(
        error,
        status === 'archived'
          ? INVOICE_TEXTS.archiveFailed
          : status === 'draft'
            ? INVOICE_TEXTS.unarchiveFailed
            : INVOICE_TEXTS.updateFailed,
      );
    },
    onSuccess: (invoice) => {
      utils.invoices.get.setData({ id: invoice._id }, invoice);
      toastSuccess(INVOICE_TEXTS.setTo(invoice.status));
    },
    onSettled: (invoice, _error, { id }) => refresh(id, invoice?.client._id),
  });

  const markSent = trpc.invoices.markSent.useMutation({
    onMutate: ({ id }) => optimistic(id, (invoice) => withStatus(invoice, 'sent')),
    onError: (error, { id }, context) => {
      rollback(id, context?.previous);
      failed(error, INVOICE_TEXTS.markSentFailed);
    },
    onSuccess: (invoice) => {
      utils.invoices.get.setData({ id: invoice._id }, invoice);
      toastSuccess(INVOICE_TEXTS.markedSent);
    },
    onSettled: (invoice, _error, { id }) => refresh(id, invoice?.client._id),
  });

  const markPaid = trpc.invoices.markPaid.useMutation({
    onMutate: ({ id, amount }) =>
      optimistic(id, (invoice) => (typeof amount === 'number' ? withPayment(invoice, amount) : invoice)),
    onError: (error, { id }, context) => {
      rollback(id, context?.previous);
      failed(error, INVOICE_TEXTS.markPaidFailed);
    },
    onSuccess: (invoice, { amount }) => {
      utils.invoices.get.setData({ id: invoice._id }, invoice);
      toastSuccess(INVOICE_TEXTS.markedPaid(formatMoney(Number(amount ?? 0), invoice.currency)));
    },
    onSettled: (invoice, _error, { id }) => refresh(id, invoice?.client._id),
  });

  const remove = trpc.invoices.delete.useMutation({
    onSuccess: async (_answer, { id }) => {
      const before = utils.invoices.get.getData({ id });
      utils.invoices.get.setData({ id }, undefined);
      await Promise.all([invalidateInvoiceLists(utils, before?.client._id), utils.notes.invalidate()]);
      toastSuccess(INVOICE_TEXTS.deleted);
    },
  });

  return {
    create,
    update,
    archive: (invoice: Pick<Invoice, '_id'>) => setStatus.mutate({ id: invoice._id, status: 'archived' }),
    unarchive: (invoice: Pick<Invoice, '_id'>) => setStatus.mutate({ id: invoice._id, status: 'draft' }),
    markSent: (invoice: Pick<Invoice, '_id'>) => markSent.mutate({ id: invoice._id }),
    markPaid: (invoice: Pick<Invoice, '_id'>, amount: number) => markPaid.mutate({ id: invoice._id, amount }),
    /** From the panel: "Failed to delete invoice"; from the list's menu: "Failed to delete". */
    remove: (invoice: Pick<Invoice, '_id'>, failureText: string, onDone?: () => void) =>
      remove.mutate(
        { id: invoice._id },
        { onError: (error) => failed(error, failureText), ...(onDone ? { onSuccess: onDone } : {}) },
      ),
    pending: setStatus.isPending || markSent.isPending || markPaid.isPending || remove.isPending,
  };
}
