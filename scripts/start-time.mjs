/**
 * Times `npm start` to the first page: from spawning it to the first `GET /` answered 200, run
 * after run, then stops what it started (its own process group, SIGTERM) and waits until nothing
 * listens on the port before the next run. Used for the README's "npm start to the first page".
 *
 *   PORT=4391 DATA_DIR=/tmp/start-data node scripts/start-time.mjs [runs=3]
 *
 * Give it a DATA_DIR of its own: the first start there migrates and seeds it (a slower run).
 * Prints one JSON line per run: seconds, whether Vite ran, the 1-minute load average.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';

const port = Number(process.env.PORT ?? 4391);
const runs = Number(process.argv[2] ?? 3);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether anything answers HTTP on the port. */
async function listening() {
  try {
    await fetch(`http://127.0.0.1:${port}/api/health`);
    return true;
  } catch {
    return false;
  }
}

if (await listening()) {
  console.error(`port ${port} is in use: pick another PORT`);
  process.exit(2);
}

for (let run = 1; run <= runs; run++) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), SHUTDOWN_DRAIN_SECONDS: '0', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exited = false;
  child.on('exit', () => (exited = true));
  let seconds = null;
  while (!exited && performance.now() - started < 180_000) {
    const res = await fetch(`http://127.0.0.1:${port}/`).catch(() => null);
    if (res?.status === 200) {
      await res.text();
      seconds = Math.round((performance.now() - started) / 100) / 10;
      break;
    }
    await sleep(100);
  }
  console.log(JSON.stringify({ run, seconds, viteRan: /built in \d/.test(output), load: Number(os.loadavg()[0].toFixed(2)) }));
  if (seconds === null) console.log(output.slice(-3000));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  while (!exited) await sleep(100);
  // npm exits before the server has drained: wait for the port to close.
  while (await listening()) await sleep(200);
}
