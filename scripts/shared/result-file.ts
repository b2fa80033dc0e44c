/**
 * The scripts' JSON result files: named by the run's start time, written with their folder, and
 * starting with when the run started and which code it measured.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gitFacts } from './git-facts';

/** The run's start time in a file name: 2026-01-31T09-30-00-000Z. */
export const fileTime = (started: Date) => started.toISOString().replace(/[:.]/g, '-');

/** The first fields of a web script's result file: `date`, and `git` (commit and dirty null outside a checkout). */
export const runFacts = (started: Date) => ({
  date: started.toISOString(),
  git: gitFacts() ?? { commit: null, dirty: null },
});

/** Writes `result` as indented JSON to `file`, creating its folder. */
export function writeJsonFile(file: string, result: unknown): void {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
}
