import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The lowest port the system hands out to outgoing connections (Linux's default elsewhere).
 * A port it picked for a probe could be given, a moment later, to one of the many connections the
 * other suites open, and the server (or its restart on the same port) would then find it taken.
 */
function ephemeralPortsStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return Number(low) > 11_000 ? Number(low) : 32_768;
  } catch {
    return 32_768;
  }
}

function listensNow(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

/**
 * A port nothing listens on now, below the range of outgoing connections (see above), picked at
 * random so that parallel test files do not try the same one.
 */
export async function freePort(): Promise<number> {
  const end = ephemeralPortsStart();
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * (end - 10_000));
    if (!(await listensNow(port))) return port;
  }
}

/** A started process, with the end of what it has printed (for a failing test's message). */
export type StartedProcess = ChildProcess & { printed(): string };

/**
 * How long a started process may take to say it is ready. A test that starts processes allows this
 * much for each start on top of its own work (`startsWithin`).
 */
const START_TIMEOUT_MS = 90_000;

/** A test's time limit: `starts` process starts, each up to START_TIMEOUT_MS, and `work` besides. */
export const startsWithin = (starts: number, work: number) => starts * START_TIMEOUT_MS + work;

/**
 * Runs `entry` from the sources (as `npm start` / `npm run worker` run the build) until it logs
 * `ready`. When it stops or stalls first, the error carries the end of what it printed, so a
 * failure in CI says why the process gave up.
 */
async function startProcess(
  entry: string,
  ready: string,
  env: Record<string, string>,
): Promise<StartedProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, RATE_LIMITS: 'off', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stderr?.on('data', keep);
  child.stdout?.on('data', keep);
  await new Promise<void>((resolve, reject) => {
    const fail = (why: string) => reject(new Error(`${entry} ${why}\n${output}`));
    // Starting from the sources takes about 10 s on an idle 2-core machine (the embedded
    // database's first start runs every migration), and several times that while the other
    // suites run beside it.
    const timer = setTimeout(() => {
      // Stopped, not left running: it would hold its port and files and slow every test after it.
      child.kill('SIGKILL');
      fail('did not start');
    }, START_TIMEOUT_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(ready)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(`exited early with ${code}`);
    });
  });
  return Object.assign(child, { printed: () => output });
}

export const startServer = (env: Record<string, string>) =>
  startProcess('src/main.ts', 'Server listening', env);
export const startWorker = (env: Record<string, string>) =>
  startProcess('src/worker.ts', 'job worker ready', env);
