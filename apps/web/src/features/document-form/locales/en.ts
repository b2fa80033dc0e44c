/**
 * The document forms' shared fields' own words in English: the source of every language. The lines'
 * and totals' words are the invoice form's (namespace `invoices`), which quotes and series share.
 */
export default {
  /** The discount on the whole document, for a kind that has no name of its own for it. */
  discount: 'Discount',
} as const;
