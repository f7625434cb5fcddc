import { defineConfig } from 'vitest/config';

// API tests run against a real database: embedded PGlite by default, or the PostgreSQL server at
// TEST_DATABASE_URL when TEST_DB=postgres (scripts/test.mjs runs both).
export default defineConfig({
  test: {
    name: process.env.TEST_DB === 'postgres' ? 'server-postgres' : 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // A worker runs its files in one process, so the app's modules and the PGlite template are
    // loaded once per worker, not once per file (test/helper.ts resets the database per file).
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
