import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, startsWithin } from './helpers/processes';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-lifecycle-'));

/** Starts `src/main.ts` like `npm start` does (embedded PGlite in DATA_DIR) and waits for it to listen. */
const startEmbedded = (port: number) => startServer({ DATA_DIR: dataDir, PORT: String(port) });

const exitCode = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('server lifecycle on the embedded database', () => {
  it(
    'migrates at start, runs the job queue, keeps data across a restart, and stops cleanly on SIGTERM',
    async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      let server = await startEmbedded(port);
      // The durable job queue starts with the server, on the same database.
      expect(await (await fetch(`${base}/api/health`)).json()).toEqual({
        ok: true,
        jobs: { running: true, waiting: 0, failed: 0 },
      });
      const registered = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Persist',
          email: 'persist@example.com',
          password: 'Passw0rd!',
          orgName: 'Kept',
        }),
      });
      expect(registered.status).toBe(200);

      let exited = exitCode(server);
      server.kill('SIGTERM');
      expect(await exited).toBe(0);

      server = await startEmbedded(port);
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'persist@example.com', password: 'Passw0rd!' }),
      });
      expect(login.status).toBe(200);
      exited = exitCode(server);
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
    },
    startsWithin(2, 60_000),
  );
});
