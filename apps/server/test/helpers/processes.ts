import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nothing listens on now, chosen by the operating system so parallel test files never share one. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Runs `entry` from the sources (as `npm start` / `npm run worker` run the build) until it logs
 * `ready`. When it stops or stalls first, the error carries the end of what it printed, so a
 * failure in CI says why the process gave up.
 */
/** A started process, with the end of what it has printed (for a failing test's message). */
export type StartedProcess = ChildProcess & { printed(): string };

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
    const timer = setTimeout(() => fail('did not start'), 45_000);
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
