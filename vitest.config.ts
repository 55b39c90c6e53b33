import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// One copy of graphql: Vite would otherwise load its ESM build for our code while Yoga and
// Pothos load the CommonJS one, giving two GraphQLError classes ("another module or realm").
const resolve = { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] };

// Three projects (docs/decisions/0038-fast-ci.md):
// - `unit`: tests beside the code (server/src, client/src, schema/, prisma/, scripts/) that need no database.
// - `integration`: tests/integration, against a real PostgreSQL engine: each file gets a clone of
//   one template database migrated and seeded per run (global-setup.ts): an in-memory PGlite by
//   default, or a database on the server named by TEST_DATABASE_URL.
// - `embedded`: the integration files about the embedded database itself (EMBEDDED_FILES), for
//   the run that sends `integration` to PostgreSQL.
// `npm test` (scripts/test.mjs) runs unit + integration on PGlite, or, with TEST_DATABASE_URL as
// in CI, unit + embedded on PGlite and integration on PostgreSQL: every test at least once, and
// every integration test on a real PostgreSQL server.
/**
 * What is specific to the embedded database (PGlite through pglite-prisma-adapter): the migrations
 * and the constraints they add (schema, migration-runner), pg-boss on it (job-queue), a start, SIGTERM and kill -9 of
 * the real process on its data directory (smoke, shutdown), the overlap constraint and forced
 * interleavings on its single connection (accept-burst, money-races, plans-races), unique keys
 * under concurrent requests (idempotency).
 */
const EMBEDDED_FILES = ['schema', 'migration-runner', 'job-queue', 'smoke', 'shutdown', 'accept-burst', 'money-races', 'plans-races', 'idempotency'].map(
  (name) => `tests/integration/${name}.test.ts`,
);

/**
 * Integration files that never use their file's database: they open in-memory PGlite clusters of
 * their own (the Prisma diff against the migrations, the migration runner). With TEST_DATABASE_URL
 * the integration project leaves them out (they would repeat the same PGlite work); the embedded
 * project runs them.
 */
const OWN_PGLITE_FILES = ['schema', 'migration-runner'].map((name) => `tests/integration/${name}.test.ts`);

const databaseTests = {
  globalSetup: ['tests/integration/global-setup.ts'],
  setupFiles: ['tests/unit-setup.ts', 'tests/integration/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

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
          include: ['server/src/**/*.test.ts', 'client/src/**/*.test.ts', 'prisma/**/*.test.ts', 'schema/**/*.test.ts', 'scripts/**/*.test.mjs'],
          setupFiles: ['tests/unit-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: process.env.TEST_DATABASE_URL ? OWN_PGLITE_FILES : [],
          ...databaseTests,
        },
      },
      { resolve, test: { name: 'embedded', include: EMBEDDED_FILES, ...databaseTests } },
    ],
  },
});
