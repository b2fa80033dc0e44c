import { type NoteEntityType, WORKSPACE_MSG } from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { errors } from './errors';
import { isUuid } from './ids';

/**
 * Fetch-or-404 helpers. They filter on id AND org_id, so another organization's id is
 * indistinguishable from one that does not exist (never reveal other tenants' ids).
 *
 * `{ share: true }` (inside a transaction) keeps the row share-locked until commit, for writes that
 * attach something to the record without a foreign key (notes): a concurrent delete of the record
 * then waits, or, when it came first, is seen here as a 404, so nothing is left attached to nothing.
 */
type Lookup = { share?: boolean };

export async function getClientInOrg(db: Executor, orgId: string, id: unknown, lookup: Lookup = {}) {
  if (!isUuid(id)) throw errors.notFound(WORKSPACE_MSG.clientNotFound);
  const query = db
    .select()
    .from(schema.clients)
    .where(and(eq(schema.clients.id, id), eq(schema.clients.orgId, orgId)));
  const [row] = lookup.share ? await query.for('share') : await query;
  if (!row) throw errors.notFound(WORKSPACE_MSG.clientNotFound);
  return row;
}

export async function getProjectInOrg(db: Executor, orgId: string, id: unknown, lookup: Lookup = {}) {
  if (!isUuid(id)) throw errors.notFound(WORKSPACE_MSG.projectNotFound);
  const query = db
    .select()
    .from(schema.projects)
    .where(and(eq(schema.projects.id, id), eq(schema.projects.orgId, orgId)));
  const [row] = lookup.share ? await query.for('share') : await query;
  if (!row) throw errors.notFound(WORKSPACE_MSG.projectNotFound);
  return row;
}

export async function getInvoiceInOrg(db: Executor, orgId: string, id: unknown, lookup: Lookup = {}) {
  if (!isUuid(id)) throw errors.notFound(WORKSPACE_MSG.invoiceNotFound);
  const query = db
    .select()
    .from(schema.invoices)
    .where(and(eq(schema.invoices.id, id), eq(schema.invoices.orgId, orgId)));
  const [row] = lookup.share ? await query.for('share') : await query;
  if (!row) throw errors.notFound(WORKSPACE_MSG.invoiceNotFound);
  return row;
}

/** The activity snapshot of a record (name, title or number), for notes and feeds. */
export async function getRecordSnapshot(
  db: Executor,
  orgId: string,
  entityType: NoteEntityType,
  id: unknown,
  lookup: Lookup = {},
) {
  switch (entityType) {
    case 'client': {
      const client = await getClientInOrg(db, orgId, id, lookup);
      return { name: client.name };
    }
    case 'project': {
      const project = await getProjectInOrg(db, orgId, id, lookup);
      return { title: project.title };
    }
    case 'invoice': {
      const invoice = await getInvoiceInOrg(db, orgId, id, lookup);
      return { number: invoice.number, numberSuffix: invoice.numberSuffix };
    }
  }
}
