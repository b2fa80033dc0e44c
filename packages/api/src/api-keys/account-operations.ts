/**
 * Procedures of the organization tier that are still a person's own business: paying for the
 * organization (Stripe's checkout and portal are pages for a person). API keys are refused there
 * with 403; everything else an organization's member can call, a key can. The account tier
 * (/auth/*, /users/*, switch-org, organization creation, invitations) refuses keys on its own
 * (trpc/procedures.ts).
 */
const PERSON_ONLY_PROCEDURES: ReadonlySet<string> = new Set(['billing.checkout', 'billing.portal']);

export const refusesApiKeys = (procedurePath: string) => PERSON_ONLY_PROCEDURES.has(procedurePath);
