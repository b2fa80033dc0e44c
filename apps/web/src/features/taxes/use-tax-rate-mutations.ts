import { invalidateOverviews } from '../../lib/invalidate';
import { toastFailure } from '../../lib/mutation-failure';
import { toastSuccess } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { TAX_TEXTS } from './texts';

/**
 * The Tax rates screen's writes. Each refreshes the list; a changed rate also the invoices, since
 * the server recomputes the drafts that carry it. A create's or update's 422 and a taken name are
 * shown on the form's fields by the form, so those two have no failure text here.
 */
export function useTaxRateMutations() {
  const utils = trpc.useUtils();

  const create = trpc.taxRates.create.useMutation({
    onSuccess: () => {
      toastSuccess(TAX_TEXTS.created);
      void utils.taxRates.list.invalidate();
      void utils.activity.invalidate();
    },
  });

  const update = trpc.taxRates.update.useMutation({
    onSuccess: () => {
      toastSuccess(TAX_TEXTS.updated);
      void utils.taxRates.list.invalidate();
      void utils.invoices.invalidate();
      void invalidateOverviews(utils);
    },
  });

  const archive = trpc.taxRates.archive.useMutation({
    onSuccess: () => {
      toastSuccess(TAX_TEXTS.archived);
      void utils.taxRates.list.invalidate();
      void utils.activity.invalidate();
    },
    onError: (error) => toastFailure(error, TAX_TEXTS.archiveFailed),
  });

  return { create, update, archive };
}
