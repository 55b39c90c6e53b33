import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// One copy of graphql: Vite would otherwise load its ESM build for our code while Yoga and
// Pothos load the CommonJS one, giving two GraphQLError classes ("another module or realm").
const resolve = { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] };

// Two projects (docs/decisions/0037-fast-ci.md):
// - `unit`: tests beside the code (server/src, client/src, schema/, prisma/) that need no database;
//   they run once per CI run.
// - `integration`: tests/integration, against a real PostgreSQL engine: each file gets a clone of
//   one template database migrated and seeded per run (global-setup.ts): an in-memory PGlite by
//   default, or a database on the server named by TEST_DATABASE_URL. CI runs this project on both.
// `vitest run` runs both; `vitest run --project integration` only the second.
export default defineConfig({
  resolve,
  test: {
    // CI also writes a JSON report that .ci/run sums into one "N passed, N failed" line.
    reporters: process.env.VITEST_JSON ? ['default', 'json'] : ['default'],
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['server/src/**/*.test.ts', 'client/src/**/*.test.ts', 'prisma/**/*.test.ts', 'schema/**/*.test.ts'],
          setupFiles: ['tests/unit-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/unit-setup.ts', 'tests/integration/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
