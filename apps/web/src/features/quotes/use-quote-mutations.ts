import type { Delivery, Quote } from '@folio/contracts';
import { invalidateOverviews } from '../../lib/invalidate';
import { toastFailure } from '../../lib/mutation-failure';
import { toastSuccess } from '../../lib/toast';
import { type TrpcReactUtils, trpc } from '../../lib/trpc';
import { refreshInvoice } from '../invoices/use-invoice-mutations';
import { QUOTE_EMAIL_TEXTS, QUOTE_TEXTS } from './texts';

/** What a change to a quote makes stale: the quotes list, the activity log and feeds, the search. */
function invalidateQuoteLists(utils: TrpcReactUtils) {
  return Promise.all([
    utils.quotes.page.invalidate(),
    utils.quotes.list.invalidate(),
    invalidateOverviews(utils),
  ]);
}

/** A quote changed (or the worker changed it: an email delivered marks it sent). */
export function refreshQuote(utils: TrpcReactUtils, id: string) {
  return Promise.all([utils.quotes.get.invalidate({ id }), invalidateQuoteLists(utils)]);
}

/**
 * The quotes' mutations. Each caches the quote the server answered and refreshes the lists; the
 * failures are named where they are started (the panel's toasts, the form's alert).
 */
export function useQuoteMutations() {
  const utils = trpc.useUtils();

  const cached = async (quote: Quote) => {
    utils.quotes.get.setData({ id: quote._id }, quote);
    await invalidateQuoteLists(utils);
  };

  // The toast's text is read when it shows, in the language of that moment.
  const create = trpc.quotes.create.useMutation({
    onSuccess: async (quote) => {
      await cached(quote);
      toastSuccess(QUOTE_TEXTS.created);
    },
  });
  const update = trpc.quotes.update.useMutation({
    onSuccess: async (quote) => {
      await cached(quote);
      toastSuccess(QUOTE_TEXTS.updated);
    },
  });

  const markSent = trpc.quotes.markSent.useMutation({
    onSuccess: async (quote) => {
      await cached(quote);
      toastSuccess(QUOTE_TEXTS.markedSent);
    },
    onError: (error) => toastFailure(error, QUOTE_TEXTS.markSentFailed),
  });

  /** The invoice is a new draft: the invoices' lists and the client's totals change too. */
  const convert = trpc.quotes.convert.useMutation({
    onSuccess: async (invoice, { id }) => {
      utils.invoices.get.setData({ id: invoice._id }, invoice);
      await Promise.all([refreshQuote(utils, id), refreshInvoice(utils, invoice._id, invoice.client._id)]);
      toastSuccess(QUOTE_TEXTS.converted(invoice.displayNumber));
    },
    onError: async (error, { id }) => {
      toastFailure(error, QUOTE_TEXTS.convertFailed);
      // A refusal (already converted elsewhere, expired since) is worth showing as it now stands.
      await refreshQuote(utils, id);
    },
  });

  const remove = trpc.quotes.delete.useMutation({
    onSuccess: async (_answer, { id }) => {
      utils.quotes.get.setData({ id }, undefined);
      await invalidateQuoteLists(utils);
      toastSuccess(QUOTE_TEXTS.deleted);
    },
  });

  return { create, update, markSent, convert, remove };
}

/**
 * Sending a quote by email: the queued delivery the server answers goes into the Emails list at
 * once, so the list starts following it without waiting for a refetch.
 */
export function useSendQuote() {
  const utils = trpc.useUtils();
  return trpc.quotes.send.useMutation({
    onSuccess: (delivery: Delivery, { id }) => {
      utils.quotes.deliveries.setData({ id }, (list) =>
        list ? { items: [delivery, ...list.items.filter((item) => item._id !== delivery._id)] } : list,
      );
      void Promise.all([utils.quotes.deliveries.invalidate({ id }), utils.activity.invalidate()]);
      toastSuccess(QUOTE_EMAIL_TEXTS.queued);
    },
  });
}
