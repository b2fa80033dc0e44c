import { defineConfig } from 'vitest/config';

// Unit tests of the web app's own logic (theme colours, style coverage); the screens are tested
// in the browser suite (e2e/, Playwright).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
