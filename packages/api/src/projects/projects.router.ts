import {
  createProjectInput,
  projectDeleteResponse,
  projectIdInput,
  projectListInput,
  projectPageInput,
  projectPageSchema,
  projectSchema,
  projectStatusInput,
  updateProjectInput,
} from '@folio/contracts';
import { z } from 'zod';
import { restList, trpcPage } from '../trpc/list-page';
import { rest } from '../trpc/openapi-meta';
import { managerProcedure, orgProcedure, pointReadProcedure, router } from '../trpc/procedures';
import { listProjects, pageProjects, projectPanelRead } from './projects.queries';
import * as projects from './projects.service';

const readErrors = { 404: 'No project with this id in the current organization.' };
const fieldErrors =
  'Validation failed: the title is empty, the client is not an active client of the organization, the budget is not a whole number of cents from 0, the currency, due date, tags or status are invalid (`errors` names the field).';
const writeErrors = { ...readErrors, 422: fieldErrors };

export const projectsRouter = router({
  list: orgProcedure
    .meta(
      rest('GET', '/projects', 'projects', {
        summary: 'Projects of the current organization, newest first',
        description:
          'status: active (default), completed, archived, nonArchived or all; anything else means active. ' +
          'client: a client id. q: part of the title or description. tag: comma-separated, matches any tag; ' +
          'both ignore case.',
      }),
    )
    .input(projectListInput)
    .output(z.array(projectSchema))
    .query(({ ctx, input }) => restList(ctx, input, listProjects, pageProjects)),

  /**
   * The web app's paged projects list (also a client's projects, with `client`): the list's
   * filters and order, `{ items, total, nextCursor }`.
   */
  page: orgProcedure
    .input(projectPageInput)
    .output(projectPageSchema)
    .query(({ ctx, input }) => trpcPage(ctx, input, pageProjects)),

  get: pointReadProcedure
    .meta(rest('GET', '/projects/{id}', 'projects', { summary: 'One project', errors: readErrors }))
    .input(projectIdInput)
    .output(projectSchema)
    .query(({ ctx, input }) => ctx.readOne(projectPanelRead, input.id)),

  create: managerProcedure
    .meta(
      rest('POST', '/projects', 'projects', {
        summary: 'Create a project for an active client',
        errors: { 422: fieldErrors },
      }),
    )
    .input(createProjectInput)
    .output(projectSchema)
    .mutation(({ ctx, input }) => projects.createProject(ctx.scope, input)),

  update: managerProcedure
    .meta(
      rest('PUT', '/projects/{id}', 'projects', {
        summary: 'Change any of the fields of a project',
        errors: writeErrors,
      }),
    )
    .input(updateProjectInput)
    .output(projectSchema)
    .mutation(({ ctx, input }) => projects.updateProject(ctx.scope, input)),

  setStatus: managerProcedure
    .meta(
      rest('PATCH', '/projects/{id}/status', 'projects', {
        summary: 'Set the status: active, completed or archived',
        errors: writeErrors,
      }),
    )
    .input(projectStatusInput)
    .output(projectSchema)
    .mutation(({ ctx, input }) => projects.setProjectStatus(ctx.scope, input)),

  delete: managerProcedure
    .meta(
      rest('DELETE', '/projects/{id}', 'projects', {
        summary: 'Delete a project and its notes',
        description: 'Invoices that billed the project stay; they no longer list it.',
        errors: readErrors,
      }),
    )
    .input(projectIdInput)
    .output(projectDeleteResponse)
    .mutation(({ ctx, input }) => projects.deleteProject(ctx.scope, input)),
});
