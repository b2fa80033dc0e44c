-- The clients list's search with a one- or two-letter term walks the list in order (no trigram to
-- look up), testing `name ILIKE p OR email ILIKE p` on each client: in a UTF-8 database ILIKE
-- lowers both sides, so every client passed had its name and email lowered again. The lowered
-- texts are now stored, one line each, and such a search lowers its term once and tests them with
-- LIKE (docs/benchmarks.md, "Slow spots", 12). Longer terms keep the trigram index on the columns.
ALTER TABLE "clients" ADD COLUMN "search_lower" text GENERATED ALWAYS AS (lower(name || chr(10) || coalesce(email, ''))) STORED;
