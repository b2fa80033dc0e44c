CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invoice_items" DROP CONSTRAINT "invoice_items_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_projects" DROP CONSTRAINT "invoice_projects_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_projects" DROP CONSTRAINT "invoice_projects_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "billing_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD COLUMN "family_expires_at" timestamp with time zone;--> statement-breakpoint
-- Sessions signed in before this migration end when their current token would have.
UPDATE "refresh_sessions" SET "family_expires_at" = "expires_at";--> statement-breakpoint
ALTER TABLE "refresh_sessions" ALTER COLUMN "family_expires_at" SET NOT NULL;--> statement-breakpoint
-- The composite foreign keys below reference (org_id, id).
ALTER TABLE "clients" ADD CONSTRAINT "clients_org_id_key" UNIQUE("org_id","id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_org_id_key" UNIQUE("org_id","id");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_org_id_key" UNIQUE("org_id","id");--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_fk" FOREIGN KEY ("org_id","invoice_id") REFERENCES "public"."invoices"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_projects" ADD CONSTRAINT "invoice_projects_invoice_fk" FOREIGN KEY ("org_id","invoice_id") REFERENCES "public"."invoices"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_projects" ADD CONSTRAINT "invoice_projects_project_fk" FOREIGN KEY ("org_id","project_id") REFERENCES "public"."projects"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_fk" FOREIGN KEY ("org_id","client_id") REFERENCES "public"."clients"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_fk" FOREIGN KEY ("org_id","invoice_id") REFERENCES "public"."invoices"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_fk" FOREIGN KEY ("org_id","client_id") REFERENCES "public"."clients"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A note points at a client, project or invoice chosen by entity_type, which no foreign key can
-- express: this trigger refuses a note whose target is not a row of the note's own organization.
CREATE FUNCTION folio_note_target_in_org() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.entity_type = 'client' AND EXISTS (SELECT 1 FROM clients WHERE org_id = NEW.org_id AND id = NEW.object_id))
     OR (NEW.entity_type = 'project' AND EXISTS (SELECT 1 FROM projects WHERE org_id = NEW.org_id AND id = NEW.object_id))
     OR (NEW.entity_type = 'invoice' AND EXISTS (SELECT 1 FROM invoices WHERE org_id = NEW.org_id AND id = NEW.object_id)) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'note target % % is not in organization %', NEW.entity_type, NEW.object_id, NEW.org_id
    USING ERRCODE = 'foreign_key_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER notes_target_in_org BEFORE INSERT OR UPDATE OF org_id, entity_type, object_id ON notes
  FOR EACH ROW EXECUTE FUNCTION folio_note_target_in_org();
