/**
 * Checking the budgets (budgets.ts) against a run's figures at its end, and printing which were
 * met and which missed.
 */
import { EXPORT_LIVE_HEAP_MB, HEALTH_MAX_MS, MIN_RATIO, MIN_RATIO_SQL_DOMINATED } from './budgets';
import type { ExportRun } from './csv-export';
import type { PdfHealthResult } from './pdf-health';
import type { EndpointResult } from './side-by-side';

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
