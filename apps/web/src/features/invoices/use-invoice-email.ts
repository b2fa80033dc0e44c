import type { Delivery, Invoice } from '@folio/contracts';
import { useEffect, useRef } from 'react';
import { isGloballyHandled, toApiError } from '../../lib/errors';
import { failureText } from '../../lib/mutation-failure';
import { serverMessage } from '../../lib/server-messages';
import { toastError, toastSuccess } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { finishedSince, pollInterval } from './delivery-rules';
import { INVOICE_EMAIL_TEXTS } from './texts';
import { refreshInvoice } from './use-invoice-mutations';

/**
 * The invoice's email deliveries, newest first. While one is queued or sending the list is read
 * again every 2 s; when one of them is delivered or failed, the invoice and what shows it (lists,
 * tiles, activity) are refreshed, since the worker changed them: a delivered email marks it sent.
 */
export function useInvoiceDeliveries(invoice: Pick<Invoice, '_id' | 'client'>) {
  const utils = trpc.useUtils();
  const deliveries = trpc.invoices.deliveries.useQuery(
    { id: invoice._id },
    { refetchInterval: (query) => pollInterval(query.state.data?.items) },
  );
  const seen = useRef(new Map<string, Delivery['status']>());
  const { _id: id, client } = invoice;
  useEffect(() => {
    const items = deliveries.data?.items;
    if (items && finishedSince(seen.current, items)) void refreshInvoice(utils, id, client._id);
  }, [deliveries.data, utils, id, client._id]);
  return deliveries;
}

/**
 * Sending an invoice by email, a payment reminder, and retrying a failed delivery. The queued delivery the server
 * answers goes into the list at once, so the list starts polling without waiting for a refetch.
 */
export function useInvoiceEmailMutations() {
  const utils = trpc.useUtils();

  const queued = (invoiceId: string, delivery: Delivery) => {
    utils.invoices.deliveries.setData({ id: invoiceId }, (list) =>
      list ? { items: [delivery, ...list.items.filter((item) => item._id !== delivery._id)] } : list,
    );
    // The email_queued entry is in the activity; the invoice itself changes only once delivered.
    void Promise.all([utils.invoices.deliveries.invalidate({ id: invoiceId }), utils.activity.invalidate()]);
  };

  const send = trpc.invoices.send.useMutation({
    onSuccess: (delivery, { id }) => {
      queued(id, delivery);
      toastSuccess(INVOICE_EMAIL_TEXTS.queued);
    },
  });

  const retry = trpc.invoices.retryDelivery.useMutation({
    onSuccess: (delivery, { id }) => {
      queued(id, delivery);
      toastSuccess(INVOICE_EMAIL_TEXTS.queued);
    },
    onError: (error) => {
      if (isGloballyHandled(error)) return;
      // A refusal the server explains (409: not failed, or the invoice archived) is worth reading.
      const { status, msg } = toApiError(error);
      toastError(status !== null && status < 500 ? msg : INVOICE_EMAIL_TEXTS.retryFailed);
    },
  });

  // A refusal (409: nothing due or no address; 429: one reminder an hour) says why, in the server's words.
  const sendReminder = trpc.invoices.sendReminder.useMutation({
    onSuccess: (delivery, { id }) => {
      queued(id, delivery);
      toastSuccess(INVOICE_EMAIL_TEXTS.reminderQueued);
    },
    onError: (error) => {
      const text = failureText(error, INVOICE_EMAIL_TEXTS.reminderFailed);
      if (text) toastError(serverMessage(text));
    },
  });

  return { send, retry, sendReminder };
}
