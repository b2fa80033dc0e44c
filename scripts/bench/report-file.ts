/**
 * The JSON result file: options, machine, load averages, git commit and dirty flag, database,
 * seed counts, every endpoint (Folio's and the baseline's figures, the statements Folio sent),
 * the export runs, the write phase, the PDF phase and the budgets; in .data/bench/ (gitignored)
 * or --out.
 */
import os from 'node:os';
import path from 'node:path';
import { gitFacts } from '../shared/git-facts';
import { fileTime, writeJsonFile } from '../shared/result-file';
import type { BenchArgs } from './args';
import type { BudgetCheck } from './budget-checks';
import type { ExportRun } from './csv-export';
import { mb } from './numbers';
import type { PdfHealthResult } from './pdf-health';
import type { PlanReport } from './plan-check';
import type { EndpointResult } from './side-by-side';
import type { SmallOrgsResult } from './small-orgs';
import type { WritesResult } from './writes';

export type RunRecord = {
  args: BenchArgs;
  startedAt: Date;
  loadAvgStart: number[];
  loadAvgEnd: number[];
  database: { driver: 'postgres' | 'pglite'; server: string; location: string };
  seed: {
    counts: Record<string, number>;
    ms: number;
    smallOrgs?: { counts: Record<string, number>; ms: number };
  } | null;
  endpoints: EndpointResult[];
  exportRuns: ExportRun[];
  smallOrgs: SmallOrgsResult | null;
  writes: WritesResult | null;
  pdf: PdfHealthResult | null;
  plans: PlanReport | null;
  budgets: { enforced: boolean; checks: BudgetCheck[] };
  serverErrors: number;
  failures: number;
  totalSeconds: number;
};

/** Writes the JSON file; returns its path (--out, or .data/bench/<time>-<driver>-scale<N>.json). */
export function writeReport(run: RunRecord): string {
  const { args, startedAt } = run;
  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    totalSeconds: run.totalSeconds,
    options: args,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      totalMemMb: mb(os.totalmem()),
      platform: `${os.type()} ${os.release()} ${os.arch()}`,
      node: process.version,
      loadAvgStart: run.loadAvgStart,
      loadAvgEnd: run.loadAvgEnd,
    },
    git: gitFacts(),
    database: {
      driver: run.database.driver,
      server: run.database.server,
      location: args.keep ? run.database.location : null,
    },
    seed: run.seed,
    endpoints: run.endpoints,
    export: run.exportRuns,
    smallOrgs: run.smallOrgs,
    writes: run.writes,
    pdf: run.pdf,
    plans: run.plans,
    budgets: run.budgets,
    serverErrors: run.serverErrors,
    failures: run.failures,
  };
  const out =
    args.out ??
    path.join('.data', 'bench', `${fileTime(startedAt)}-${run.database.driver}-scale${args.scale}.json`);
  writeJsonFile(out, report);
  return out;
}
