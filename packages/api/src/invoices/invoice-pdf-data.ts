import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import type { ReadScope } from '../core/scope';
import type { InvoicePdfData } from './invoice-pdf-input';
import { loadInvoice } from './invoices.queries';

const { clients, organizations, orgProfiles } = schema;

/**
 * The `pdfData` procedure's answer, and the invoice email's attachment: the invoice (loadInvoice's
 * statements), then in one statement the client's contact and tax number with the organization's
 * name, details and logo (the client's row joined to its organization and that organization's
 * profile row, scoped to `scope.org`). A scope of a background job, which has only the
 * organization's id, reads the same data.
 */
export async function loadInvoicePdfData(scope: ReadScope, id: unknown): Promise<InvoicePdfData> {
  const invoice = await loadInvoice(scope, id);
  return { invoice, ...(await pdfPartiesOf(scope, invoice.client._id)) };
}

/**
 * What a document's PDF prints besides the document (an invoice's, or a quote's drawn by the same
 * engine): the issuing organization with its details and logo, the client's contact, and the
 * document's language.
 */
export async function pdfPartiesOf(
  scope: ReadScope,
  clientId: string,
): Promise<Omit<InvoicePdfData, 'invoice'>> {
  const orgId = scope.org.id;
  const [row] = await scope.db
    .select({
      orgName: organizations.name,
      email: clients.email,
      address: clients.address,
      taxId: clients.taxId,
      clientLocale: clients.locale,
      orgLocale: orgProfiles.locale,
      legalName: orgProfiles.legalName,
      sellerAddress: orgProfiles.address,
      sellerTaxId: orgProfiles.taxId,
      sellerEmail: orgProfiles.email,
      phone: orgProfiles.phone,
      website: orgProfiles.website,
      paymentInstructions: orgProfiles.paymentInstructions,
      invoiceFooter: orgProfiles.invoiceFooter,
      logo: orgProfiles.logo,
      logoContentType: orgProfiles.logoContentType,
      logoHash: orgProfiles.logoHash,
    })
    .from(clients)
    .innerJoin(organizations, eq(organizations.id, clients.orgId))
    .leftJoin(orgProfiles, eq(orgProfiles.orgId, clients.orgId))
    .where(and(eq(clients.orgId, orgId), eq(clients.id, clientId)));
  return {
    // The document's language: the client's own, else the organization's (English by default).
    locale: row?.clientLocale ?? row?.orgLocale ?? 'en',
    organization: { name: row?.orgName ?? '' },
    clientContact: { email: row?.email ?? null, address: row?.address ?? null, taxId: row?.taxId ?? null },
    seller: {
      legalName: row?.legalName ?? null,
      address: row?.sellerAddress ?? null,
      taxId: row?.sellerTaxId ?? null,
      email: row?.sellerEmail ?? null,
      phone: row?.phone ?? null,
      website: row?.website ?? null,
      paymentInstructions: row?.paymentInstructions ?? null,
      invoiceFooter: row?.invoiceFooter ?? null,
    },
    logo:
      row?.logo && row.logoContentType && row.logoHash
        ? { contentType: row.logoContentType, hash: row.logoHash, bytes: row.logo }
        : null,
  };
}
