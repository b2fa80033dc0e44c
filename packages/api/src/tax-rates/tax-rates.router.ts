import {
  createTaxRateInput,
  taxRateIdInput,
  taxRateListResponse,
  taxRateSchema,
  updateTaxRateInput,
} from '@folio/contracts';
import { z } from 'zod';
import { rest } from '../trpc/openapi-meta';
import { managerProcedure, orgProcedure, router } from '../trpc/procedures';
import { listTaxRates } from './tax-rates.queries';
import * as taxRates from './tax-rates.service';

const notFound = 'No tax rate with this id in the current organization.';
const invalid =
  'The name is empty or longer than 100 characters, the percent is not a number from 0 to 100 with at most 3 decimals, or compound is not a boolean (`errors` names the field).';
const nameTaken = 'An active tax rate of the organization already has this name (ignoring case).';

/** The organization's tax rates (REST under /api/org/tax-rates; docs/product.md#discounts-and-taxes). */
export const taxRatesRouter = router({
  list: orgProcedure
    .meta(
      rest('GET', '/org/tax-rates', 'org', {
        summary: "The organization's tax rates (any member): active ones first, then archived, by name",
      }),
    )
    .input(z.void())
    .output(taxRateListResponse)
    .query(({ ctx }) => listTaxRates(ctx.scope)),

  create: managerProcedure
    .meta(
      rest('POST', '/org/tax-rates', 'org', {
        summary: 'Add a tax rate (managers and admins)',
        description:
          'percent is 0–100 with at most 3 decimals (9.975); a compound rate is charged on a line’s amount plus the line’s other taxes. Answers the rate.',
        errors: { 409: nameTaken, 422: invalid },
      }),
    )
    .input(createTaxRateInput)
    .output(taxRateSchema)
    .mutation(({ ctx, input }) => taxRates.createTaxRate(ctx.scope, input)),

  update: managerProcedure
    .meta(
      rest('PUT', '/org/tax-rates/{id}', 'org', {
        summary: 'Change a tax rate (managers and admins); drafts carrying it are recomputed',
        description:
          'The fields present replace the stored ones. Every draft invoice carrying the rate is recomputed with its new terms in the same transaction; sent, paid and archived invoices keep the name, percent and compound they carry.',
        errors: {
          404: notFound,
          409: `${nameTaken} Or the rate would become compound while a draft whose prices include tax carries it, or on a line that already has a compound rate.`,
          422: invalid,
        },
      }),
    )
    .input(updateTaxRateInput)
    .output(taxRateSchema)
    .mutation(({ ctx, input }) => taxRates.updateTaxRate(ctx.scope, input)),

  archive: managerProcedure
    .meta(
      rest('DELETE', '/org/tax-rates/{id}', 'org', {
        summary: 'Archive a tax rate (managers and admins)',
        description:
          'The rate stays on the invoices that carry it (drafts too) and can no longer be added to another; its name can be used again. Answers the rate with archived: true.',
        errors: { 404: notFound },
      }),
    )
    .input(taxRateIdInput)
    .output(taxRateSchema)
    .mutation(({ ctx, input }) => taxRates.archiveTaxRate(ctx.scope, input)),
});
