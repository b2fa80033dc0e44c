-- How many of an organization's log entries the planner estimates a search pattern matches (with
-- an entity type, or null for any). The log's search chooses from it between walking the log
-- newest first and looking the word up in the trigram index (packages/api, activity.queries.ts):
-- the planner's own choice undervalues what testing an entry costs on a walk, and a word whose
-- matches sit far back in the log was walked through hundreds of thousands of entries
-- (docs/benchmarks.md, "The log's search chooses from the planner's estimate"). Only EXPLAIN
-- tells the estimate, and EXPLAIN needs a volatile function. The statement is the search's own
-- condition, filtered by org_id like every other.
CREATE FUNCTION folio_activity_match_estimate(org uuid, pattern text, entity text)
RETURNS bigint
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
  plan json;
BEGIN
  EXECUTE 'EXPLAIN (FORMAT JSON) SELECT 1 FROM activity_entries'
    ' WHERE org_id = $1 AND search_text LIKE $2 AND ($3::text IS NULL OR entity_type = $3)'
    INTO plan USING org, pattern, entity;
  RETURN (plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric::bigint;
END
$$;
