import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    // Files share their worker's module graph instead of importing the whole API again each
    // (that import was half of the suite's time). Every file builds its own app, database and
    // dependencies, and the few that fake timers or spy restore them, so no state crosses files.
    isolate: false,
  },
});
