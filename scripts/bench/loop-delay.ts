/**
 * Event-loop delay, as both processes measure it (perf_hooks' histogram of a 10 ms timer): how
 * late the timer ran, in ms. A blocked event loop shows here; a busy but responsive one does not.
 */
import type { IntervalHistogram } from 'node:perf_hooks';
import type { LoopDelay } from './ipc';

export const LOOP_RESOLUTION_MS = 10;

/** A sample is the time between two ticks: the lateness is what exceeds the interval. */
const lateness = (ns: number) => Math.max(0, Math.round((ns / 1e6 - LOOP_RESOLUTION_MS) * 10) / 10);

export const loopDelayOf = (histogram: IntervalHistogram): LoopDelay => ({
  p50: lateness(histogram.percentile(50)),
  p99: lateness(histogram.percentile(99)),
  max: lateness(histogram.max),
});
