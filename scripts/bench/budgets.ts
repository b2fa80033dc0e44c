/**
 * The performance budgets: what the run is held to at the largest supported organization
 * (--scale 200 on PostgreSQL, concurrency 8), checked at the end. A missed budget fails the run
 * when budgets are enforced (args.ts: on by default at scale ≥ 200 on PostgreSQL).
 */
import type { ExportRun } from './csv-export';
import type { PdfHealthResult } from './pdf-health';
import type { EndpointResult } from './side-by-side';

/** p99 of every read a screen loads (lists' first pages, panels, client summary, search, activity pages). */
export const SCREEN_P99_MS = 50;
export const DASHBOARD_P99_MS = 100;
/** Folio's throughput over the baseline's, for every read measured side by side. */
const MIN_RATIO = 0.5;
/** The same where the statements dominate (below). */
const MIN_RATIO_SQL_DOMINATED = 0.8;
/**
 * The statements dominate an endpoint when the baseline needs at least this long per request
 * (1000 ÷ its req/s at the run's concurrency). The baseline's own work per request (HTTP, token,
 * driver, JSON) costs 0.1–0.5 ms of CPU on the reference machine, so beyond this the database's
 * part is most of the time; below it, driver and serialization weigh as much as the SQL.
 */
export const SQL_DOMINATES_FROM_MS = 2;
/** GET /api/health while four large PDFs render. */
const HEALTH_MAX_MS = 50;
/**
 * The export's live heap growth: a buffering export at scale 200 (34 MB of CSV, more as
 * JavaScript strings and rows) would exceed it many times over; a streaming one stays near 0.
 */
const EXPORT_LIVE_HEAP_MB = 16;

export type BudgetCheck = { what: string; budget: string; measured: string; ok: boolean };

export function checkBudgets(
  endpoints: EndpointResult[],
  pdf: PdfHealthResult | null,
  exportRuns: ExportRun[],
): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const e of endpoints) {
    if (e.skipped) {
      // Not measured is not met: a run cut short cannot pass the budgets.
      if (e.p99BudgetMs !== null)
        checks.push({
          what: `${e.name} p99`,
          budget: `≤ ${e.p99BudgetMs} ms`,
          measured: 'skipped',
          ok: false,
        });
      continue;
    }
    const p99 = e.folio?.latencyMs?.p99;
    if (e.p99BudgetMs !== null && p99 !== undefined) {
      checks.push({
        what: `${e.name} p99`,
        budget: `≤ ${e.p99BudgetMs} ms`,
        measured: `${p99} ms`,
        ok: p99 <= e.p99BudgetMs,
      });
    }
    if (e.ratio !== null) {
      const min = e.sqlDominates ? MIN_RATIO_SQL_DOMINATED : MIN_RATIO;
      checks.push({
        what: `${e.name} Folio/baseline`,
        budget: `≥ ${min}${e.sqlDominates ? ' (SQL dominates)' : ''}`,
        measured: e.ratio.toFixed(2),
        ok: e.ratio >= min,
      });
    }
  }
  if (pdf?.health) {
    checks.push({
      what: 'health max during 4 PDF renders',
      budget: `< ${HEALTH_MAX_MS} ms`,
      measured: `${pdf.health.max} ms`,
      ok: pdf.health.max < HEALTH_MAX_MS,
    });
  }
  const probe = exportRuns.find((r) => r.kind === 'live-heap probe' && r.liveHeapPeakMb !== null);
  if (probe) {
    const growth = Math.round((probe.liveHeapPeakMb! - probe.heapUsedBeforeMb) * 10) / 10;
    checks.push({
      what: 'export live heap growth',
      budget: `≤ ${EXPORT_LIVE_HEAP_MB} MB`,
      measured: `${growth} MB`,
      ok: growth <= EXPORT_LIVE_HEAP_MB,
    });
  }
  return checks;
}

export function printBudgets(checks: BudgetCheck[], enforced: boolean) {
  if (checks.length === 0) return;
  console.log(
    `\nBudgets (${enforced ? 'enforced: a miss fails the run' : 'not enforced: shown for reference'}):`,
  );
  const rows = checks.map((c) => [c.what, c.budget, c.measured, c.ok ? 'ok' : 'MISSED']);
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows) {
    console.log(
      `  ${r.map((cell, i) => (i === 2 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ')}`,
    );
  }
  const missed = checks.filter((c) => !c.ok).length;
  console.log(`  ${missed === 0 ? 'All budgets met.' : `${missed} of ${checks.length} budgets missed.`}`);
}
