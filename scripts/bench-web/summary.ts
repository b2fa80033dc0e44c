/**
 * The figures of each list and mode over its measured runs: minimum, median, p95 and maximum of
 * the first card, the count and the first contentful paint, and the median timing of each API
 * request.
 */
import type { ApiCall, RunResult } from './measure';
import { LISTS, type ListName, type Mode } from './options';

type Stats = { n: number; min: number; median: number; p95: number; max: number };

function stats(values: number[]): Stats | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  const median = (sorted[Math.floor(mid)]! + sorted[Math.ceil(mid)]!) / 2;
  // Nearest rank: with 5 runs this is the slowest one.
  const p95 = sorted[Math.ceil(0.95 * sorted.length) - 1]!;
  return { n: sorted.length, min: sorted[0]!, median, p95, max: sorted.at(-1)! };
}

export type Summary = {
  list: ListName;
  path: string;
  mode: Mode;
  card: Stats | null;
  count: Stats | null;
  fcp: Stats | null;
  countText: string | null;
  /** Per API call: in how many runs it was made, and its median start, first byte and end. */
  api: { call: string; runs: number; startMs: number; firstByteMs: number; endMs: number; bytes: number }[];
};

export function summarize(results: RunResult[], list: ListName, mode: Mode): Summary {
  const runs = results.filter((r) => r.list === list && r.mode === mode && !r.warmup);
  const calls = new Map<string, ApiCall[]>();
  for (const run of runs) {
    for (const call of run.api) calls.set(call.call, [...(calls.get(call.call) ?? []), call]);
  }
  const med = (values: number[]) => stats(values)?.median ?? 0;
  return {
    list,
    path: LISTS[list].path,
    mode,
    card: stats(runs.map((r) => r.cardMs)),
    count: stats(runs.map((r) => r.countMs)),
    fcp: stats(runs.flatMap((r) => (r.fcpMs === null ? [] : [r.fcpMs]))),
    countText: runs.at(-1)?.countText ?? null,
    api: [...calls.entries()]
      .map(([call, list]) => ({
        call,
        runs: new Set(runs.filter((r) => r.api.some((c) => c.call === call)).map((r) => r.run)).size,
        startMs: med(list.map((c) => c.startMs)),
        firstByteMs: med(list.map((c) => c.firstByteMs)),
        endMs: med(list.map((c) => c.endMs)),
        bytes: med(list.map((c) => c.bytes)),
      }))
      .sort((a, b) => a.startMs - b.startMs),
  };
}
