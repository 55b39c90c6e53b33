/**
 * `npm run lighthouse`: a documented Lighthouse run of the landing page
 * (docs/decisions/0017-landing-speed.md).
 *
 * 1. Builds the web app when client/dist is missing (or with `--build`).
 * 2. Starts the product (`node server/src/main.ts`, NODE_ENV=production) on a fresh embedded
 *    database in .data/lighthouse/db-<port>, on a free port (LIGHTHOUSE_PORT to pick one).
 * 3. Runs Lighthouse 13 (on the project's Node 24, decision 0022) in Chromium (CHROME_PATH, default
 *    /usr/bin/chromium; `--headless=new --no-sandbox`) with its default mobile settings
 *    (Moto G Power viewport, simulated slow 4G, 4x CPU slowdown), performance category only.
 * 4. Prints the performance score, FCP, LCP, CLS, TBT, Speed Index, the JS transferred for `/`
 *    (as the browser got it, brotli), and the landing JS in gzip bytes: every script request in
 *    the report, fetched again with `Accept-Encoding: gzip` (the precompressed .gz the server
 *    sends), summed. Lighthouse does not interact with the page, so these are the scripts loaded
 *    before any interaction.
 * 5. Writes the whole report to .data/lighthouse/report-<time>.json (untracked).
 *
 * LIGHTHOUSE_URL=http://host:port measures a server that is already running instead (steps 1
 * and 2 skipped), e.g. another build of the web app.
 *
 * Exits 1 when the landing JS is over 160 KiB gzip (docs/decisions/0043) or CLS is over 0.05 (docs/decisions/0017);
 * the performance score is printed but not enforced here, because its CPU-bound parts (TBT,
 * and LCP through it) are inflated on a busy 2-core machine.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, '.data/lighthouse');
/** docs/decisions/0017: JS the landing page loads before any interaction, gzip. */
export const JS_BUDGET_BYTES = 160 * 1024;
/** docs/decisions/0017: cumulative layout shift of the landing page. */
export const CLS_BUDGET = 0.05;

/** A port nothing listens on (LIGHTHOUSE_PORT if set). */
async function freePort(): Promise<number> {
  if (process.env.LIGHTHOUSE_PORT) return Number(process.env.LIGHTHOUSE_PORT);
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves once GET /api/health answers 200 (the server migrated, seeded and listens). */
async function waitForHealth(base: string, server: ChildProcess | null, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer ${base}/api/health within ${timeoutMs / 1000} s`);
}

/** gzip bytes of one asset as the server sends it to a client that accepts only gzip. */
async function gzipBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const body = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  const length = Number(response.headers.get('content-length'));
  // fetch decodes the body; the header says what went over the wire.
  if (encoding === 'gzip' && length > 0) return length;
  if (encoding === 'gzip') throw new Error(`${url}: gzip without content-length`);
  // Under 1 KB nothing is precompressed: the bytes go as they are.
  return body.byteLength;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  finished?: boolean;
}

function ms(value: number | undefined): string {
  return value === undefined ? 'n/a' : `${(value / 1000).toFixed(2)} s`;
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

async function main(): Promise<void> {
  const external = process.env.LIGHTHOUSE_URL?.replace(/\/+$/, '');
  const forceBuild = process.argv.includes('--build');
  if (!external && (forceBuild || !existsSync(path.join(ROOT, 'client/dist/index.html')))) {
    console.log('Building the web app (npm run build)...');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }

  await mkdir(OUT_DIR, { recursive: true });
  let base: string;
  let server: ChildProcess | null = null;
  if (external) {
    base = external;
  } else {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const dataDir = path.join(OUT_DIR, `db-${port}`);
    await rm(dataDir, { recursive: true, force: true });
    console.log(`Starting the product on ${base} (fresh data in ${path.relative(ROOT, dataDir)})...`);
    server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED: 'auto' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForHealth(base, server);
    // One warm-up request so the first navigation does not pay for the server's cold caches.
    await fetch(`${base}/`).then((response) => response.arrayBuffer());

    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    console.log(`Running Lighthouse (mobile, performance) on ${base}/ ...`);
    const result = await lighthouse(`${base}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;

    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const reportFile = path.join(OUT_DIR, `report-${stamp}.json`);
    await writeFile(reportFile, typeof result.report === 'string' ? result.report : JSON.stringify(lhr, null, 2));

    const audit = (id: string) => lhr.audits[id];
    const requests = ((audit('network-requests')?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []).filter(
      (request) => request.url.startsWith(base),
    );
    const scripts = requests.filter((request) => request.resourceType === 'Script');
    const scriptTransfer = scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    const gzipSizes = await Promise.all(scripts.map(async (request) => ({ url: request.url, bytes: await gzipBytes(request.url) })));
    const jsGzip = gzipSizes.reduce((sum, item) => sum + item.bytes, 0);
    const totalTransfer = requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    const cls = audit('cumulative-layout-shift')?.numericValue ?? Number.NaN;
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);

    console.log('');
    console.log(`Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod} throttling`);
    console.log(`  performance score          ${score}`);
    console.log(`  First Contentful Paint     ${ms(audit('first-contentful-paint')?.numericValue)}`);
    console.log(`  Largest Contentful Paint   ${ms(audit('largest-contentful-paint')?.numericValue)}`);
    console.log(`  Cumulative Layout Shift    ${cls.toFixed(3)}`);
    console.log(`  Total Blocking Time        ${Math.round(audit('total-blocking-time')?.numericValue ?? 0)} ms`);
    console.log(`  Speed Index                ${ms(audit('speed-index')?.numericValue)}`);
    console.log(`  requests for /             ${requests.length}, ${kib(totalTransfer)} transferred`);
    console.log(`  JS transferred (as sent)   ${kib(scriptTransfer)} in ${scripts.length} script(s)`);
    console.log(`  landing JS, gzip           ${kib(jsGzip)} (budget ${kib(JS_BUDGET_BYTES)})`);
    for (const item of gzipSizes) console.log(`    ${kib(item.bytes).padStart(10)}  ${item.url.slice(base.length)}`);
    console.log(`  report                     ${path.relative(ROOT, reportFile)}`);

    const failures: string[] = [];
    if (jsGzip > JS_BUDGET_BYTES) failures.push(`landing JS ${kib(jsGzip)} gzip is over ${kib(JS_BUDGET_BYTES)}`);
    if (!(cls <= CLS_BUDGET)) failures.push(`CLS ${cls.toFixed(3)} is over ${CLS_BUDGET}`);
    if (failures.length) {
      console.error(`\nFAILED: ${failures.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await chrome?.kill();
    server?.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
