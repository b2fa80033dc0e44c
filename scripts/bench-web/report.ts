/**
 * The results: the tables on the terminal (and as markdown with --markdown), and the JSON file
 * with the options, the machine, every run and the summaries.
 */
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../shared/repo-root';
import { fileTime, runFacts, writeJsonFile } from '../shared/result-file';
import { markdownTable, type Table, textTable } from '../shared/table';
import { redactUrl } from './database';
import type { RunResult } from './measure';
import { MODES, type Options } from './options';
import type { Summary } from './summary';

export const VIEWPORT = { width: 1280, height: 800 };

/** One run of the benchmark, as the tables and the JSON file report it. */
export type WebListsRun = {
  options: Options;
  started: Date;
  loadBefore: number[];
  chromium: string;
  /** The database the server used (the scratch one, or the one --reuse named). */
  databaseUrl: string;
  /** Creating, migrating and seeding the scratch database; null with --reuse. */
  seedMs: number | null;
  summaries: Summary[];
  results: RunResult[];
  errors: string[];
};

export const ms = (value: number | undefined) => (value === undefined ? '-' : String(Math.round(value)));

const MAIN_HEAD = [
  'list',
  'mode',
  'runs',
  'first card median',
  'p95',
  'max',
  'min',
  'count median',
  'p95',
  'max',
  'FCP median',
];
function mainRows(summaries: Summary[]): string[][] {
  return summaries.map((s) => [
    s.path,
    MODES[s.mode],
    String(s.card?.n ?? 0),
    ms(s.card?.median),
    ms(s.card?.p95),
    ms(s.card?.max),
    ms(s.card?.min),
    ms(s.count?.median),
    ms(s.count?.p95),
    ms(s.count?.max),
    ms(s.fcp?.median),
  ]);
}

const API_HEAD = ['list', 'mode', 'request', 'runs', 'start', 'first byte', 'end', 'KiB'];
function apiRows(summaries: Summary[]): string[][] {
  return summaries.flatMap((s) =>
    s.api.map((a) => [
      s.path,
      MODES[s.mode],
      a.call,
      String(a.runs),
      ms(a.startMs),
      ms(a.firstByteMs),
      ms(a.endMs),
      (a.bytes / 1024).toFixed(1),
    ]),
  );
}

function mainTable(summaries: Summary[]): Table {
  return { head: MAIN_HEAD, rows: mainRows(summaries), textColumns: 2 };
}

function apiTable(summaries: Summary[]): Table {
  return { head: API_HEAD, rows: apiRows(summaries), textColumns: 3 };
}

function machine() {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model ?? null,
    cpus: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
  };
}

/** The tables, on stdout. */
export function printResults({ options, chromium, summaries }: WebListsRun) {
  const host = machine();
  const counts = options.lists
    .map((list) => `${summaries.find((s) => s.list === list)?.countText ?? '?'} ${list}`)
    .join(', ');
  console.log(
    `\nWeb lists at ${counts}; ${chromium}, CPU throttling ${options.throttle}×, ${VIEWPORT.width}×${VIEWPORT.height}, ` +
      `HTTP cache ${options.keepCache ? 'kept' : 'cleared'} before each run; ${host.cpus} × ${host.cpuModel}.\n` +
      `Milliseconds from navigation start (page load) or from the press on the sidebar link (in-app); ` +
      `median, p95, max (and min) of ${options.runs} run(s).\n`,
  );
  const main = mainTable(summaries);
  const apis = apiTable(summaries);
  console.log(textTable(main));
  console.log('\nAPI requests (medians, ms from the same start):\n');
  console.log(textTable(apis));
  if (options.markdown) {
    console.log(`\n${markdownTable(main)}\n\n${markdownTable(apis)}`);
  }
}

/** Writes the JSON file (--out, or .data/bench/web-lists-<time>.json); returns its path. */
export function writeResultFile(run: WebListsRun): string {
  const { options, started } = run;
  const file = options.out ?? path.join(repoRoot, '.data/bench', `web-lists-${fileTime(started)}.json`);
  writeJsonFile(file, {
    ...runFacts(started),
    chromium: run.chromium,
    machine: { ...machine(), loadavgBefore: run.loadBefore, loadavgAfter: os.loadavg() },
    throttlingRate: options.throttle,
    viewport: VIEWPORT,
    options: {
      runs: options.runs,
      warmup: options.warmup,
      lists: options.lists,
      modes: options.modes,
      httpCache: options.keepCache ? 'kept' : 'cleared before each run',
    },
    database: {
      url: redactUrl(run.databaseUrl),
      reused: options.reuse,
      scale: options.reuse ? null : options.scale,
      seedValue: options.reuse ? null : options.seedValue,
      seedAndMigrateMs: run.seedMs,
    },
    summaries: run.summaries,
    runs: run.results,
    errors: run.errors,
  });
  return file;
}
