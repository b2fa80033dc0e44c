-- Global search and the activity log's free-text filter match ILIKE '%q%' through trigram GIN
-- indexes (pg_trgm: a trusted extension, which a database owner may create; PGlite ships it as
-- a contrib module). These are the only tenant indexes without org_id: queries keep org_id in
-- their WHERE and the planner combines the trigram match with the org_id btree indexes.
-- An org_id key inside the GIN index (btree_gin) was tried and rejected: its posting list spans
-- the whole tenant, so the planner priced the index above a sequential scan and never used it
-- (40,000 clients: 52 ms sequential scan instead of 0.1 ms through the trigram index).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Index expressions must be immutable; array_to_string() is only marked stable, so the tags are
-- joined by this wrapper. Queries call the same function so that the planner matches the index.
CREATE OR REPLACE FUNCTION folio_tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(tags, E'\n') $$;--> statement-breakpoint
-- The displayed invoice number (SPEC §3): zero-padded to 4 digits, then "-suffix" when present.
CREATE OR REPLACE FUNCTION folio_invoice_label(number integer, suffix text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lpad(number::text, greatest(4, length(number::text)), '0')
    || CASE WHEN suffix IS NULL OR suffix = '' THEN '' ELSE '-' || suffix END $$;--> statement-breakpoint
-- What the activity log's q filter looks in: the action (also with spaces for underscores), the
-- actor snapshot and the entity snapshot. Lines never contain a newline, so a match cannot span two.
CREATE OR REPLACE FUNCTION folio_activity_search_text(action text, user_name text, user_email text, entity jsonb)
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT action || E'\n' || replace(action, '_', ' ')
    || E'\n' || coalesce(user_name, '') || E'\n' || coalesce(user_email, '')
    || E'\n' || coalesce(entity ->> 'name', '') || E'\n' || coalesce(entity ->> 'title', '')
    || E'\n' || coalesce(entity ->> 'numberSuffix', '') || E'\n' || coalesce(entity ->> 'number', '') $$;--> statement-breakpoint
CREATE INDEX "activity_search_idx" ON "activity_entries" USING gin (folio_activity_search_text("action", "user_name", "user_email", "entity") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_search_idx" ON "clients" USING gin ("name" gin_trgm_ops,"email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_search_idx" ON "invoices" USING gin (folio_invoice_label("number", "number_suffix") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_org_created_idx" ON "projects" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("title" gin_trgm_ops,folio_tags_text("tags") gin_trgm_ops);