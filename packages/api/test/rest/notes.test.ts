/**
 * What the REST facade adds to notes (the rules themselves are in notes.test.ts): the note as it
 * travels (with its author), the page envelope and its query string, and the error envelopes.
 */
import { WORKSPACE_MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { expectAnswer, expectInsufficientRole, MISSING_ID, validationBody } from '../helpers/answers';
import { clientWithProject, createClient, createOrg, type Member } from '../helpers/org';
import { as } from '../helpers/rest';
import { useTestApp } from '../helpers/suite';
import { changed, noteRecord } from './records';

const { t, rest } = useTestApp();

const notesOf = (entityType: string, id: string) =>
  `/notes?entityType=${entityType}&objectId=${id}&page=1&limit=100`;

async function addNote(who: Member, entityType: string, objectId: string, body: string) {
  const res = await rest.post('/notes', { entityType, objectId, body }, as(who));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('notes', () => {
  it('POST, PUT and DELETE answer the note (with its author) or a message; GET a page envelope', async () => {
    const org = await createOrg(t, rest, { name: 'Alan Admin' });
    const manager = await org.add('manager');
    const { client: globex, project: web } = await clientWithProject(rest, org.admin);
    const A = as(org.admin);
    const note = await rest.post(
      '/notes',
      { entityType: 'client', objectId: globex._id, body: '  Call back on Monday  ' },
      A,
    );
    expectAnswer(note, 200, noteRecord('client', globex._id, 'Call back on Monday', org.admin));
    expectAnswer(await rest.get(notesOf('client', globex._id), A), 200, {
      items: [note.body],
      total: 1,
      pages: 1,
    });
    const edited = await rest.put(`/notes/${note.body._id}`, { body: 'Manager edit' }, as(manager));
    expectAnswer(edited, 200, changed(note.body, { body: 'Manager edit' }));

    const first = await addNote(org.admin, 'project', web._id, 'First');
    await addNote(org.admin, 'project', web._id, 'Second');
    // page and limit come as text in the query string.
    expectAnswer(await rest.get(`/notes?entityType=project&objectId=${web._id}&page=2&limit=1`, A), 200, {
      items: [first],
      total: 2,
      pages: 2,
    });
    expectAnswer(await rest.delete(`/notes/${note.body._id}`, A), 200, { msg: 'Note deleted' });
    expectAnswer(await rest.get(notesOf('client', globex._id), A), 200, { items: [], total: 0, pages: 0 });
  });

  it('errors travel as { msg } envelopes: 422 with errors, 403 with a code, 404', async () => {
    const org = await createOrg(t, rest);
    const viewer = await org.add('viewer');
    const globex = await createClient(rest, org.admin, { name: 'Globex Corporation' });
    const A = as(org.admin);
    const post = (body: Record<string, unknown>, who = A) =>
      rest.post('/notes', { entityType: 'client', objectId: globex._id, ...body }, who);
    expectAnswer(await post({ body: '   ' }), 422, validationBody(['body', WORKSPACE_MSG.noteEmpty]));
    expectAnswer(
      await post({ body: 'x'.repeat(5001) }),
      422,
      validationBody(['body', WORKSPACE_MSG.noteTooLong]),
    );
    expectAnswer(
      await post({ entityType: 'spaceship', body: 'x' }),
      422,
      validationBody(['entityType', 'entityType must be client, project or invoice']),
    );
    expectAnswer(
      await rest.get(`/notes?entityType=client&objectId=${globex._id}&page=1&limit=1000`, A),
      422,
      validationBody(['limit', 'Too big: expected number to be <=100']),
    );
    expectInsufficientRole(await post({ body: 'Viewer note' }, as(viewer)), WORKSPACE_MSG.notePermission);

    const note = await addNote(org.admin, 'client', globex._id, 'Ours');
    const other = await createOrg(t, rest, { orgName: 'Other Tenant' });
    const foreign = await createClient(rest, other.admin, { name: 'Globex Rival' });
    const O = as(other.admin);
    expectAnswer(await post({ objectId: foreign._id, body: 'Sneaky' }), 404, {
      msg: WORKSPACE_MSG.clientNotFound,
    });
    expectAnswer(await rest.get(notesOf('client', globex._id), O), 404, {
      msg: WORKSPACE_MSG.clientNotFound,
    });
    expectAnswer(await rest.put(`/notes/${note._id}`, { body: 'x' }, O), 404, {
      msg: WORKSPACE_MSG.noteNotFound,
    });
    expectAnswer(await rest.delete(`/notes/${note._id}`, O), 404, { msg: WORKSPACE_MSG.noteNotFound });
    expectAnswer(await rest.put(`/notes/${MISSING_ID}`, { body: 'x' }, A), 404, {
      msg: WORKSPACE_MSG.noteNotFound,
    });
  });
});
