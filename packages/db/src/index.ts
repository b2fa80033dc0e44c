export * from './client';
export * from './maintenance';
export * from './migrate';
export * as schema from './schema';
