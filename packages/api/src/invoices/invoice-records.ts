import { todayIn, WORKSPACE_MSG } from '@folio/contracts';
import type { Executor, InvoiceRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq, sql } from 'drizzle-orm';
import { type Actor, recordActivity } from '../core/activity';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import { builtOnce } from '../core/prepared';
import { findInOrg } from '../core/records';
import type { OrgScope } from '../core/scope';
import { inUuidList } from '../core/sql-helpers';
import type { PricedLine } from './invoice-pricing';

/**
 * The building blocks every invoice write uses: the locked row, writing its columns and its
 * activity entries, pricing, and the checks on the client and projects an invoice points at.
 * `scope.db` (or `db`) is the transaction the write runs in.
 */

const { invoices, invoiceItems, invoiceProjects, clients, projects } = schema;

export type InvoiceStatus = InvoiceRow['status'];

const snapshotOf = (row: InvoiceRow) => ({ number: row.number, numberSuffix: row.numberSuffix });

/** Writes `columns` to the invoice's row, found by its organization and id. */
export async function writeInvoiceColumns(
  db: Executor,
  invoice: Pick<InvoiceRow, 'orgId' | 'id'>,
  columns: Partial<typeof invoices.$inferInsert>,
) {
  await db
    .update(invoices)
    .set(columns)
    .where(and(eq(invoices.id, invoice.id), eq(invoices.orgId, invoice.orgId)));
}

/**
 * The activity entry of a change to `invoice`, in its organization, by `actor`: the entry names
 * the invoice by its number as `invoice` carries it (the row before the change, or after an edit).
 */
export const recordInvoiceActivity = (
  db: Executor,
  actor: Actor | null,
  invoice: InvoiceRow,
  action: string,
  meta?: Record<string, unknown>,
) =>
  recordActivity(db, {
    orgId: invoice.orgId,
    actor,
    action,
    entityType: 'invoice',
    objectId: invoice.id,
    entity: snapshotOf(invoice),
    meta: meta ?? null,
  });

/**
 * The invoice row, locked until the transaction ends (`for update`): every change of status or
 * amounts goes through here, so parallel calls on one invoice run one after the other and each
 * sees the previous one's result. Another organization's id is a 404.
 */
export const lockInvoice = (scope: OrgScope, id: unknown): Promise<InvoiceRow> =>
  findInOrg(scope.db, scope.org.id, 'invoice', id, 'update');

/**
 * The due date cannot be before the caller's today (in their time zone, the same day their overdue
 * flags use): a user already on the 27th may not set the 26th, one still on the 26th may.
 */
export function assertDueDateNotPast(scope: Pick<OrgScope, 'timeZone'>, dueDate: string | null | undefined) {
  if (dueDate && dueDate < todayIn(scope.timeZone))
    throw errors.field('dueDate', WORKSPACE_MSG.dueDateInPast);
}

/**
 * The client named in a payload: an active client of this organization, else 422 on `client`.
 * The row stays share-locked until commit: a concurrent archive or delete of the client waits,
 * or, when it came first, is seen here, so it ends in this 422 and not in a foreign-key failure (500).
 */
export async function activeClient(scope: OrgScope, clientId: string) {
  const { db } = scope;
  const [client] = isUuid(clientId)
    ? await builtOnce(db, 'active_client_for_share', () =>
        db
          .select({ id: clients.id })
          .from(clients)
          .where(
            and(
              eq(clients.id, sql.placeholder('id')),
              eq(clients.orgId, sql.placeholder('orgId')),
              eq(clients.status, 'active'),
            ),
          )
          .for('share')
          .prepare('active_client_for_share'),
      ).execute({ id: clientId, orgId: scope.org.id })
    : [];
  if (!client) throw errors.field('client', WORKSPACE_MSG.clientNotActive);
  return client;
}

/**
 * Every project must be one of the client's, in this organization, else 422 on `project`. Share-locked
 * like the client: a project deleted or moved meanwhile is a 422, not a failed link insert.
 */
export async function assertProjectsOfClient(scope: OrgScope, clientId: string, projectIds: string[]) {
  if (!projectIds.every(isUuid)) throw errors.field('project', WORKSPACE_MSG.projectNotOfClient);
  const { db } = scope;
  const found = await builtOnce(db, 'client_projects_for_share', () =>
    db
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(
          eq(projects.orgId, sql.placeholder('orgId')),
          eq(projects.clientId, sql.placeholder('clientId')),
          inUuidList(projects.id, sql.placeholder('ids')),
        ),
      )
      .for('share')
      .prepare('client_projects_for_share'),
  ).execute({ orgId: scope.org.id, clientId, ids: projectIds });
  if (found.length !== projectIds.length) throw errors.field('project', WORKSPACE_MSG.projectNotOfClient);
}

export async function insertItems(db: Executor, orgId: string, invoiceId: string, lines: PricedLine[]) {
  await db.insert(invoiceItems).values(lines.map((line) => ({ ...line, orgId, invoiceId })));
}

export async function insertProjectLinks(
  db: Executor,
  orgId: string,
  invoiceId: string,
  projectIds: string[],
) {
  await db.insert(invoiceProjects).values(projectIds.map((projectId) => ({ orgId, invoiceId, projectId })));
}
