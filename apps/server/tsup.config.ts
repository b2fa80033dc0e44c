import { defineConfig } from 'tsup';

/** One ESM bundle: the @folio/* workspace packages are inlined, third-party packages stay external. */
export default defineConfig({
  entry: { main: 'src/main.ts' },
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
