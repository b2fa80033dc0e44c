import { NOTE_MAX_LENGTH, type Note, WORKSPACE_MSG } from '@folio/contracts';
import {
  Alert,
  Button,
  Group,
  Skeleton,
  Stack,
  Text,
  Textarea,
  type TextareaProps,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useConfirm } from '../../components/confirm-dialog';
import { EmptyText, QueryState } from '../../components/query-state';
import { formatDateTime, formatRelative } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { serverMessage } from '../../lib/server-messages';
import { trpc } from '../../lib/trpc';
import { useCan } from '../../lib/use-can';
import { NOTE_TEXTS } from './texts';
import { type NoteTarget, notesInput, useNoteMutations } from './use-note-mutations';

/**
 * A note's text must be trimmed, not empty and at most 5000 characters. The message is the English
 * one of @folio/contracts, kept as it is and shown through serverMessage when rendering, so it
 * follows a language change.
 */
function noteError(body: string): string | null {
  const text = body.trim();
  if (!text) return WORKSPACE_MSG.noteEmpty;
  if (text.length > NOTE_MAX_LENGTH) return WORKSPACE_MSG.noteTooLong;
  return null;
}

/** A note's text field, for a new note and for an edit: grows with the text up to eight rows. */
function NoteField(props: TextareaProps) {
  return <Textarea autosize minRows={2} maxRows={8} {...props} />;
}

/** A record's notes in its side panel: the list, the add form, and edit/delete where allowed. */
export function NotesSection({ target }: { target: NoteTarget }) {
  useLocale();
  const can = useCan();
  const me = trpc.auth.me.useQuery().data;
  const author = me ? { _id: me.user._id, name: me.user.name } : null;
  const notes = trpc.notes.list.useQuery(notesInput(target));
  const mutations = useNoteMutations(target, author);
  const { confirm, dialog } = useConfirm();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);

  const add = () => {
    const error = noteError(draft);
    setDraftError(error);
    if (error) return;
    const body = draft;
    setDraft('');
    mutations.add.mutate(
      { ...target, body },
      // Rolled back: the text goes back into the field, unless something new was typed meanwhile.
      { onError: () => setDraft((current) => current || body) },
    );
  };

  const remove = async (note: Note) => {
    if (await confirm({ message: NOTE_TEXTS.deleteConfirm, confirmLabel: NOTE_TEXTS.delete })) {
      mutations.remove.mutate({ id: note._id });
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="notes-title">
      {dialog}
      <Title order={3} fz="md" id="notes-title">
        {NOTE_TEXTS.title}
      </Title>
      {can.addNotes ? (
        <Stack gap="xs">
          <NoteField
            label={NOTE_TEXTS.addANote}
            value={draft}
            error={draftError && serverMessage(draftError)}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              if (draftError) setDraftError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) add();
            }}
          />
          <Group justify="flex-end">
            <Button size="xs" onClick={add}>
              {NOTE_TEXTS.addNote}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Alert variant="light" color="gray">
          {serverMessage(WORKSPACE_MSG.notePermission)}
        </Alert>
      )}
      <QueryState
        query={notes}
        errorTitle={NOTE_TEXTS.loadFailed}
        loading={<Skeleton h={60} radius="sm" />}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyText>{NOTE_TEXTS.empty}</EmptyText>}
      >
        {(data) => (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.items.map((note) => (
              <NoteItem
                key={note._id}
                note={note}
                canChange={can.changeNote(note.createdBy?._id) && !note._id.startsWith('pending-')}
                onSave={(body, restore) =>
                  mutations.edit.mutate({ id: note._id, body }, { onError: () => restore(body) })
                }
                onDelete={() => void remove(note)}
              />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function NoteItem({
  note,
  canChange,
  onSave,
  onDelete,
}: {
  note: Note;
  canChange: boolean;
  onSave: (body: string, restore: (body: string) => void) => void;
  onDelete: () => void;
}) {
  useLocale();
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const edited = note.updatedAt !== note.createdAt;

  const save = () => {
    if (editing === null) return;
    const problem = noteError(editing);
    setError(problem);
    if (problem) return;
    const body = editing;
    setEditing(null);
    if (body.trim() !== note.body) onSave(body, (text) => setEditing(text));
  };

  return (
    <li
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
        padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)',
      }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed">
          <Text span fw={600} size="xs" c="bright">
            {note.createdBy?.name ?? NOTE_TEXTS.formerMember}
          </Text>{' '}
          · <span title={formatDateTime(note.createdAt)}>{formatRelative(note.createdAt)}</span>
          {edited ? ` · ${NOTE_TEXTS.edited}` : ''}
        </Text>
        {canChange && editing === null && (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="subtle" onClick={() => setEditing(note.body)}>
              {NOTE_TEXTS.edit}
            </Button>
            <Button size="compact-xs" variant="subtle" color="red" onClick={onDelete}>
              {NOTE_TEXTS.delete}
            </Button>
          </Group>
        )}
      </Group>
      {editing === null ? (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {note.body}
        </Text>
      ) : (
        <Stack gap="xs" mt="xs">
          <NoteField
            label={NOTE_TEXTS.editNote}
            value={editing}
            error={error && serverMessage(error)}
            data-autofocus
            onChange={(event) => setEditing(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                // Cancels the edit only; the panel stays open.
                event.preventDefault();
                setEditing(null);
              }
              if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) save();
            }}
          />
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setEditing(null)}>
              {NOTE_TEXTS.cancel}
            </Button>
            <Button size="xs" onClick={save}>
              {NOTE_TEXTS.save}
            </Button>
          </Group>
        </Stack>
      )}
    </li>
  );
}
