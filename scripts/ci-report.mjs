#!/usr/bin/env node
/**
 * The end of a CI run (.ci/run): reads the reports directory that `npm test` and .ci/run wrote
 * (steps.jsonl, vitest-embedded.json, vitest-postgres.json, playwright.json, rolling.status) and
 * prints
 *   - every step's wall time, in the order they ran;
 *   - the 20 slowest test files (Vitest, both databases) and the 20 slowest Playwright tests, so
 *     the next slowdown is seen the day it lands;
 *   - one closing line `N passed, N failed, N skipped` over every runner (the rolling restart
 *     counts as one test).
 * Exits 1 when a test failed, a report is missing, or nothing passed.
 *
 *   node scripts/ci-report.mjs REPORTS_DIR [TOTAL_SECONDS]
 */
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const total = process.argv[3];
if (!dir) throw new Error('usage: ci-report.mjs REPORTS_DIR [TOTAL_SECONDS]');
const read = (file) => {
  const p = path.join(dir, file);
  return fs.existsSync(p) ? fs.readFileSync(p, 'utf8') : null;
};
const rel = (file) => path.relative(process.cwd(), file);

let passed = 0;
let failed = 0;
let skipped = 0;
const problems = [];

console.log('\n==> CI wall time per step');
const steps = (read('steps.jsonl') ?? '').split('\n').filter(Boolean).map((l) => JSON.parse(l));
for (const s of steps) console.log(`  ${s.ok ? 'ok  ' : 'FAIL'} ${String(s.seconds.toFixed(1)).padStart(7)} s  ${s.name}`);
if (total) console.log(`  ${'total'.padEnd(4)} ${String(total).padStart(7)} s  (.ci/run, start to end)`);

const files = [];
for (const [file, label] of [
  ['vitest-embedded.json', 'PGlite'],
  ['vitest-postgres.json', 'PostgreSQL'],
]) {
  const text = read(file);
  if (!text) {
    problems.push(`no ${file}`);
    continue;
  }
  const r = JSON.parse(text);
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
  for (const t of r.testResults) files.push({ name: `${rel(t.name)} (${label})`, ms: t.endTime - t.startTime });
}
console.log('\n==> 20 slowest test files (Vitest, wall time of the file in its worker)');
for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, 20)) console.log(`  ${(f.ms / 1000).toFixed(1).padStart(6)} s  ${f.name}`);

const pw = read('playwright.json');
if (!pw) problems.push('no playwright.json');
else {
  const p = JSON.parse(pw);
  passed += p.stats.expected;
  failed += p.stats.unexpected + p.stats.flaky;
  skipped += p.stats.skipped;
  const tests = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum, res) => sum + (res.duration ?? 0), 0);
        tests.push({ name: `${spec.file ?? file}: ${spec.title}`, ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const s of p.suites) walk(s, s.file);
  console.log('\n==> 20 slowest Playwright tests');
  for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, 20)) console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name}`);
}

const rolling = read('rolling.status');
if (rolling === null) problems.push('no rolling.status');
else if (rolling.trim() === '0') passed += 1;
else failed += 1;

console.log('');
for (const p of problems) console.log(`missing report: ${p}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed === 0 || failed > 0 || problems.length > 0) process.exit(1);
