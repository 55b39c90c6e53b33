#!/usr/bin/env node
/**
 * `npm test`: every check and test of the project, in phases that keep both cores busy
 * (docs/decisions/0038-fast-ci.md):
 *
 *   1. static, in parallel: typecheck (server), typecheck (client), lint, import cycles
 *      (dependency-cruiser), and the web app's production build (which the end-to-end tests serve);
 *   2. Vitest on the embedded PGlite: the unit project and the integration project, or, with
 *      TEST_DATABASE_URL (a PostgreSQL server's admin URL, as .ci/run sets it), the unit project
 *      and the embedded project (what is specific to PGlite);
 *   3. with TEST_DATABASE_URL: the integration project on that server;
 *   4. Playwright in Chromium against the built app and, with ROLLING_DATABASE_URL (a PostgreSQL
 *      admin URL; nginx and redis-server on the machine), the rolling-restart proof beside it
 *      (scripts/rolling/rolling.ts, docs/decisions/0029-deployment-shape.md).
 *
 * Each step's wall time goes to a table at the end, and, when TEST_REPORTS names a directory, to
 * TEST_REPORTS/steps.jsonl with the runners' JSON reports beside it (vitest-embedded.json,
 * vitest-postgres.json, playwright.json, rolling.status), which scripts/ci-report.mjs sums up.
 * Stops at the first failing phase; exit code 1 then.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'node_modules/.bin');
const reports = process.env.TEST_REPORTS ? path.resolve(process.env.TEST_REPORTS) : null;
if (reports) fs.mkdirSync(reports, { recursive: true });
const postgresUrl = process.env.TEST_DATABASE_URL;
const rollingUrl = process.env.ROLLING_DATABASE_URL;

/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const steps = [];

/** Runs one command with its output prefixed by the step's name; resolves with its outcome. */
function run(name, command, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const childEnv = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`, ...env };
    for (const [key, value] of Object.entries(childEnv)) if (value === null) delete childEnv[key];
    const child = spawn(command, args, {
      cwd: root,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `[${name}] `;
    const relay = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(prefix + line + '\n');
      });
      stream.on('end', () => rest && out.write(prefix + rest + '\n'));
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('close', (code, signal) => {
      const step = { name, seconds: Math.round((Date.now() - started) / 100) / 10, ok: code === 0 };
      steps.push(step);
      if (reports) fs.appendFileSync(path.join(reports, 'steps.jsonl'), JSON.stringify(step) + '\n');
      if (reports && name.startsWith('rolling')) fs.writeFileSync(path.join(reports, 'rolling.status'), String(code ?? 1));
      console.log(`${prefix}${step.ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${step.seconds} s`);
      resolve(step.ok);
    });
  });
}

/** Runs the steps of one phase at once; true when all passed. */
async function phase(...commands) {
  const results = await Promise.all(commands.map((c) => run(...c)));
  return results.every(Boolean);
}

const report = (file) => (reports ? { VITEST_JSON: path.join(reports, file) } : {});

const phases = [
  () =>
    phase(
      ['typecheck server', 'tsc', ['--noEmit', '-p', '.']],
      ['typecheck client', 'tsc', ['--noEmit', '-p', 'client']],
      ['lint', 'eslint', ['.']],
      ['import cycles', 'depcruise', ['server', 'client/src', 'schema', 'tests', 'scripts', 'prisma', '--config', '.dependency-cruiser.cjs']],
      ['build web app', 'npm', ['run', '--silent', 'build']],
    ),
  // The embedded pass must not see the PostgreSQL server (setup.ts would pick it).
  () =>
    phase(
      postgresUrl
        ? ['vitest unit + embedded (PGlite)', 'vitest', ['run', '--project', 'unit', '--project', 'embedded'], { ...report('vitest-embedded.json'), TEST_DATABASE_URL: null }]
        : ['vitest unit + integration (PGlite)', 'vitest', ['run', '--project', 'unit', '--project', 'integration'], { ...report('vitest-embedded.json'), TEST_DATABASE_URL: null }],
    ),
  ...(postgresUrl
    ? [() => phase(['vitest integration (PostgreSQL)', 'vitest', ['run', '--project', 'integration'], report('vitest-postgres.json')])]
    : []),
  // The rolling-restart proof (ROLLING_DATABASE_URL; nginx and Redis on the machine, as .ci/run
  // installs them) runs beside Playwright: the browser suite leaves about a sixth of both cores idle
  // (page loads, waits for a quiet network), which the proof's minute of load fills.
  () =>
    phase(
      [
        'playwright',
        'playwright',
        ['test'],
        reports ? { PLAYWRIGHT_JSON: path.join(reports, 'playwright.json') } : {},
      ],
      ...(rollingUrl ? [['rolling restart behind nginx', 'tsx', ['scripts/rolling/rolling.ts']]] : []),
    ),
];

const started = Date.now();
let ok = true;
for (const next of phases) {
  ok = await next();
  if (!ok) break;
}
console.log('\nnpm test: wall time per step');
for (const s of steps) console.log(`  ${s.ok ? 'ok  ' : 'FAIL'} ${String(s.seconds).padStart(7)} s  ${s.name}`);
console.log(`  total ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(ok ? 0 : 1);
