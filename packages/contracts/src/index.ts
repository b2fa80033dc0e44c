export * from './constants';
export * from './dates';
export * from './errors';
export * from './invoice-balance';
export * from './invoice-totals';
export * from './list-filters';
export {
  CATALOGS,
  type Catalog,
  isLocale,
  localeFrom,
  MESSAGE_OBJECTS,
  type MessageKey,
  messageKeyOf,
  translate,
  translateMessage,
} from './locales';
export * from './messages';
export * from './money';
export * from './recurrence';
export * from './schemas/activity';
export * from './schemas/api-keys';
export * from './schemas/auth';
export * from './schemas/billing';
export * from './schemas/clients';
export * from './schemas/common';
export * from './schemas/dashboard';
export * from './schemas/invoice-emails';
export * from './schemas/invoices';
export * from './schemas/notes';
export * from './schemas/org';
export * from './schemas/org-profile';
export * from './schemas/orgs';
export * from './schemas/paging';
export * from './schemas/payments';
export * from './schemas/projects';
export * from './schemas/public-invoices';
export * from './schemas/public-quotes';
export * from './schemas/quotes';
export * from './schemas/recurring-invoices';
export * from './schemas/search';
export * from './schemas/status-filter';
export * from './schemas/tax-rates';
export * from './schemas/users';
export * from './schemas/webhooks';
