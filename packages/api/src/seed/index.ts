/**
 * `@folio/api/seed`: the demo-data seed for code outside this package (the benchmark, tools).
 * seedDemo() fills one organization with clients, projects, invoices, notes and their activity
 * history; the constants name the demo accounts it signs them up with and the scale-1 counts.
 * seedSmallOrganizations() adds many small organizations beside it (the benchmark's --small-orgs).
 */
export {
  BASE_COUNTS,
  countsForScale,
  DEFAULT_SEED_VALUE,
  DEMO_ACCOUNTS,
  DEMO_ORG_NAME,
  DEMO_PASSWORD,
  type SeedOptions,
  type SeedProgress,
  type SeedResult,
  seedDemo,
} from './seed';
export { seedSmallOrganizations } from './small-orgs';
