-- The lists' search (`q`): a rare term is looked up through indexes instead of read from every
-- record (docs/benchmarks.md, "Lists' search"). A client's invoices in the list's order with their
-- status, so that the invoices whose client's name matches are counted and ordered from the index
-- alone; and the projects' description, which `q` matches besides the title.
DROP INDEX "invoices_org_client_idx";--> statement-breakpoint
CREATE INDEX "projects_description_search_idx" ON "projects" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_org_client_idx" ON "invoices" USING btree ("org_id","client_id","created_at","number","status");