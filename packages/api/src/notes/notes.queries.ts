import type { NoteListInput } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getRecordSnapshot } from '../core/records';
import type { OrgScope } from '../core/scope';
import { toNote } from './notes.dto';

const n = schema.notes;

/** A record's notes, newest first. The record must exist in the caller's organization. */
export async function listNotes(scope: OrgScope, input: NoteListInput) {
  await getRecordSnapshot(scope.db, scope.org.id, input.entityType, input.objectId);
  const where = and(
    eq(n.orgId, scope.org.id),
    eq(n.entityType, input.entityType),
    eq(n.objectId, input.objectId),
  );
  const [rows, counted] = await Promise.all([
    scope.db
      .select({ note: n, authorId: schema.users.id, authorName: schema.users.name })
      .from(n)
      .leftJoin(schema.users, eq(schema.users.id, n.createdBy))
      .where(where)
      .orderBy(desc(n.createdAt), desc(n.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    scope.db.select({ total: sql<number>`count(*)::int` }).from(n).where(where),
  ]);
  const total = Number(counted[0]?.total ?? 0);
  return {
    items: rows.map((row) =>
      toNote(row.note, row.authorId ? { id: row.authorId, name: row.authorName ?? '' } : null),
    ),
    total,
    pages: Math.ceil(total / input.limit),
  };
}
