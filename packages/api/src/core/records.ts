import { type NoteEntityType, WORKSPACE_MSG } from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { errors } from './errors';
import { isUuid } from './ids';

/**
 * Fetch-or-404 helpers. They filter on id AND org_id, so another organization's id is
 * indistinguishable from one that does not exist (ARCHITECTURE §3).
 */

export async function getClientInOrg(db: Executor, orgId: string, id: unknown) {
  if (!isUuid(id)) throw errors.notFound(WORKSPACE_MSG.clientNotFound);
  const [row] = await db
    .select()
    .from(schema.clients)
    .where(and(eq(schema.clients.id, id), eq(schema.clients.orgId, orgId)));
  if (!row) throw errors.notFound(WORKSPACE_MSG.clientNotFound);
  return row;
}

export async function getProjectInOrg(db: Executor, orgId: string, id: unknown) {
  if (!isUuid(id)) throw errors.notFound(WORKSPACE_MSG.projectNotFound);
  const [row] = await db
    .select()
    .from(schema.projects)
    .where(and(eq(schema.projects.id, id), eq(schema.projects.orgId, orgId)));
  if (!row) throw errors.notFound(WORKSPACE_MSG.projectNotFound);
  return row;
}

export async function getInvoiceInOrg(db: Executor, orgId: string, id: unknown) {
  if (!isUuid(id)) throw errors.notFound(WORKSPACE_MSG.invoiceNotFound);
  const [row] = await db
    .select()
    .from(schema.invoices)
    .where(and(eq(schema.invoices.id, id), eq(schema.invoices.orgId, orgId)));
  if (!row) throw errors.notFound(WORKSPACE_MSG.invoiceNotFound);
  return row;
}

/** The activity snapshot of a record (name, title or number), for notes and feeds. */
export async function getRecordSnapshot(
  db: Executor,
  orgId: string,
  entityType: NoteEntityType,
  id: unknown,
) {
  switch (entityType) {
    case 'client': {
      const client = await getClientInOrg(db, orgId, id);
      return { name: client.name };
    }
    case 'project': {
      const project = await getProjectInOrg(db, orgId, id);
      return { title: project.title };
    }
    case 'invoice': {
      const invoice = await getInvoiceInOrg(db, orgId, id);
      return { number: invoice.number, numberSuffix: invoice.numberSuffix };
    }
  }
}
