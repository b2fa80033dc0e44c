import {
  ACTIVITY_ACTIONS,
  type CreateProjectInput,
  type Project,
  type ProjectIdInput,
  type ProjectStatusInput,
  todayIn,
  type UpdateProjectInput,
  WORKSPACE_MSG,
} from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { activitySubject, recordScopeActivity } from '../core/activity';
import { isStorableDate } from '../core/dates';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import { findInOrg } from '../core/records';
import { type OrgScope, withTransaction } from '../core/scope';
import { recordWebhookEvent } from '../webhooks/outbox';
import { recordWebhookEventOf } from '../webhooks/subscribers';
import { loadProject, toProject } from './projects.queries';

const { projects, clients, notes } = schema;

/**
 * A project may only be filed under an active client of the caller's organization. An unknown
 * id, another organization's client and an archived one get the same 422, so the answer
 * reveals nothing about other tenants.
 */
async function activeClientOf(tx: Executor, orgId: string, clientId: string) {
  const notActive = errors.field('client', WORKSPACE_MSG.clientNotActive);
  if (!isUuid(clientId)) throw notActive;
  const [client] = await tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.orgId, orgId), eq(clients.status, 'active')))
    // Held until commit: a concurrent archive or delete of the client waits, or, when it came
    // first, is seen here, so it ends in this 422 instead of a foreign-key failure.
    .for('share');
  if (!client) throw notActive;
  return client;
}

const sameTags = (a: string[], b: string[]) => a.length === b.length && a.every((tag, i) => tag === b[i]);

/** A due date the database can hold (a year-0000 date passes the format check but not PostgreSQL). */
function assertStorableDueDate(dueDate: string | null | undefined) {
  if (dueDate && !isStorableDate(dueDate)) throw errors.field('dueDate', WORKSPACE_MSG.invalidDate);
}

export async function createProject(scope: OrgScope, input: CreateProjectInput): Promise<Project> {
  assertStorableDueDate(input.dueDate);
  return withTransaction(scope, async (txScope) => {
    const client = await activeClientOf(txScope.db, scope.org.id, input.client);
    const [row] = await txScope.db
      .insert(projects)
      .values({
        orgId: scope.org.id,
        clientId: client.id,
        title: input.title,
        description: input.description,
        priceCents: input.priceCents,
        currency: input.currency ?? 'USD',
        dueDate: input.dueDate ?? null,
        tags: input.tags ?? [],
        createdBy: scope.caller.id,
      })
      .returning();
    const project = row!;
    await recordScopeActivity(txScope, {
      action: ACTIVITY_ACTIONS.created,
      ...activitySubject.project(project),
    });
    const created = toProject(project, client.name, todayIn(scope.timeZone));
    await recordWebhookEvent(txScope, 'project.created', created);
    return created;
  });
}

/**
 * PUT /api/projects/{id}: changes the fields given. Moving the project to another client
 * requires that client to be active; keeping its current client (even an archived one) is
 * always allowed, so projects of archived clients stay editable. Only real changes are
 * written and recorded: `status_changed` when the status is all that changed, else `updated`.
 */
export async function updateProject(scope: OrgScope, input: UpdateProjectInput): Promise<Project> {
  assertStorableDueDate(input.dueDate);
  return withTransaction(scope, async (txScope) => {
    const current = await findInOrg(txScope.db, scope.org.id, 'project', input.id, 'update');
    const changes: Partial<typeof projects.$inferInsert> = {};
    if (input.title !== undefined && input.title !== current.title) changes.title = input.title;
    if (input.description !== undefined && input.description !== current.description) {
      changes.description = input.description;
    }
    if (input.client !== undefined && input.client !== current.clientId) {
      changes.clientId = (await activeClientOf(txScope.db, scope.org.id, input.client)).id;
    }
    if (input.priceCents !== undefined && input.priceCents !== current.priceCents) {
      changes.priceCents = input.priceCents;
    }
    if (input.currency !== undefined && input.currency !== current.currency)
      changes.currency = input.currency;
    if (input.dueDate !== undefined && input.dueDate !== current.dueDate) changes.dueDate = input.dueDate;
    if (input.tags !== undefined) {
      const tags = input.tags ?? [];
      if (!sameTags(tags, current.tags)) changes.tags = tags;
    }
    if (input.status !== undefined && input.status !== current.status) changes.status = input.status;

    const fields = Object.keys(changes);
    if (fields.length > 0) {
      await txScope.db.update(projects).set(changes).where(eq(projects.id, current.id));
      const statusOnly = fields.length === 1 && changes.status !== undefined;
      await recordScopeActivity(txScope, {
        action: statusOnly ? ACTIVITY_ACTIONS.statusChanged : ACTIVITY_ACTIONS.updated,
        ...activitySubject.project({ id: current.id, title: changes.title ?? current.title }),
        meta: statusOnly
          ? { from: current.status, to: changes.status }
          : {
              fields: fields.map((field) => (field === 'clientId' ? 'client' : field)),
              ...(changes.status ? { from: current.status, to: changes.status } : {}),
            },
      });
    }
    const project = await loadProject(txScope, current.id);
    if (fields.length > 0) await recordWebhookEvent(txScope, 'project.updated', project);
    return project;
  });
}

/** PATCH /api/projects/{id}/status: any state to any other; the same state is a no-op (docs/product.md#project-status). */
export async function setProjectStatus(
  scope: OrgScope,
  { id, status }: ProjectStatusInput,
): Promise<Project> {
  return withTransaction(scope, async (txScope) => {
    const current = await findInOrg(txScope.db, scope.org.id, 'project', id, 'update');
    if (current.status !== status) {
      await txScope.db.update(projects).set({ status }).where(eq(projects.id, current.id));
      await recordScopeActivity(txScope, {
        action: ACTIVITY_ACTIONS.statusChanged,
        ...activitySubject.project(current),
        meta: { from: current.status, to: status },
      });
    }
    const project = await loadProject(txScope, current.id);
    if (current.status !== status) await recordWebhookEvent(txScope, 'project.updated', project);
    return project;
  });
}

/**
 * DELETE /api/projects/{id}: the project and its notes (notes have no foreign key, so they are
 * deleted by hand). Invoices that billed it are financial records and stay; only their link to
 * the project (invoice_projects) goes, by cascade. Activity entries stay as history. The
 * project.deleted event carries the project's last state (read only when an endpoint wants it); the
 * invoices that lose their link to it are not reported as updated.
 */
export async function deleteProject(scope: OrgScope, { id }: ProjectIdInput) {
  return withTransaction(scope, async (txScope) => {
    const current = await findInOrg(txScope.db, scope.org.id, 'project', id, 'update');
    await recordWebhookEventOf(txScope, 'project.deleted', () => loadProject(txScope, current.id));
    const removedNotes = await txScope.db
      .delete(notes)
      .where(
        and(eq(notes.orgId, scope.org.id), eq(notes.entityType, 'project'), eq(notes.objectId, current.id)),
      )
      .returning({ id: notes.id });
    await txScope.db
      .delete(projects)
      .where(and(eq(projects.id, current.id), eq(projects.orgId, scope.org.id)));
    await recordScopeActivity(txScope, {
      action: ACTIVITY_ACTIONS.deleted,
      ...activitySubject.project(current),
      meta: { notes: removedNotes.length },
    });
    return { msg: WORKSPACE_MSG.projectDeleted };
  });
}
