import type { Client } from '@folio/contracts';
import { invalidateOverviews } from '../../lib/invalidate';
import { toastFailure } from '../../lib/mutation-failure';
import { toastSuccess } from '../../lib/toast';
import { type TrpcReactUtils, trpc } from '../../lib/trpc';
import { CLIENT_TEXTS } from './texts';

/** What any change to clients makes stale: the lists, the dashboard's counts, activity, search. */
function invalidateClientLists(utils: TrpcReactUtils) {
  return Promise.all([
    utils.clients.page.invalidate(),
    utils.clients.list.invalidate(),
    invalidateOverviews(utils),
  ]);
}

/**
 * The clients' mutations, each invalidating exactly what it changes. A renamed or deleted client
 * also changes the projects and invoices that show its name; a status change does not.
 */
export function useClientMutations() {
  const utils = trpc.useUtils();

  const refreshClient = (client: Pick<Client, '_id'>) =>
    Promise.all([
      invalidateClientLists(utils),
      utils.clients.get.invalidate({ id: client._id }),
      utils.clients.summary.invalidate({ id: client._id }),
    ]);

  const create = trpc.clients.create.useMutation({
    onSuccess: async (client) => {
      utils.clients.get.setData({ id: client._id }, client);
      await invalidateClientLists(utils);
      toastSuccess(CLIENT_TEXTS.created);
    },
  });

  const update = trpc.clients.update.useMutation({
    onSuccess: async (client, input) => {
      utils.clients.get.setData({ id: client._id }, client);
      await Promise.all([
        refreshClient(client),
        // Projects and invoices embed the client's name.
        input.name !== undefined ? utils.projects.invalidate() : undefined,
        input.name !== undefined ? utils.invoices.invalidate() : undefined,
      ]);
      toastSuccess(CLIENT_TEXTS.updated);
    },
  });

  const setStatus = trpc.clients.update.useMutation({
    onSuccess: async (client) => {
      utils.clients.get.setData({ id: client._id }, client);
      await refreshClient(client);
      toastSuccess(client.status === 'archived' ? CLIENT_TEXTS.archived : CLIENT_TEXTS.unarchived);
    },
    onError: (error, input) =>
      toastFailure(
        error,
        input.status === 'archived' ? CLIENT_TEXTS.archiveFailed : CLIENT_TEXTS.unarchiveFailed,
      ),
  });

  const remove = trpc.clients.delete.useMutation({
    onSuccess: async (_answer, input) => {
      utils.clients.get.setData({ id: input.id }, undefined);
      await Promise.all([
        invalidateClientLists(utils),
        utils.clients.summary.invalidate({ id: input.id }),
        // Its projects, invoices and notes went with it.
        utils.projects.invalidate(),
        utils.invoices.invalidate(),
        utils.notes.invalidate(),
      ]);
      toastSuccess(CLIENT_TEXTS.deleted);
    },
    onError: (error) => toastFailure(error, CLIENT_TEXTS.deleteFailed),
  });

  return { create, update, setStatus, remove };
}
