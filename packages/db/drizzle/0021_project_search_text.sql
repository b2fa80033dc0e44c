-- The projects list's search (docs/benchmarks.md, "Slow spots", 12). A common term walks the list
-- in order until 500 projects match, testing `title ILIKE p OR description ILIKE p` on each: in a
-- UTF-8 database ILIKE lowers both sides, so every project passed had its title and description
-- lowered again ("site": 5,874 projects, 7 ms). The lowered texts are now stored, one line each,
-- and the search lowers its term once and tests them with LIKE (2.9 ms); the trigram index for a
-- rare term is built on the same stored text, in place of the one on the description alone.
ALTER TABLE "projects" ADD COLUMN "search_lower" text GENERATED ALWAYS AS (lower(title || chr(10) || description)) STORED;--> statement-breakpoint
CREATE INDEX "projects_org_list_search_idx" ON "projects" USING gin ("org_id","search_lower" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "projects_org_description_search_idx";--> statement-breakpoint
ANALYZE "projects";
