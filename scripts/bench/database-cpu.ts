/**
 * The CPU time PostgreSQL's processes on this machine have used, read from Linux's /proc: what a
 * burst of writes or a run of reads costs the database, beside what it costs the server process.
 * On two cores both are bound by the two processes' work together, so this shows which to lower.
 *
 * It counts every process named `postgres` (the server's backends and its own workers) and the
 * backends that exited, which their parent, the postmaster, has collected. It sees only a server on
 * this machine, and counts whatever else that server does meanwhile. Null without /proc (not
 * Linux), or when no such process is visible (the embedded database, or PostgreSQL elsewhere).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** /proc gives process times in clock ticks (USER_HZ): 100 a second on Linux's usual architectures. */
const MICROS_PER_TICK = 10_000;

export function databaseCpuMicros(): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let ticks = 0;
  let seen = false;
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // "pid (comm) state ppid …": the name may hold spaces, so the fields are read after its ')'.
    const open = stat.indexOf('(');
    const close = stat.lastIndexOf(')');
    if (stat.slice(open + 1, close) !== 'postgres') continue;
    const fields = stat.slice(close + 2).split(' ');
    // utime, stime, cutime, cstime: fields 14–17 of the line, 11–14 after the name.
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    seen = true;
  }
  return seen ? ticks * MICROS_PER_TICK : null;
}
