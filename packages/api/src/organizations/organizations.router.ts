import {
  createOrgInput,
  FREE_PLAN_LIMITS,
  orgListResponse,
  ROLES,
  switchOrgInput,
  switchOrgResponse,
} from '@folio/contracts';
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
        errors: {
          404: 'The account is not a member of that organization.',
          422: 'The organization id is missing (`errors` names the field).',
        },
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
        errors: {
          403: `PLAN_UPGRADE_REQUIRED: on the Free plan an account has ${FREE_PLAN_LIMITS.organizations} organization.`,
          422: 'The name is empty or too long (`errors` names the field).',
        },
      }),
    )
    .input(createOrgInput)
    .output(z.object({ msg: z.string(), org: orgRef, currentOrg: orgRef, role: z.enum(ROLES) }))
    .mutation(({ ctx, input }) => organizations.createOrganization(ctx, input)),
});
