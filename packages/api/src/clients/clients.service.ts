import {
  ACTIVITY_ACTIONS,
  type Client,
  type ClientIdInput,
  type CreateClientInput,
  type UpdateClientInput,
  WORKSPACE_MSG,
} from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq, inArray, or } from 'drizzle-orm';
import { activitySubject, recordScopeActivity } from '../core/activity';
import { assertClientQuota, lockOrganization } from '../core/plan-limits';
import { findInOrg } from '../core/records';
import { type OrgScope, withTransaction } from '../core/scope';
import { listInvoices } from '../invoices/invoices.queries';
import { listProjects } from '../projects/projects.queries';
import { recordWebhookEvent } from '../webhooks/outbox';
import { subscriptions } from '../webhooks/subscribers';
import { toClient } from './clients.queries';

const { clients, projects, invoices, notes } = schema;

const sameTags = (a: string[], b: string[]) => a.length === b.length && a.every((tag, i) => tag === b[i]);

/**
 * POST /api/clients. The free plan's 50-client limit is checked with the organization row
 * locked, so two parallel requests cannot both take the last slot.
 */
export async function createClient(scope: OrgScope, input: CreateClientInput): Promise<Client> {
  return withTransaction(scope, async (txScope) => {
    await assertClientQuota(txScope.db, await lockOrganization(txScope.db, scope.org.id));
    const [row] = await txScope.db
      .insert(clients)
      .values({
        orgId: scope.org.id,
        name: input.name,
        email: input.email,
        phone: input.phone,
        address: input.address,
        taxId: input.taxId,
        locale: input.locale,
        sendReminders: input.sendReminders ?? true,
        tags: input.tags ?? [],
        status: input.status ?? 'active',
        createdBy: scope.caller.id,
      })
      .returning();
    const client = row!;
    await recordScopeActivity(txScope, {
      action: ACTIVITY_ACTIONS.created,
      ...activitySubject.client(client),
    });
    const created = toClient(client);
    await recordWebhookEvent(txScope, 'client.created', created);
    return created;
  });
}

/**
 * PUT /api/clients/{id}: changes the fields given (a body with only `status` archives or
 * restores). Only real changes are written and recorded: `status_changed` {from, to} when the
 * status is all that changed, else `updated` with the changed field names.
 */
export async function updateClient(scope: OrgScope, input: UpdateClientInput): Promise<Client> {
  return withTransaction(scope, async (txScope) => {
    const current = await findInOrg(txScope.db, scope.org.id, 'client', input.id, 'update');
    const changes: Partial<typeof clients.$inferInsert> = {};
    if (input.name !== undefined && input.name !== current.name) changes.name = input.name;
    if (input.email !== undefined && input.email !== current.email) changes.email = input.email;
    if (input.phone !== undefined && input.phone !== current.phone) changes.phone = input.phone;
    if (input.address !== undefined && input.address !== current.address) changes.address = input.address;
    if (input.taxId !== undefined && input.taxId !== current.taxId) changes.taxId = input.taxId;
    if (input.locale !== undefined && input.locale !== current.locale) changes.locale = input.locale;
    if (input.sendReminders !== undefined && input.sendReminders !== current.sendReminders)
      changes.sendReminders = input.sendReminders;
    if (input.tags !== undefined) {
      const tags = input.tags ?? [];
      if (!sameTags(tags, current.tags)) changes.tags = tags;
    }
    if (input.status !== undefined && input.status !== current.status) changes.status = input.status;

    const fields = Object.keys(changes);
    if (fields.length === 0) return toClient(current);
    const [row] = await txScope.db.update(clients).set(changes).where(eq(clients.id, current.id)).returning();
    const statusOnly = fields.length === 1 && changes.status !== undefined;
    await recordScopeActivity(txScope, {
      action: statusOnly ? ACTIVITY_ACTIONS.statusChanged : ACTIVITY_ACTIONS.updated,
      ...activitySubject.client(row!),
      meta: statusOnly
        ? { from: current.status, to: changes.status }
        : { fields, ...(changes.status ? { from: current.status, to: changes.status } : {}) },
    });
    const updated = toClient(row!);
    await recordWebhookEvent(txScope, 'client.updated', updated);
    return updated;
  });
}

/**
 * DELETE /api/clients/{id}, in one transaction: the client's notes and those of its projects
 * and invoices (notes have no foreign key), its invoices (items, payments and project links
 * cascade), its projects, then the client. Activity entries stay as history; one `deleted`
 * entry records what went. Webhooks get an event per record removed: invoice.deleted for each
 * invoice, project.deleted for each project, then client.deleted, each with the record's last
 * state (read only when an endpoint subscribes to the type).
 */
export async function deleteClient(scope: OrgScope, { id }: ClientIdInput) {
  return withTransaction(scope, async (txScope) => {
    const client = await findInOrg(txScope.db, scope.org.id, 'client', id, 'update');
    const ofProjects = and(eq(projects.orgId, scope.org.id), eq(projects.clientId, client.id));
    const ofInvoices = and(eq(invoices.orgId, scope.org.id), eq(invoices.clientId, client.id));
    // Lock the client's projects and invoices before their notes go: a note being added to one of
    // them (which share-locks it) then either commits first and is deleted below, or waits and
    // finds its record gone.
    await txScope.db.select({ id: projects.id }).from(projects).where(ofProjects).for('update');
    await txScope.db.select({ id: invoices.id }).from(invoices).where(ofInvoices).for('update');
    const listening = await subscriptions(txScope);
    const lastStates = {
      invoices: listening.wants('invoice.deleted')
        ? await listInvoices(txScope, { status: 'all', client: client.id })
        : [],
      projects: listening.wants('project.deleted')
        ? await listProjects(txScope, { status: 'all', client: client.id })
        : [],
    };
    const projectIds = txScope.db.select({ id: projects.id }).from(projects).where(ofProjects);
    const invoiceIds = txScope.db.select({ id: invoices.id }).from(invoices).where(ofInvoices);
    const removedNotes = await txScope.db
      .delete(notes)
      .where(
        and(
          eq(notes.orgId, scope.org.id),
          or(
            and(eq(notes.entityType, 'client'), eq(notes.objectId, client.id)),
            and(eq(notes.entityType, 'project'), inArray(notes.objectId, projectIds)),
            and(eq(notes.entityType, 'invoice'), inArray(notes.objectId, invoiceIds)),
          ),
        ),
      )
      .returning({ id: notes.id });
    const removedInvoices = await txScope.db
      .delete(invoices)
      .where(ofInvoices)
      .returning({ id: invoices.id });
    const removedProjects = await txScope.db
      .delete(projects)
      .where(ofProjects)
      .returning({ id: projects.id });
    await txScope.db.delete(clients).where(and(eq(clients.id, client.id), eq(clients.orgId, scope.org.id)));
    const deleted = {
      projects: removedProjects.length,
      invoices: removedInvoices.length,
      notes: removedNotes.length,
    };
    await recordScopeActivity(txScope, {
      action: ACTIVITY_ACTIONS.deleted,
      entityType: 'client',
      objectId: client.id,
      entity: { name: client.name },
      meta: deleted,
    });
    if (listening.any) {
      for (const invoice of lastStates.invoices)
        await recordWebhookEvent(txScope, 'invoice.deleted', invoice);
      for (const project of lastStates.projects)
        await recordWebhookEvent(txScope, 'project.deleted', project);
      await recordWebhookEvent(txScope, 'client.deleted', toClient(client));
    }
    return { msg: WORKSPACE_MSG.clientDeleted, deleted };
  });
}
