-- The invoices list's search with a one- or two-letter term (docs/benchmarks.md, "Slow spots", 11).
-- No trigram can be looked up for such a term, so the list is walked in its order until 500
-- invoices match; each invoice's client was looked up on the way (3,175 lookups for "de" in an
-- organization of 60,000 invoices, 5 of the statement's 9 ms). The invoice now carries its
-- client's name in lower case, kept by the triggers below, and the list's order index carries
-- what such a search tests, so the walk reads that index alone. Lower case, because in a UTF-8
-- database `name ILIKE p` is `lower(name) LIKE lower(p)`: the walk then lowers the term once
-- instead of every name it passes (a term nothing matches: 8 ms instead of 29 over 55,000).
ALTER TABLE "invoices" ADD COLUMN "client_name_lower" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "invoices" SET "client_name_lower" = lower(c."name") FROM "clients" c
WHERE c."org_id" = "invoices"."org_id" AND c."id" = "invoices"."client_id";--> statement-breakpoint
-- An invoice takes its client's name when it is written. A client that does not exist leaves it
-- empty, so that the foreign key, not this trigger, refuses the row.
CREATE FUNCTION folio_invoice_client_name() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.client_name_lower := coalesce(
    (SELECT lower(c.name) FROM clients c WHERE c.org_id = NEW.org_id AND c.id = NEW.client_id), '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_client_name
BEFORE INSERT OR UPDATE OF org_id, client_id, client_name_lower ON invoices
FOR EACH ROW EXECUTE FUNCTION folio_invoice_client_name();
--> statement-breakpoint
-- A renamed client's invoices take the new name in the same transaction.
CREATE FUNCTION folio_client_name_to_invoices() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoices SET client_name_lower = lower(NEW.name) WHERE org_id = NEW.org_id AND client_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clients_name_to_invoices
AFTER UPDATE OF name ON clients
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION folio_client_name_to_invoices();
--> statement-breakpoint
-- The list's order index, with what a short term's search tests after the order's columns; it
-- also covers what invoices_org_suffixed_created_idx held for that search.
DROP INDEX IF EXISTS "invoices_org_suffixed_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "invoices_org_created_idx";--> statement-breakpoint
CREATE INDEX "invoices_org_created_idx" ON "invoices" USING btree ("org_id","created_at","number","status","client_name_lower","number_suffix");--> statement-breakpoint
ANALYZE "invoices";
