import { defineConfig } from 'tsup';

/**
 * One ESM bundle: the @folio/* workspace packages are inlined, third-party packages stay external.
 * The invoice PDF worker is a second entry: worker threads load it by file, and the API looks for
 * it next to the bundle (dist/invoice-pdf-worker.js beside dist/main.js).
 */
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    worker: 'src/worker.ts',
    'invoice-pdf-worker': '../../packages/api/src/invoices/invoice-pdf-worker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@folio\//],
  // Every other bare import (third-party packages, node builtins) is resolved from node_modules at run time.
  external: [/^(?!@folio\/)[^./]/],
  splitting: false,
});
