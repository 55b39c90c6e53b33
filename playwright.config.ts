import { defineConfig } from '@playwright/test';

// End-to-end tests in real Chromium (Debian's /usr/bin/chromium; Playwright's own browser
// download is not reachable here) against the built app on a fresh embedded database.
// Tests create the customers and bookings they change (tests/e2e/fixtures.ts), so they run in
// parallel: two workers, tests of one file spread across them.
const PORT = Number(process.env.E2E_PORT ?? 4100);
// One data directory per port, so runs on different ports never share (or delete) a database.
const DATA_DIR = `.data/e2e-${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Per port as well: Playwright empties its output folder when a run starts.
  outputDir: `test-results/e2e-${PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // A failing test runs once more, recording a trace (DOM snapshots, network, console, screenshots)
  // for the report; a test that fails and then passes still fails the run (failOnFlakyTests), so
  // the retry never hides a flaky test. Passing tests record nothing: tracing every action of
  // every passing test cost about 70 CPU-seconds a run (docs/decisions/0038-fast-ci.md).
  retries: 1,
  failOnFlakyTests: true,
  reporter: process.env.PLAYWRIGHT_JSON
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON }]]
    : process.env.CI
      ? [['list']]
      : [['list'], ['html', { open: 'never', outputFolder: `playwright-report/e2e-${PORT}` }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The web app honours prefers-reduced-motion (client/src/lib/theme.ts: transitions and
    // animations of 0.01 ms), so pages settle at once instead of after each fade and slide, and the
    // browser paints no animation frames. landing-speed.spec.ts measures layout shift as visitors
    // with the default setting see it (docs/decisions/0038-fast-ci.md).
    contextOptions: { reducedMotion: 'reduce' },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // PAYOUT_HOLD_HOURS=0: a completed job's payout is released at once (tests/e2e/money.spec.ts).
    // REGISTER_LIMIT_PER_HOUR: every test registers its own users from 127.0.0.1 (the fixtures).
    command: `rm -rf ${DATA_DIR} && DATA_DIR=${DATA_DIR} PORT=${PORT} NODE_ENV=production LOG_LEVEL=warn PAYOUT_HOLD_HOURS=0 REGISTER_LIMIT_PER_HOUR=1000 node --import tsx server/src/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
