// What the header's controls need once used: the search with its results, the account menu and the
// phone's drawer. One chunk for the three, loaded by the first of them a user reaches for
// (on-demand.ts), so none of it is part of a signed-in page's first paint.
export { AccountMenu } from './account-menu';
export { GlobalSearch } from './global-search';
export { NavigationDrawer } from './navigation-drawer';
