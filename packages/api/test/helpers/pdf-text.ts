import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, it } from 'vitest';

/**
 * pdftotext (poppler-utils) when the machine has it. The checks of a PDF's text are tests of their
 * own, marked "(needs pdftotext)", which vitest reports as skipped without it; the byte-level checks
 * (status, headers, pdf-lib's reading of pages and properties) run either way.
 */
const pdftotext = (() => {
  try {
    return execFileSync('which', ['pdftotext']).toString().trim() || null;
  } catch {
    return null;
  }
})();

/**
 * Tests that read a PDF's text: skipped, visibly, when pdftotext is missing on a developer's
 * machine. CI installs it (.ci/run), so there its absence is a failure, not a skip.
 */
if (!pdftotext && process.env.CI) throw new Error('pdftotext (poppler-utils) is required under CI');
// Asked of vitest at each test rather than once: the test files of a worker share this module
// (isolate: false), and a chain made once for one file must not decide for the others.
export const itReadsText: typeof it = ((...args: Parameters<typeof it>) =>
  it.skipIf(!pdftotext)(...args)) as typeof it;

/** A scenario shared by a byte-level test and its text test: built once, by whichever runs first. */
export const once = <T>(build: () => Promise<T>) => {
  let built: Promise<T> | undefined;
  return () => {
    built ??= build();
    return built;
  };
};

/**
 * The text of a PDF, laid out as on the page, read by pdftotext from a file in a temporary folder
 * of the test file; the folder goes after the file's last test.
 */
export function usePdfText() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'folio-invoice-pdf-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  return (bytes: Buffer) => {
    const file = path.join(tmp, `${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, bytes);
    return execFileSync(pdftotext!, ['-layout', file, '-']).toString();
  };
}
