-- An invoice and its lines, taxes, project links and payments reach their organization through
-- their parent's (org_id, id) pair, which the database checks and which cascades, instead of by a
-- reference of their own to organizations as well (docs/decisions.md §24). Each such reference had
-- the organization's row checked and locked (FOR KEY SHARE) once per row written: about eight
-- times per invoice creation and twice per payment, all on the one row every writer of the
-- organization shares.
ALTER TABLE "invoice_items" DROP CONSTRAINT "invoice_items_org_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_projects" DROP CONSTRAINT "invoice_projects_org_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_taxes" DROP CONSTRAINT "invoice_taxes_org_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_org_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_org_id_organizations_id_fk";
