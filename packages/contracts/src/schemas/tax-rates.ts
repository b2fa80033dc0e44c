import { hasAtMostDecimals, PERCENT_DECIMALS } from '../invoice-totals';
import { z } from '../zod';
import { requiredText } from './common';

/** The longest name of a tax rate. */
export const TAX_RATE_NAME_MAX_LENGTH = 100;

/** Tax rate texts: the form's validation and the server's refusals. */
export const TAX_RATE_MSG = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${TAX_RATE_NAME_MAX_LENGTH} characters`,
  percentInvalid: `Rate must be a percentage from 0 to 100 with at most ${PERCENT_DECIMALS} decimals`,
  compoundInvalid: 'Compound must be true or false',
  nameTaken: 'A tax rate with this name already exists',
  notFound: 'Tax rate not found',
  archived: 'Tax rate archived',
  /** A rate turned compound while a draft with prices that include tax uses it. */
  compoundInUse: 'This rate is used by a draft whose prices include tax, so it cannot become compound',
} as const;

/** A percentage from 0 to 100 with at most 3 decimals (e.g. 9.975), refused with `message` otherwise. */
export const percentField = (message: string) =>
  z
    .number({ error: message })
    .min(0, { error: message })
    .max(100, { error: message })
    .refine((value) => hasAtMostDecimals(value, PERCENT_DECIMALS), { error: message })
    .meta({ override: { multipleOf: 0.001 } });

const taxRateFields = {
  name: requiredText(TAX_RATE_MSG.nameRequired, {
    length: TAX_RATE_NAME_MAX_LENGTH,
    message: TAX_RATE_MSG.nameTooLong,
  }),
  percent: percentField(TAX_RATE_MSG.percentInvalid),
  /** Charged on the line's amount plus the line's other taxes (e.g. a levy on top of VAT). */
  compound: z.boolean({ error: TAX_RATE_MSG.compoundInvalid }),
};

/** POST /api/org/tax-rates (admin and manager). */
export const createTaxRateInput = z.object({
  name: taxRateFields.name,
  percent: taxRateFields.percent,
  compound: taxRateFields.compound.optional().default(false),
});
/** PUT /api/org/tax-rates/{id}: the fields present replace the stored ones; drafts follow, sent invoices keep theirs. */
export const updateTaxRateInput = z.object({
  id: z.string(),
  name: taxRateFields.name.optional(),
  percent: taxRateFields.percent.optional(),
  compound: taxRateFields.compound.optional(),
});
export const taxRateIdInput = z.object({ id: z.string() });

export const taxRateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  percent: z.number(),
  compound: z.boolean(),
  /** Archived rates stay on the invoices that carry them but cannot be added to another. */
  archived: z.boolean(),
});
export type TaxRate = z.infer<typeof taxRateSchema>;
export const taxRateListResponse = z.array(taxRateSchema);

export type CreateTaxRateInput = z.output<typeof createTaxRateInput>;
export type UpdateTaxRateInput = z.output<typeof updateTaxRateInput>;
export type TaxRateIdInput = z.output<typeof taxRateIdInput>;
