export * from './constants';
export * from './messages';
export * from './schemas/auth';
export * from './schemas/common';
export * from './schemas/orgs';
export * from './schemas/users';
