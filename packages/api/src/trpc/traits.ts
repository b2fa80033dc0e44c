/**
 * What a procedure's middlewares demand of its caller, readable from the procedure itself: the
 * OpenAPI document (openapi.ts) derives each operation's security and its 401, 403 and 429
 * answers from these, so the document cannot claim less (or more) than the code enforces.
 */
export type Trait =
  /** A valid access token of an existing user whose session was not ended (401 otherwise). */
  | 'signedIn'
  /** ... who belongs to a current organization (403 INSUFFICIENT_ROLE otherwise). */
  | 'inOrganization'
  /** ... with at least this role there (403 INSUFFICIENT_ROLE otherwise). */
  | 'role:member'
  | 'role:manager'
  | 'role:admin'
  /** ... with a verified email address (403 EMAIL_NOT_VERIFIED otherwise). */
  | 'verifiedEmail'
  /** Calls are counted against a rate limit (429 with Retry-After when over). */
  | 'rateLimited';

const traitOf = new WeakMap<object, Trait>();

/** Marks middleware functions with the trait they enforce; answers them unchanged. */
export function marked<T extends object>(middleware: T, trait: Trait): T {
  const fns = (middleware as { _middlewares?: object[] })._middlewares ?? [middleware];
  for (const fn of fns) traitOf.set(fn, trait);
  return middleware;
}

/** The traits of a procedure, from the middlewares it runs. */
export function traitsOf(procedure: { _def: { middlewares?: readonly object[] } }): Set<Trait> {
  const traits = new Set<Trait>();
  for (const fn of procedure._def.middlewares ?? []) {
    const trait = traitOf.get(fn);
    if (trait) traits.add(trait);
  }
  // Each tier includes the ones below it.
  if (traits.has('role:member') || traits.has('role:manager') || traits.has('role:admin')) {
    traits.add('inOrganization');
  }
  if (traits.has('inOrganization') || traits.has('verifiedEmail')) traits.add('signedIn');
  return traits;
}
