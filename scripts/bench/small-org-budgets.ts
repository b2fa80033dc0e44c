/**
 * The budget of the many-organizations phase (small-orgs.ts), beside budgets.ts: a small
 * organization's screens must stay quick while the large one is busy, since every query is
 * scoped by org_id and read through indexes that lead with it. Limits only: it imports nothing.
 */

/** p99 of every screen read of a small organization, measured while the large one is under load. */
export const SMALL_ORG_P99_MS = 20;
