import type { Client } from '@folio/contracts';
import { isGloballyHandled, toApiError } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { CLIENT_TEXTS } from './texts';

type Utils = ReturnType<typeof trpc.useUtils>;

/** What any change to clients makes stale: the lists, the dashboard's counts, activity, search. */
function invalidateClientLists(utils: Utils) {
  return Promise.all([
    utils.clients.page.invalidate(),
    utils.clients.list.invalidate(),
    utils.dashboard.summary.invalidate(),
    utils.activity.invalidate(),
    utils.search.invalidate(),
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
    onError: (error, input) => {
      if (isGloballyHandled(error)) return;
      toastError(input.status === 'archived' ? CLIENT_TEXTS.archiveFailed : CLIENT_TEXTS.unarchiveFailed);
    },
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
    onError: (error) => {
      if (!isGloballyHandled(error)) toastError(toApiError(error).msg || CLIENT_TEXTS.deleteFailed);
    },
  });

  return {
    create,
    update,
    archive: (client: Pick<Client, '_id'>) => setStatus.mutate({ id: client._id, status: 'archived' }),
    unarchive: (client: Pick<Client, '_id'>) => setStatus.mutate({ id: client._id, status: 'active' }),
    remove,
  };
}
