import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { LRUCache } from 'lru-cache';
import { Piscina } from 'piscina';
import type { InvoicePdfData } from './invoice-pdf';

/** `hit`: served from the cache; `shared`: joined a render of the same input already under way. */
type PdfCacheStatus = 'hit' | 'miss' | 'shared';

export type InvoicePdfRenderer = {
  render(data: InvoicePdfData): Promise<{ pdf: Buffer; cache: PdfCacheStatus }>;
  close(): Promise<void>;
};

export type InvoicePdfRendererOptions = {
  /** Worker threads; by default one core is left to the event loop, and at most two are used. */
  maxThreads?: number;
  /** Bytes of rendered PDFs kept in memory (a 500-item invoice is a few hundred KB). */
  cacheBytes?: number;
};

const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;
/** Idle workers exit after this, so an unused pool holds no threads (idle ones never keep the process alive). */
const IDLE_TIMEOUT_MS = 30_000;

/**
 * The worker's file. In the bundled server (apps/server/tsup.config.ts) this module is inlined into
 * dist/main.js and the worker is built next to it as dist/invoice-pdf-worker.js; from the
 * TypeScript sources (tests, tsx) only the .ts file exists beside this one.
 */
function workerFile(): string {
  for (const name of ['./invoice-pdf-worker.js', './invoice-pdf-worker.ts']) {
    const file = fileURLToPath(new URL(name, import.meta.url));
    if (existsSync(file)) return file;
  }
  throw new Error('invoice-pdf-worker not found next to the invoice PDF renderer');
}

const defaultThreads = () => Math.max(1, Math.min(2, os.availableParallelism() - 1));

/**
 * The exact render input (invoice incl. updatedAt, client and project names, client contact,
 * organization name and business details), the logo standing in by its type and hash: a new logo
 * gives a new key without serializing up to a megabyte of image on every request.
 */
const cacheKey = ({ logo, ...rest }: InvoicePdfData) =>
  createHash('sha256')
    .update(
      JSON.stringify({ ...rest, logo: logo ? { contentType: logo.contentType, hash: logo.hash } : null }),
    )
    .digest('base64url');

/**
 * Renders invoice PDFs in a small worker pool and keeps the results in a byte-bounded LRU cache.
 * The key hashes everything the PDF is drawn from, so any change to the invoice (its updatedAt
 * moves) or to a name on it gives a new key; no invalidation is needed and stale entries age out.
 * Concurrent requests for the same input share one render.
 */
export function createInvoicePdfRenderer(options: InvoicePdfRendererOptions = {}): InvoicePdfRenderer {
  const filename = workerFile();
  const pool = new Piscina<InvoicePdfData, Uint8Array>({
    filename,
    minThreads: 0,
    maxThreads: options.maxThreads ?? defaultThreads(),
    idleTimeout: IDLE_TIMEOUT_MS,
    // A worker has no TypeScript loader of its own: from the sources it gets tsx, as the tests and
    // `tsx` runs do; the built worker is plain JavaScript.
    execArgv: filename.endsWith('.ts') ? ['--import', 'tsx'] : [],
  });
  const cache = new LRUCache<string, Buffer, InvoicePdfData>({
    maxSize: options.cacheBytes ?? DEFAULT_CACHE_BYTES,
    sizeCalculation: (pdf) => pdf.byteLength,
    fetchMethod: async (_key, _stale, { context }) => {
      const bytes = await pool.run(context);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
  });

  return {
    async render(data) {
      const status: LRUCache.Status<string, Buffer, InvoicePdfData> = {};
      const pdf = await cache.fetch(cacheKey(data), { context: data, status });
      if (!pdf) throw new Error('invoice PDF render returned nothing');
      const served: PdfCacheStatus =
        status.fetch === 'hit' ? 'hit' : status.fetch === 'inflight' ? 'shared' : 'miss';
      return { pdf, cache: served };
    },
    async close() {
      cache.clear();
      await pool.destroy();
    },
  };
}
