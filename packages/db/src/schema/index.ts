export * from './activity';
export * from './clients';
export * from './invoices';
export * from './notes';
export * from './organizations';
export * from './projects';
export * from './rollups';
export * from './users';
