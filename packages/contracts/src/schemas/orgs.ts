import { ORG_NAME_MAX_LENGTH, ROLES } from '../constants';
import { FIELD_MSG, MSG } from '../messages';
import { z } from '../zod';
import { requiredText } from './common';

export const orgNameField = requiredText(MSG.orgNameRequired, {
  length: ORG_NAME_MAX_LENGTH,
  message: MSG.orgNameTooLong,
});

export const createOrgInput = z.object({ name: orgNameField });
export const switchOrgInput = z.object({
  orgId: z
    .string({ error: FIELD_MSG.orgIdRequired })
    .trim()
    .min(1, { error: FIELD_MSG.orgIdRequired })
    .meta({ override: { format: 'uuid' } }),
});

export const orgEntrySchema = z.object({
  org: z.object({ _id: z.string(), name: z.string() }),
  role: z.enum(ROLES),
  members: z.number().int(),
  projects: z.number().int(),
  current: z.boolean(),
});
export const orgListResponse = z.object({ orgs: z.array(orgEntrySchema), currentOrg: z.string().nullable() });
export type OrgListResponse = z.infer<typeof orgListResponse>;

export const switchOrgResponse = z.object({
  msg: z.string(),
  currentOrg: z.object({ _id: z.string(), name: z.string() }),
  role: z.enum(ROLES),
});

/** What the services receive: the inputs as the schemas above parse them. */
export type CreateOrgInput = z.output<typeof createOrgInput>;
export type SwitchOrgInput = z.output<typeof switchOrgInput>;
