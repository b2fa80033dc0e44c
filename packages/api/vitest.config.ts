import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database. A file spends most of its time waiting on PostgreSQL and on
    // its own server's answers, so four at a time keep a 2-core machine busy (two left it half idle:
    // the suite took about twice as long).
    maxWorkers: 4,
    // Files share their worker's module graph instead of importing the whole API again each
    // (that import was half of the suite's time). Every file builds its own app, database and
    // dependencies, and the few that fake timers or spy restore them, so no state crosses files.
    isolate: false,
  },
});
