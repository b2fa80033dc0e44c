/**
 * The results: the table on the terminal (and as markdown with --markdown), the failing audits
 * and Lighthouse's warnings, the JSON summary and, with --reports, Lighthouse's HTML report of
 * each page's median run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateReport } from 'lighthouse';
import { repoRoot } from '../shared/repo-root';
import { fileTime, runFacts, writeJsonFile } from '../shared/result-file';
import { markdownTable, type Table, textTable } from '../shared/table';
import { GOALS, type PageResult } from './audit-page';
import { fmtSeconds } from './lighthouse-result';
import type { Options } from './options';

/** One run of the script, as the JSON summary reports it. */
export type LighthouseRun = {
  options: Options;
  started: Date;
  chromium: string;
  results: PageResult[];
  errors: string[];
  missed: string[];
};

function lighthouseVersion(): string {
  const pkg = JSON.parse(
    readFileSync(path.join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8'),
  ) as {
    version: string;
  };
  return pkg.version;
}

const fmt = (value: number | null, digits = 0) => (value === null ? '-' : value.toFixed(digits));

function tableRows(results: PageResult[]): string[][] {
  return results.map((r) => {
    const m = r.median;
    const perf = r.runs.map((run) => run.performance ?? 0);
    const mark = (name: string, value: number | null) => {
      const g = r.goals.find((x) => x.name === name)!;
      return `${fmt(value)}${g.met ? '' : ' ✗'}`;
    };
    return [
      `${r.page}${r.signedIn ? ' (signed in)' : ''}`,
      `${mark('performance', m.performance)}${r.runs.length > 1 ? ` (${Math.min(...perf)}–${Math.max(...perf)})` : ''}`,
      `≥${r.goals[0]!.goal}`,
      fmtSeconds(m.lcpMs),
      fmtSeconds(m.fcpMs),
      fmt(m.tbtMs),
      fmt(m.cls, 3),
      mark('accessibility', m.accessibility),
      mark('best practices', m.bestPractices),
      mark('SEO', m.seo),
      fmt(m.jsKiB, 1),
      fmt(m.unusedJsKiB, 1),
    ];
  });
}

const HEAD = [
  'page',
  'performance',
  'goal',
  'LCP s',
  'FCP s',
  'TBT ms',
  'CLS',
  'accessibility',
  'best practices',
  'SEO',
  'JS KiB',
  'unused JS KiB',
];

/** The range of Lighthouse's CPU benchmark index over every run, e.g. "1,058–1,848"; null without one. */
function benchmarkRange(results: PageResult[]): string | null {
  const values = results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)).filter((v) => v !== null);
  if (values.length === 0) return null;
  const fmtIndex = (value: number) => Math.round(value).toLocaleString('en-US');
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? fmtIndex(low) : `${fmtIndex(low)}–${fmtIndex(high)}`;
}

/** The goals the median runs missed, e.g. "/dashboard performance 72 < 80". */
export function missedGoals(results: PageResult[]): string[] {
  return results.flatMap((r) =>
    r.goals.filter((g) => !g.met).map((g) => `${r.page} ${g.name} ${g.value ?? '-'} < ${g.goal}`),
  );
}

/** The table, the failing audits and Lighthouse's warnings, on stdout. */
export function printResults(results: PageResult[], options: Options) {
  const table: Table = { head: HEAD, rows: tableRows(results), textColumns: 1 };
  console.log(
    `\nLighthouse ${lighthouseVersion()}, mobile preset, simulated throttling; median of ${options.runs} run(s) by performance (✗ = goal missed)\n`,
  );
  console.log(textTable(table));
  if (options.markdown) console.log(`\n${markdownTable(table)}`);
  const cpu = benchmarkRange(results);
  if (cpu) console.log(`\nLighthouse's CPU benchmark index over the runs: ${cpu} (higher is faster)`);

  for (const r of results) {
    if (r.failing.length === 0) continue;
    console.log(`\n${r.page}: failing audits`);
    for (const a of r.failing) {
      const runs = r.runs.length > 1 ? ` (${a.runs}/${r.runs.length} runs)` : '';
      console.log(`  ${a.category.padEnd(14)} ${a.id}: ${a.title}${runs}`);
      for (const example of a.examples) console.log(`  ${''.padEnd(14)}   - ${example}`);
    }
  }
  const warnings = new Set(results.flatMap((r) => r.runs.flatMap((run) => run.warnings)));
  for (const warning of warnings) console.log(`\nLighthouse warning: ${warning}`);
}

/** Writes the JSON summary (--out, or .data/lighthouse/<time>.json); returns its path. */
export function writeSummaryFile(run: LighthouseRun): string {
  const { options, started } = run;
  const file = options.out ?? path.join(repoRoot, '.data/lighthouse', `${fileTime(started)}.json`);
  writeJsonFile(file, {
    ...runFacts(started),
    lighthouse: lighthouseVersion(),
    chromium: run.chromium,
    node: process.version,
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, loadavg: os.loadavg() },
    options: { pages: options.pages, runs: options.runs },
    goals: GOALS,
    results: run.results.map(({ medianReport: _, ...rest }) => rest),
    errors: run.errors,
    missed: run.missed,
  });
  return file;
}

/** Lighthouse's HTML report of each page's median run, beside the JSON summary `file`. */
export function writeHtmlReports(results: PageResult[], file: string) {
  for (const r of results) {
    const slug = r.page === '/' ? 'home' : r.page.slice(1).replace(/[^a-zA-Z0-9]+/g, '-');
    const report = `${file.replace(/\.json$/, '')}-${slug}.html`;
    writeFileSync(report, generateReport(r.medianReport, 'html'));
    console.log(`Report of ${r.page}: ${path.relative(process.cwd(), report)}`);
  }
}
