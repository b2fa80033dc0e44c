import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// The SMTP server the Folio server sends every mail to (e2e/support/smtp-sink.mjs).
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2525);

// Every run gets an empty data folder (fresh embedded database and mail folder). Worker processes load
// this file again, so the folder is handed down through the environment instead of being made twice.
function e2eDataDir(): string {
  const existing = process.env.FOLIO_E2E_DATA_DIR;
  if (existing) return existing;
  const dir = mkdtempSync(join(tmpdir(), 'folio-e2e-'));
  process.env.FOLIO_E2E_DATA_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export default defineConfig({
  testDir: 'e2e',
  // Two files at a time against the one server: every test makes its own accounts and reads only
  // the mail sent to its own addresses, so no test sees another's data. The tests of a file run in
  // order in one worker (a file's `beforeAll` seeds what its tests share).
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // On CI a test that failed runs once more in a fresh worker, and the report names it flaky: a
  // machine busier than usual (Chromium's processes take most of the two cores) must not fail the
  // run, and a test that fails twice still does.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // The tests take 2–16 s on an idle machine of the CI's kind; the limits leave room for one
  // several times as slow, where a screen can take seconds to start while the other worker's
  // browser is busy. They bound waiting, never what a test asserts about timing.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // The system Chromium (Debian package `chromium`); tests never download a browser.
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-quic',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // Mails go over real SMTP, as in production, and land where waitForMail reads them.
      command: 'node e2e/support/smtp-sink.mjs',
      cwd: import.meta.dirname,
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 20_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: String(smtpPort), FOLIO_E2E_DATA_DIR: e2eDataDir() },
    },
    {
      command: 'node ../server/dist/main.js',
      cwd: import.meta.dirname,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      // The server's request log is noisy; set E2E_SERVER_LOGS=1 to see it.
      stdout: process.env.E2E_SERVER_LOGS ? 'pipe' : 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        RATE_LIMITS: 'off',
        DATA_DIR: e2eDataDir(),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // Recurring invoices whose date has come are made within seconds, not the hour of production.
        RECURRING_SCAN_SECONDS: '2',
      },
    },
  ],
});
