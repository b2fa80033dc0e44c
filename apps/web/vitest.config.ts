import { defineConfig } from 'vitest/config';

// Unit tests of the web app's own logic (theme colours, style coverage); the screens are tested
// in the browser suite (e2e/, Playwright).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'],
    environment: 'node',
    // i18next-icu's ES build imports intl-messageformat's CommonJS build as a default export; inlined,
    // it goes through Vite's interop as in the browser build, instead of Node's, where it fails.
    server: { deps: { inline: ['i18next-icu'] } },
  },
});
