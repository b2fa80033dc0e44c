import type { RecurringInvoice } from '@folio/contracts';
import { toastFailure } from '../../lib/mutation-failure';
import { toastSuccess } from '../../lib/toast';
import { type TrpcReactUtils, trpc } from '../../lib/trpc';
import { RECURRING_TEXTS } from './texts';

/** What a change to a series makes stale: the series lists, and activity (each change writes an entry). */
function invalidateSeriesLists(utils: TrpcReactUtils) {
  return Promise.all([
    utils.recurringInvoices.page.invalidate(),
    utils.recurringInvoices.list.invalidate(),
    utils.activity.invalidate(),
  ]);
}

/**
 * The series' mutations. Saving caches the answer and refreshes the lists; Pause and Resume show
 * the status the server answers (it works out the next date) and name their failure; deleting
 * leaves the invoices the series made, so only the series' own queries go.
 */
export function useSeriesMutations() {
  const utils = trpc.useUtils();

  const saved = (text: () => string) => async (series: RecurringInvoice) => {
    utils.recurringInvoices.get.setData({ id: series._id }, series);
    await invalidateSeriesLists(utils);
    toastSuccess(text());
  };

  // The toast's text is read when it shows, in the language of that moment.
  const create = trpc.recurringInvoices.create.useMutation({
    onSuccess: saved(() => RECURRING_TEXTS.created),
  });
  const update = trpc.recurringInvoices.update.useMutation({
    onSuccess: saved(() => RECURRING_TEXTS.updated),
  });

  const pause = trpc.recurringInvoices.pause.useMutation({
    onSuccess: saved(() => RECURRING_TEXTS.paused),
    onError: (error) => toastFailure(error, RECURRING_TEXTS.pauseFailed),
  });
  const resume = trpc.recurringInvoices.resume.useMutation({
    onSuccess: saved(() => RECURRING_TEXTS.resumed),
    onError: (error) => toastFailure(error, RECURRING_TEXTS.resumeFailed),
  });

  const remove = trpc.recurringInvoices.delete.useMutation({
    onSuccess: async (_answer, { id }) => {
      utils.recurringInvoices.get.setData({ id }, undefined);
      await invalidateSeriesLists(utils);
      toastSuccess(RECURRING_TEXTS.deleted);
    },
  });

  return { create, update, pause, resume, remove };
}
