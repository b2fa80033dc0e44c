import {
  clientDeleteResponse,
  clientIdInput,
  clientInvoicesInput,
  clientListInput,
  clientPageInput,
  clientPageSchema,
  clientProjectsInput,
  clientSchema,
  clientSummarySchema,
  createClientInput,
  FREE_PLAN_LIMITS,
  invoiceSchema,
  projectSchema,
  updateClientInput,
} from '@folio/contracts';
import { z } from 'zod';
import { findInOrg } from '../core/records';
import { listInvoices, pageInvoices } from '../invoices/invoices.queries';
import { listProjects, pageProjects } from '../projects/projects.queries';
import { restList, trpcPage } from '../trpc/list-page';
import { rest } from '../trpc/openapi-meta';
import { managerProcedure, orgProcedure, pointReadProcedure, router } from '../trpc/procedures';
import { clientPanelRead, clientSummary, listClients, pageClients } from './clients.queries';
import * as clients from './clients.service';

const readErrors = { 404: 'No client with this id in the current organization.' };
const writeErrors = {
  ...readErrors,
  422: 'Validation failed: the name is empty, the email address or status is invalid, or a field is too long (`errors` names the field).',
};

export const clientsRouter = router({
  list: orgProcedure
    .meta(
      rest('GET', '/clients', 'clients', {
        summary: 'Clients of the current organization, by name',
        description:
          'status: active (default), archived or all (nonArchived means active, completed matches none); ' +
          'anything else means active. q: part of the name or email, ignoring case.',
      }),
    )
    .input(clientListInput)
    .output(z.array(clientSchema))
    .query(({ ctx, input }) => restList(ctx, input, listClients, pageClients)),

  /** The web app's paged clients list: the list's filters and order, `{ items, total, nextCursor }`. */
  page: orgProcedure
    .input(clientPageInput)
    .output(clientPageSchema)
    .query(({ ctx, input }) => trpcPage(ctx, input, pageClients)),

  get: pointReadProcedure
    .meta(rest('GET', '/clients/{id}', 'clients', { summary: 'One client', errors: readErrors }))
    .input(clientIdInput)
    .output(clientSchema)
    .query(({ ctx, input }) => ctx.readOne(clientPanelRead, input.id)),

  summary: orgProcedure
    .meta(
      rest('GET', '/clients/{id}/summary', 'clients', {
        summary:
          "Revenue paid, outstanding and invoice count (per currency), and the client's project counts",
        errors: readErrors,
      }),
    )
    .input(clientIdInput)
    .output(clientSummarySchema)
    .query(({ ctx, input }) => clientSummary(ctx.scope, input.id)),

  projects: orgProcedure
    .meta(
      rest('GET', '/clients/{id}/projects', 'clients', {
        summary: "The client's projects, newest first",
        description: 'status: active (default), completed, archived, nonArchived or all.',
        errors: readErrors,
      }),
    )
    .input(clientProjectsInput)
    .output(z.array(projectSchema))
    .query(async ({ ctx, input }) => {
      const client = await findInOrg(ctx.deps.db, ctx.scope.org.id, 'client', input.id);
      const { limit, after, status } = input;
      return restList(ctx, { status, client: client.id, limit, after }, listProjects, pageProjects);
    }),

  invoices: orgProcedure
    .meta(
      rest('GET', '/clients/{id}/invoices', 'clients', {
        summary: "The client's invoices, newest first",
        description:
          'status: nonArchived (default; active means the same), archived, completed (paid) or all.',
        errors: readErrors,
      }),
    )
    .input(clientInvoicesInput)
    .output(z.array(invoiceSchema))
    .query(async ({ ctx, input }) => {
      const client = await findInOrg(ctx.deps.db, ctx.scope.org.id, 'client', input.id);
      const { limit, after, status } = input;
      return restList(ctx, { client: client.id, status, limit, after }, listInvoices, pageInvoices);
    }),

  create: managerProcedure
    .meta(
      rest('POST', '/clients', 'clients', {
        summary: 'Create a client',
        description: `The free plan allows ${FREE_PLAN_LIMITS.clients} clients: one more answers 403 PLAN_UPGRADE_REQUIRED.`,
        errors: {
          403: `PLAN_UPGRADE_REQUIRED: the Free plan’s organization already has ${FREE_PLAN_LIMITS.clients} clients.`,
          422: 'Validation failed: the name is empty, the email address is invalid, or a field is too long (`errors` names the field).',
        },
      }),
    )
    .input(createClientInput)
    .output(clientSchema)
    .mutation(({ ctx, input }) => clients.createClient(ctx.scope, input)),

  update: managerProcedure
    .meta(
      rest('PUT', '/clients/{id}', 'clients', {
        summary: 'Change any of the fields of a client; {status} alone archives or restores it',
        errors: writeErrors,
      }),
    )
    .input(updateClientInput)
    .output(clientSchema)
    .mutation(({ ctx, input }) => clients.updateClient(ctx.scope, input)),

  delete: managerProcedure
    .meta(
      rest('DELETE', '/clients/{id}', 'clients', {
        summary: 'Delete a client with its projects, invoices and notes',
        description: 'One transaction. The activity history stays.',
        errors: readErrors,
      }),
    )
    .input(clientIdInput)
    .output(clientDeleteResponse)
    .mutation(({ ctx, input }) => clients.deleteClient(ctx.scope, input)),
});
