import type * as schema from './schema';

/*
 * A row of each table as a select answers it (every column), named once here so that no module
 * of the API spells out `typeof table.$inferSelect` again.
 */
export type UserRow = typeof schema.users.$inferSelect;
export type OrgRow = typeof schema.organizations.$inferSelect;
export type InviteRow = typeof schema.invites.$inferSelect;
export type ClientRow = typeof schema.clients.$inferSelect;
export type ProjectRow = typeof schema.projects.$inferSelect;
export type InvoiceRow = typeof schema.invoices.$inferSelect;
export type InvoiceItemRow = typeof schema.invoiceItems.$inferSelect;
export type InvoiceTaxRow = typeof schema.invoiceTaxes.$inferSelect;
export type TaxRateRow = typeof schema.taxRates.$inferSelect;
export type NoteRow = typeof schema.notes.$inferSelect;
export type DeliveryRow = typeof schema.invoiceDeliveries.$inferSelect;
export type QuoteRow = typeof schema.quotes.$inferSelect;
export type RecurringInvoiceRow = typeof schema.recurringInvoices.$inferSelect;
