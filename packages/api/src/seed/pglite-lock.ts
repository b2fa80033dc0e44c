import { existsSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';

export type PgliteHolder = {
  /** The other process that has the database files open, when it can be found (Linux). */
  pid: number | null;
  pidFile: string;
};

/**
 * PGlite has no lock of its own: a second process opening the same directory (e.g. the seed
 * while the server runs) succeeds and the two silently corrupt each other's data. An open
 * PGlite leaves `postmaster.pid` in its directory; a clean close removes it. When the file is
 * there, on Linux we look for a live process holding files under the directory open (PGlite
 * keeps its relation files open), so a file left by a crash does not block the seed forever.
 * Elsewhere the file alone counts as "in use".
 */
export function findPgliteHolder(dir: string, selfPid = process.pid): PgliteHolder | null {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  if (!existsSync('/proc/self/fd')) return { pid: null, pidFile };
  const prefix = realpathSync(dir) + path.sep;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === selfPid) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or another user's process
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(prefix)) return { pid, pidFile };
      } catch {
        // closed meanwhile
      }
    }
  }
  return null;
}

export function describePgliteHolder(dir: string, holder: PgliteHolder): string {
  const who = holder.pid === null ? 'another process' : `another process (pid ${holder.pid})`;
  const lines = [
    `The embedded database in ${dir} is open in ${who}, probably the Folio server (npm start / npm run dev).`,
    'PGlite allows one process per database directory: stop the server, run the seed, then start the server again.',
    'Alternatively seed a PostgreSQL database by setting DATABASE_URL (the server may keep running then).',
  ];
  if (holder.pid === null) {
    lines.push(`If no server is running (it crashed), delete ${holder.pidFile} and retry.`);
  }
  return lines.join('\n');
}
