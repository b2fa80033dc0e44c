import { createOrgInput, orgListResponse, ROLES, switchOrgInput, switchOrgResponse } from '@folio/contracts';
import { z } from 'zod';
import { rest } from '../trpc/openapi-meta';
import { authedProcedure, router } from '../trpc/procedures';
import { listOrganizations } from './organizations.queries';
import * as organizations from './organizations.service';

const orgRef = z.object({ _id: z.string(), name: z.string() });

export const organizationsRouter = router({
  list: authedProcedure
    .meta(
      rest('GET', '/auth/orgs', 'organizations', {
        summary: "The caller's organizations and the current one",
      }),
    )
    .input(z.void())
    .output(orgListResponse)
    .query(({ ctx }) => listOrganizations(ctx)),

  switch: authedProcedure
    .meta(
      rest('PUT', '/auth/switch-org', 'organizations', {
        summary: 'Switch the current organization (only to one the caller belongs to)',
        errorResponses: { 404: 'Not a member of that organization', 422: 'Validation failed' },
      }),
    )
    .input(switchOrgInput)
    .output(switchOrgResponse)
    .mutation(({ ctx, input }) => organizations.switchOrganization(ctx, input)),

  create: authedProcedure
    .meta(
      rest('POST', '/org/create', 'organizations', {
        summary: 'Create an organization (the caller becomes its admin) and switch to it',
        description:
          'The free plan includes 1 organization per user: a user who already created a free organization gets 403 PLAN_UPGRADE_REQUIRED (organizations on a paid plan, and those joined by invitation, do not count).',
        errorResponses: { 403: 'Free plan: 1 organization', 422: 'Validation failed' },
      }),
    )
    .input(createOrgInput)
    .output(z.object({ msg: z.string(), org: orgRef, currentOrg: orgRef, role: z.enum(ROLES) }))
    .mutation(({ ctx, input }) => organizations.createOrganization(ctx, input)),
});
