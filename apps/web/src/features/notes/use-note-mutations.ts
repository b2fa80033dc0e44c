import type { Note, NoteEntityType } from '@folio/contracts';
import { optimisticChange } from '../../lib/optimistic';
import { toastSuccess } from '../../lib/toast';
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
  type NotesPage = NonNullable<ReturnType<typeof utils.notes.list.getData>>;

  /** A change to the notes list, shown at once and refreshed (with the activity it records) after. */
  const optimistic = <TVars>(apply: (page: NotesPage, vars: TVars) => NotesPage, failure: () => string) =>
    optimisticChange<TVars, unknown, typeof input, NotesPage>({
      query: utils.notes.list,
      input: () => input,
      apply,
      failure,
      settle: () =>
        Promise.all([
          utils.notes.list.invalidate(input),
          utils.activity.invalidate(),
          utils.dashboard.summary.invalidate(),
        ]),
    });

  const add = trpc.notes.create.useMutation({
    ...optimistic<{ body: string }>(
      (page, { body }) => {
        const now = new Date().toISOString();
        const pending: Note = {
          _id: `pending-${now}`,
          body: body.trim(),
          entityType: target.entityType,
          objectId: target.objectId,
          createdAt: now,
          updatedAt: now,
          createdBy: me,
        };
        return { ...page, items: [pending, ...page.items], total: page.total + 1 };
      },
      () => NOTE_TEXTS.addFailed,
    ),
    onSuccess: () => toastSuccess(NOTE_TEXTS.added),
  });

  const edit = trpc.notes.update.useMutation({
    ...optimistic<{ id: string; body: string }>(
      (page, { id, body }) => ({
        ...page,
        items: page.items.map((note) =>
          note._id === id ? { ...note, body: body.trim(), updatedAt: new Date().toISOString() } : note,
        ),
      }),
      () => NOTE_TEXTS.updateFailed,
    ),
    onSuccess: () => toastSuccess(NOTE_TEXTS.updated),
  });

  const remove = trpc.notes.delete.useMutation({
    ...optimistic<{ id: string }>(
      (page, { id }) => ({
        ...page,
        items: page.items.filter((note) => note._id !== id),
        total: page.total - 1,
      }),
      () => NOTE_TEXTS.deleteFailed,
    ),
    onSuccess: () => toastSuccess(NOTE_TEXTS.deleted),
  });

  return { add, edit, remove };
}
