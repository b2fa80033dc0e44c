/**
 * The built server (apps/server/dist/main.js, serving apps/web/dist) for the scripts that measure
 * the web app in a browser: building it, checking that it is built, starting it on a free port of
 * 127.0.0.1 with a new temporary DATA_DIR, waiting for /api/health, and stopping it and removing
 * the folder at cleanup.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopProcess } from './child-processes';
import { onCleanup } from './cleanup';
import { repoRoot } from './repo-root';

const SERVER_MAIN = 'apps/server/dist/main.js';
const BUILT_FILES = [SERVER_MAIN, 'apps/web/dist/index.html'];
/** How long the server may take to answer /api/health (it runs the migrations first). */
const START_TIMEOUT_MS = 90_000;

/** The same build as `npm start`: the server with the packages it bundles, and the web app. */
export function buildServerAndWeb(): void {
  console.error('Building the server and the web app ...');
  execFileSync(
    'npx',
    [
      'turbo',
      'run',
      'build',
      '--filter=@folio/server...',
      '--filter=@folio/web',
      '--output-logs=errors-only',
    ],
    { cwd: repoRoot, stdio: 'inherit' },
  );
}

/** What to tell the user when the server or the web app is not built; null when both are. */
export function missingBuild(): string | null {
  const missing = BUILT_FILES.find((file) => !existsSync(path.join(repoRoot, file)));
  return missing ? `${missing} is missing: build first (npm run build), or pass --build` : null;
}

export type RunningServer = {
  origin: string;
  /** Why the server is gone ("exited with 1", "was killed by SIGTERM") and its last output; null while it runs. */
  gone(): string | null;
};

export type ServerOptions = {
  /** The PostgreSQL database to use; without it the server opens an embedded PGlite database in its DATA_DIR. */
  databaseUrl?: string;
  /** The start of the temporary DATA_DIR's name, e.g. `folio-lighthouse-`. */
  dataDirPrefix: string;
  /** Run with the new DATA_DIR before the server starts (it holds the embedded database once it runs). */
  beforeStart?: (dataDir: string) => void;
};

/** Starts the built server and resolves once /api/health answers; it is stopped at cleanup. */
export async function startBuiltServer({
  databaseUrl,
  dataDirPrefix,
  beforeStart,
}: ServerOptions): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), dataDirPrefix));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  beforeStart?.(dataDir);
  const port = await freePort();
  // The address the browser uses is the one in APP_URL: refresh and logout refuse other origins.
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(repoRoot, SERVER_MAIN)], {
    cwd: repoRoot,
    env: serverEnv({ port, origin, dataDir, databaseUrl }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stopping = false;
  onCleanup(() => {
    stopping = true;
    return stopProcess(child);
  });
  let output = '';
  let exit: string | null = null;
  child.once('exit', (code, signal) => {
    exit = signal ? `was killed by ${signal}` : `exited with ${code}`;
  });
  const gone = () => (exit && !stopping ? `the server ${exit}; its last output:\n${output.trim()}` : null);
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const why = gone();
    if (why) throw new Error(why);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return { origin, gone };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}

function serverEnv(server: {
  port: number;
  origin: string;
  dataDir: string;
  databaseUrl: string | undefined;
}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Not production: that refuses RATE_LIMITS=off and wants real mail and billing settings.
    NODE_ENV: 'development',
    PORT: String(server.port),
    HOST: '127.0.0.1',
    APP_URL: server.origin,
    DATA_DIR: server.dataDir,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
  };
  if (server.databaseUrl) env.DATABASE_URL = server.databaseUrl;
  else delete env.DATABASE_URL;
  // File outbox, mock billing and database rate-limit counters whatever the caller's shell has set.
  for (const name of ['SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'REDIS_URL', 'TRUST_PROXY']) {
    delete env[name];
  }
  return env;
}
