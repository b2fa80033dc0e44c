import type { Note, NoteEntityType } from '@folio/contracts';
import { isGloballyHandled } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { NOTE_TEXTS } from './texts';

export type NoteTarget = { entityType: NoteEntityType; objectId: string };

/** The notes query of a record: the first page of 100, newest first. */
export const notesInput = (target: NoteTarget) => ({ ...target, page: 1, limit: 100 });

/**
 * Adding, editing and deleting a record's notes, each applied to the list at once and rolled back
 * when the server refuses; `onRestore` gives the text back to the field it came from. Each also
 * refreshes the record's activity feed and the activity log, which record note changes.
 */
export function useNoteMutations(target: NoteTarget, me: { _id: string; name: string } | null) {
  const utils = trpc.useUtils();
  const input = notesInput(target);

  type Snapshot = ReturnType<typeof utils.notes.list.getData>;
  const snapshot = async (): Promise<Snapshot> => {
    await utils.notes.list.cancel(input);
    return utils.notes.list.getData(input);
  };
  const change = (update: (items: Note[]) => Note[]) =>
    utils.notes.list.setData(input, (data) => (data ? { ...data, items: update(data.items) } : data));
  const settle = () =>
    Promise.all([
      utils.notes.list.invalidate(input),
      utils.activity.invalidate(),
      utils.dashboard.summary.invalidate(),
    ]);
  const failed = (error: unknown, text: string) => {
    if (!isGloballyHandled(error)) toastError(text);
  };

  const add = trpc.notes.create.useMutation({
    onMutate: async (vars) => {
      const previous = await snapshot();
      const now = new Date().toISOString();
      const pending: Note = {
        _id: `pending-${now}`,
        body: vars.body.trim(),
        entityType: target.entityType,
        objectId: target.objectId,
        createdAt: now,
        updatedAt: now,
        createdBy: me,
      };
      utils.notes.list.setData(input, (data) =>
        data ? { ...data, items: [pending, ...data.items], total: data.total + 1 } : data,
      );
      return { previous };
    },
    onError: (error, _vars, context) => {
      utils.notes.list.setData(input, context?.previous);
      failed(error, NOTE_TEXTS.addFailed);
    },
    onSuccess: () => toastSuccess(NOTE_TEXTS.added),
    onSettled: settle,
  });

  const edit = trpc.notes.update.useMutation({
    onMutate: async (vars) => {
      const previous = await snapshot();
      change((items) =>
        items.map((note) =>
          note._id === vars.id
            ? { ...note, body: vars.body.trim(), updatedAt: new Date().toISOString() }
            : note,
        ),
      );
      return { previous };
    },
    onError: (error, _vars, context) => {
      utils.notes.list.setData(input, context?.previous);
      failed(error, NOTE_TEXTS.updateFailed);
    },
    onSuccess: () => toastSuccess(NOTE_TEXTS.updated),
    onSettled: settle,
  });

  const remove = trpc.notes.delete.useMutation({
    onMutate: async (vars) => {
      const previous = await snapshot();
      utils.notes.list.setData(input, (data) =>
        data
          ? { ...data, items: data.items.filter((note) => note._id !== vars.id), total: data.total - 1 }
          : data,
      );
      return { previous };
    },
    onError: (error, _vars, context) => {
      utils.notes.list.setData(input, context?.previous);
      failed(error, NOTE_TEXTS.deleteFailed);
    },
    onSuccess: () => toastSuccess(NOTE_TEXTS.deleted),
    onSettled: settle,
  });

  return { add, edit, remove };
}
