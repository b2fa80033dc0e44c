-- Writes in one organization no longer queue on its row (docs/benchmarks.md, "Writes in one
-- organization"). Every row written with a reference to organizations had the organization's row
-- checked and locked (FOR KEY SHARE) once per row: an invoice's creation did it about nine times
-- (the invoice, each line, tax and project link, the activity entry), a payment three, and while
-- a creation held the same row to take its number, the locks of every concurrent writer piled up
-- on it. An invoice and its lines, taxes, project links and payments reach their organization
-- through their parent's (org_id, id) pair instead, which the database still checks, and which
-- still cascades when the organization is deleted. Activity entries, which have no parent, are
-- deleted with their organization by a trigger.
ALTER TABLE "activity_entries" DROP CONSTRAINT "activity_entries_org_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_items" DROP CONSTRAINT "invoice_items_org_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_projects" DROP CONSTRAINT "invoice_projects_org_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_taxes" DROP CONSTRAINT "invoice_taxes_org_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_org_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_org_id_organizations_id_fk";

--> statement-breakpoint
CREATE OR REPLACE FUNCTION folio_delete_org_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- What ON DELETE CASCADE did: an organization's history goes with it.
  DELETE FROM activity_entries WHERE org_id = OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER organizations_delete_activity AFTER DELETE ON organizations
  FOR EACH ROW EXECUTE FUNCTION folio_delete_org_activity();
