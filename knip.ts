import type { KnipConfig } from 'knip';

/**
 * Unused files, exports, dependencies and unlisted dependencies across the workspaces (`npm run lint`).
 *
 * knip's plugins find most entry points by themselves, so they are not repeated here: each package's
 * `exports` (what a package's public entry exports is its API, used or not), the `scripts` of every
 * package.json (`tsx scripts/bench/main.ts`, `tsx src/seed/main.ts`, `node scripts/prerender.mjs`, …),
 * `src/main.ts(x)`, vitest and playwright tests and configs, the tsup entries of apps/server (one of
 * them is packages/api/src/invoices/invoice-pdf-worker.ts), the drizzle config, and TanStack Router's
 * generated src/routeTree.gen.ts, which imports every file route (being an entry, the generated file
 * itself is never reported).
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*/main.ts'],
      // The integrator examples are compiled (against git-ignored generated types) and run by
      // packages/api/test/openapi/integrator-example.test.ts, which loads them by file URL.
      ignore: ['docs/integrations/**'],
    },
    'packages/api': {
      ignoreDependencies: [
        // Imported by docs/integrations/openapi-fetch/example.ts, which the API's tests run.
        'openapi-fetch',
        // Font files, not modules: invoice-pdf-fonts.ts reads their .ttf files by require.resolve.
        'dejavu-fonts-ttf',
        '@expo-google-fonts/noto-sans-sc',
        '@expo-google-fonts/noto-sans-kr',
      ],
    },
    'apps/server': {
      // The tsup bundle inlines @folio/api but keeps its third-party imports external, resolved from
      // apps/server at run time: lru-cache must be v11 there, while the hoisted copy is babel's v5.
      ignoreDependencies: ['lru-cache'],
    },
    'apps/web': {
      entry: [
        // Built with `vite build --ssr src/prerender.tsx` (the public pages' HTML at build time).
        'src/prerender.tsx',
        // File routes: listed so that they stay entries even before the route tree is generated.
        'src/routes/**/*.tsx',
        // Served as a static file; the prerendered pages load it with a <script> tag.
        'public/boot.js',
        // Served as a static file; boot.js starts it as a worker.
        'public/intl-warmup.js',
      ],
    },
  },
};

export default config;
