import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Integration tests run against a real PostgreSQL engine: an in-memory PGlite per test file by
// default, or a fresh database per file on the server named by TEST_DATABASE_URL.
export default defineConfig({
  // One copy of graphql: Vite would otherwise load its ESM build for our code while Yoga and
  // Pothos load the CommonJS one, giving two GraphQLError classes ("another module or realm").
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
  test: {
    // CI also writes a JSON report that .ci/run sums into one "N passed, N failed" line.
    reporters: process.env.VITEST_JSON ? ['default', 'json'] : ['default'],
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
    include: ['server/src/**/*.test.ts', 'client/src/**/*.test.ts', 'tests/integration/**/*.test.ts', 'prisma/**/*.test.ts', 'schema/**/*.test.ts'],
    setupFiles: ['tests/integration/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
  },
});
