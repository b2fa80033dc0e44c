import { type NoteEntityType, TEAM_MSG, WORKSPACE_MSG } from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { errors } from './errors';
import { isUuid } from './ids';

/** A tenant table: every row has an id and belongs to one organization. */
type TenantTable = PgTable & { id: AnyPgColumn; orgId: AnyPgColumn };

/**
 * How a row is read: plainly, `share`-locked (a concurrent delete of the record waits, or was seen
 * first, so nothing gets attached to a record that is gone: notes have no foreign key), or locked
 * `for update` (concurrent changes to the record see each other's result). Locks last until the
 * transaction ends.
 */
export type RowLock = 'share' | 'update';

/** Each tenant record kind: its table and the 404 text when it is not in the caller's organization. */
const RECORDS = {
  client: { table: schema.clients, notFound: WORKSPACE_MSG.clientNotFound },
  project: { table: schema.projects, notFound: WORKSPACE_MSG.projectNotFound },
  invoice: { table: schema.invoices, notFound: WORKSPACE_MSG.invoiceNotFound },
  note: { table: schema.notes, notFound: WORKSPACE_MSG.noteNotFound },
  invite: { table: schema.invites, notFound: TEAM_MSG.inviteNotFound },
} satisfies Record<string, { table: TenantTable; notFound: string }>;

type RecordKind = keyof typeof RECORDS;
type RowOf<K extends RecordKind> = (typeof RECORDS)[K]['table']['$inferSelect'];

/**
 * The one fetch-or-404: the row of `kind` with this id in the caller's organization, optionally
 * locked, or a 404. It filters on id AND org_id, so another organization's id is indistinguishable
 * from one that does not exist (never reveal other tenants' ids); a malformed id is a 404 too.
 */
export async function findInOrg<K extends RecordKind>(
  db: Executor,
  orgId: string,
  kind: K,
  id: unknown,
  lock?: RowLock,
): Promise<RowOf<K>> {
  const { table, notFound } = RECORDS[kind] as { table: TenantTable; notFound: string };
  if (!isUuid(id)) throw errors.notFound(notFound);
  const query = db
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.orgId, orgId)));
  // Unlocked reads are the hot ones (every panel opens with one): a prepared statement.
  const [row] = lock ? await query.for(lock) : await query.prepare(`find_${kind}`).execute();
  if (!row) throw errors.notFound(notFound);
  return row as RowOf<K>;
}

/** The activity snapshot of a record (name, title or number), for notes and feeds. */
export async function getRecordSnapshot(
  db: Executor,
  orgId: string,
  entityType: NoteEntityType,
  id: unknown,
  lock?: RowLock,
) {
  switch (entityType) {
    case 'client': {
      const client = await findInOrg(db, orgId, 'client', id, lock);
      return { name: client.name };
    }
    case 'project': {
      const project = await findInOrg(db, orgId, 'project', id, lock);
      return { title: project.title };
    }
    case 'invoice': {
      const invoice = await findInOrg(db, orgId, 'invoice', id, lock);
      return { number: invoice.number, numberSuffix: invoice.numberSuffix };
    }
  }
}
