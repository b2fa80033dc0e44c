/** Rounding, megabytes and the load average, as the benchmark prints and records them. */
import os from 'node:os';

const MB = 1024 * 1024;

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Bytes as megabytes with one decimal. */
export const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** The 1, 5 and 15 minute load averages, two decimals. */
export const loadAvg = () => os.loadavg().map((n) => round(n, 2));
