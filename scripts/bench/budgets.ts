/**
 * The performance budgets: what the run is held to at the largest supported organization
 * (--scale 200 on PostgreSQL, concurrency 8), checked at the end (budget-checks.ts). A missed
 * budget fails the run when budgets are enforced (args.ts: on by default at scale ≥ 200 on
 * PostgreSQL).
 */

/** p99 of every read a screen loads (lists' first pages, panels, client summary, search, activity pages). */
export const SCREEN_P99_MS = 50;
export const DASHBOARD_P99_MS = 100;
/**
 * p99 of a list's search (`q` on the clients, projects, invoices and activity lists) with a
 * common word, a rare one, one or two letters or a word nothing contains: a screen read too.
 */
export const LIST_SEARCH_P99_MS = 50;
/** Folio's throughput over the baseline's, for every read measured side by side. */
export const MIN_RATIO = 0.5;
/** The same where the statements dominate (below). */
export const MIN_RATIO_SQL_DOMINATED = 0.8;
/**
 * The statements dominate an endpoint when the baseline needs at least this long per request
 * (1000 ÷ its req/s at the run's concurrency). The baseline's own work per request (HTTP, token,
 * driver, JSON) costs 0.1–0.5 ms of CPU on the reference machine, so beyond this the database's
 * part is most of the time; below it, driver and serialization weigh as much as the SQL.
 */
export const SQL_DOMINATES_FROM_MS = 2;
/** GET /api/health while four large PDFs render. */
export const HEALTH_MAX_MS = 50;
/**
 * The export's live heap growth: a buffering export at scale 200 (34 MB of CSV, more as
 * JavaScript strings and rows) would exceed it many times over; a streaming one stays near 0.
 */
export const EXPORT_LIVE_HEAP_MB = 16;
