/**
 * Headless Chromium driven by puppeteer-core: which executable, the flags, and launching it so
 * that it is closed at cleanup.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { onCleanup } from './cleanup';

/** Nothing in the background that would compete with the page measured for the CPU or the network. */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--no-first-run',
];

/**
 * CHROMIUM_PATH when set (it must exist), else the first of `candidates` found: an absolute path
 * that exists, or a name on the PATH.
 */
function findChromium(candidates: readonly string[]): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH ${fromEnv} does not exist`);
    return fromEnv;
  }
  for (const candidate of candidates) {
    if (path.isAbsolute(candidate)) {
      if (existsSync(candidate)) return candidate;
      continue;
    }
    try {
      const found = execFileSync('which', [candidate], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
      if (found) return found;
    } catch {
      // Not on the PATH.
    }
  }
  throw new Error(
    `Chromium not found (looked for ${candidates.join(', ')}): install it, or set CHROMIUM_PATH to a Chromium or Chrome executable`,
  );
}

export type ChromiumOptions = {
  /** Where to look when CHROMIUM_PATH is not set: absolute paths, or names looked up on the PATH. */
  candidates: readonly string[];
  /** The pages' viewport; null keeps each page's own (Lighthouse sets its emulated screen itself). */
  viewport: { width: number; height: number } | null;
  /** Flags added after the shared ones. */
  extraFlags?: readonly string[];
};

/** Launches headless Chromium; it is closed at cleanup. */
export async function launchChromium(options: ChromiumOptions): Promise<Browser> {
  const browser = await puppeteer.launch({
    executablePath: findChromium(options.candidates),
    headless: true,
    args: [...CHROMIUM_FLAGS, ...(options.extraFlags ?? [])],
    defaultViewport: options.viewport,
    // The signals are handled by cleanup.ts (puppeteer's own handlers would exit before the cleanup).
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  onCleanup(() => browser.close());
  return browser;
}
