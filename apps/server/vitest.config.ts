import { defineConfig } from 'vitest/config';

// API tests run against a real database: embedded PGlite by default, or the PostgreSQL server at
// TEST_DATABASE_URL when TEST_DB=postgres (scripts/test.mjs runs both).
export default defineConfig({
  test: {
    name: process.env.TEST_DB === 'postgres' ? 'server-postgres' : 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
