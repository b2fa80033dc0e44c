export * from './client';
export * from './maintenance';
export * from './migrate';
export type * from './rows';
export * as schema from './schema';
