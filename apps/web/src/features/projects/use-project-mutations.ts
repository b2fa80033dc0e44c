import type { Project } from '@folio/contracts';
import { useUserTimeZone } from '../../lib/dates';
import { invalidateClientSummary, invalidateOverviews } from '../../lib/invalidate';
import { toastFailure } from '../../lib/mutation-failure';
import { optimisticChange } from '../../lib/optimistic';
import { toastSuccess } from '../../lib/toast';
import { type TrpcReactUtils, trpc } from '../../lib/trpc';
import { withStatus } from './project-rules';
import { PROJECT_TEXTS } from './texts';

/**
 * What a change to a project makes stale: the project lists (the page's and the client panel's),
 * its client's project counts, the dashboard's active-project count, activity and search.
 */
function invalidateProjectLists(utils: TrpcReactUtils, clientId?: string) {
  return Promise.all([
    utils.projects.page.invalidate(),
    utils.projects.list.invalidate(),
    invalidateClientSummary(utils, clientId),
    utils.clients.projects.invalidate(),
    invalidateOverviews(utils),
  ]);
}

export function useProjectMutations() {
  const utils = trpc.useUtils();
  // The optimistic Overdue flag counts days in the user's time zone, as the server does.
  const timeZone = useUserTimeZone();

  const create = trpc.projects.create.useMutation({
    onSuccess: async (project) => {
      utils.projects.get.setData({ id: project._id }, project);
      await invalidateProjectLists(utils, project.client._id);
      toastSuccess(PROJECT_TEXTS.created);
    },
  });

  const update = trpc.projects.update.useMutation({
    onSuccess: async (project, input) => {
      const before = utils.projects.get.getData({ id: project._id });
      utils.projects.get.setData({ id: project._id }, project);
      await Promise.all([
        invalidateProjectLists(utils, project.client._id),
        // Moved to another client: that client's counts change too.
        before && before.client._id !== project.client._id
          ? utils.clients.summary.invalidate({ id: before.client._id })
          : undefined,
        // Invoices list the titles of the projects they bill.
        input.title !== undefined ? utils.invoices.invalidate() : undefined,
      ]);
      toastSuccess(PROJECT_TEXTS.updated);
    },
  });

  /** The panel's status buttons and the menu's Archive/Unarchive: shown at once, undone on failure. */
  const setStatus = trpc.projects.setStatus.useMutation({
    ...optimisticChange<{ id: string; status: Project['status'] }, Project, { id: string }, Project>({
      query: utils.projects.get,
      input: ({ id }) => ({ id }),
      apply: (project, { status }) => withStatus(project, status, timeZone),
      failure: () => PROJECT_TEXTS.statusFailed,
      settle: ({ id }, project) =>
        Promise.all([
          utils.projects.get.invalidate({ id }),
          invalidateProjectLists(utils, project?.client._id),
        ]),
    }),
    onSuccess: (project) => {
      utils.projects.get.setData({ id: project._id }, project);
      toastSuccess(PROJECT_TEXTS.setTo(project.status));
    },
  });

  const remove = trpc.projects.delete.useMutation({
    onSuccess: async (_answer, { id }) => {
      const before = utils.projects.get.getData({ id });
      utils.projects.get.setData({ id }, undefined);
      await Promise.all([
        invalidateProjectLists(utils, before?.client._id),
        utils.invoices.invalidate(),
        utils.notes.invalidate(),
      ]);
      toastSuccess(PROJECT_TEXTS.deleted);
    },
    onError: (error) => toastFailure(error, PROJECT_TEXTS.deleteFailed),
  });

  return { create, update, setStatus, remove };
}
