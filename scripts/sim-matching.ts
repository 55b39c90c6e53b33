/**
 * Does matching work? A discrete-event simulation of the open board against the request cascade
 * (docs/decisions/0027).
 *
 *   npm run sim:matching                       # small Bay Area dataset, 1,000 bookings over 14 days
 *   npm run sim:matching -- --bookings 5000 --days 28 --cleaners 600 --customers 2000
 *   npm run sim:matching -- --database-url postgresql://…/scale   # a database holding the scale dataset
 *
 * It drives the real code with a simulated clock: bookings are rows like createBooking writes;
 * the open board's accepts and the asked cleaner's accepts run the SQL function accept_jobs with
 * the simulated now; the cascade runs matching/cascade.service.ts (startMatching, declineOffer,
 * expireOffer at each offer's deadline, openToBoard at start − 3 h, cancelUnfilled at start − 1 h),
 * which ranks with matching/matching.service.ts. Who is told about an open job is
 * matching/eligibility.ts cleanersSuitedTo. Both arms see the same demand and the same cleaner behaviour
 * (scripts/sim/behaviour.ts) for a seed. See README "Matching simulation".
 *
 * By default the data lives in a fresh embedded database (PGlite) under a temporary DATA_DIR,
 * removed afterwards, so the demo data is never touched. Options:
 *   --bookings N      bookings made (1000)          --days N        days over which they are made (14)
 *   --cleaners N      cleaners of the small dataset (300)             --customers N  its customers (800)
 *   --seed N          random seed (16)              --arms a,b,c    open,cascade,instant (all three)
 *   --instant-share X share of cleaners with instant booking on, 0..1 (0.25; instant + waves arm)
 *   --instant-cancel-rate X  probability an instant cleaner cancels an instant job (0.02)
 *   --scale           write the scale dataset (scripts/seed-scale.ts --if-missing) into the database
 *                     first, then simulate on it (its customers, cleaners and favourites)
 *   --database-url U  run on this PostgreSQL database instead (its scale dataset if it holds one);
 *                     the simulation deletes the bookings it wrote (notes 'sim:…') when done
 *   --data-dir D      embedded database directory to use and keep (reused on the next run)
 *   --out FILE        also write the markdown report there
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { INSTANT_DEFAULTS } from './sim/behaviour.js';

const { values } = parseArgs({
  options: {
    bookings: { type: 'string', default: '1000' },
    days: { type: 'string', default: '14' },
    cleaners: { type: 'string', default: '300' },
    customers: { type: 'string', default: '800' },
    seed: { type: 'string', default: '16' },
    arms: { type: 'string', default: 'open,cascade,instant' },
    'instant-share': { type: 'string', default: String(INSTANT_DEFAULTS.share) },
    'instant-cancel-rate': { type: 'string', default: String(INSTANT_DEFAULTS.cancelRate) },
    scale: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    out: { type: 'string' },
  },
});

const positive = (name: string, raw: string | undefined): number => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) {
    console.error(`--${name} must be a positive whole number`);
    process.exit(2);
  }
  return n;
};
const ARM_NAMES = { open: 'open board', cascade: 'cascade', instant: 'instant + waves' } as const;
const arms = (values.arms ?? '').split(',').map((a) => a.trim());
if (arms.length === 0 || arms.some((a) => !(a in ARM_NAMES))) {
  console.error('--arms takes a list of open, cascade, instant (all three by default)');
  process.exit(2);
}
const share = (name: string, raw: string | undefined): number => {
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0 || n > 1) {
    console.error(`--${name} must be a number from 0 to 1`);
    process.exit(2);
  }
  return n;
};
const instant = { share: share('instant-share', values['instant-share']), cancelRate: share('instant-cancel-rate', values['instant-cancel-rate']) };

const sizes = {
  bookings: positive('bookings', values.bookings),
  days: positive('days', values.days),
  cleaners: positive('cleaners', values.cleaners),
  customers: positive('customers', values.customers),
  seed: positive('seed', values.seed),
};

const tempDir = values['database-url'] || values['data-dir'] ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'sim-matching-'));
const dataDir = values['data-dir'] ? (values['data-dir'] === 'memory://' ? 'memory://' : path.resolve(values['data-dir'])) : tempDir;
if (values['database-url']) process.env.DATABASE_URL = values['database-url'];
else {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = dataDir!;
}
process.env.LOG_LEVEL ??= 'warn';
process.env.SEED = 'never';
const removeTemp = () => {
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
};
if (values.scale) {
  // The scale seed is its own process on the same database (an embedded one has one process at a time).
  process.stderr.write('writing the scale dataset: npm run seed:scale -- --if-missing (minutes; longer on the embedded database)\n');
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'seed-scale.ts'), '--if-missing'], { stdio: 'inherit', env: process.env });
  if (seeded.status !== 0) {
    removeTemp();
    process.exit(seeded.status ?? 1);
  }
}
process.on('SIGINT', () => {
  removeTemp();
  process.exit(130);
});

try {
  const { runSimulation } = await import('./sim/run.js');
  const code = await runSimulation({
    ...sizes,
    arms: arms.map((a) => ARM_NAMES[a as keyof typeof ARM_NAMES]),
    instant,
    out: values.out,
    where: values['database-url'] ? 'PostgreSQL (--database-url)' : tempDir ? 'fresh embedded PGlite in a temporary DATA_DIR' : `embedded PGlite in ${dataDir}`,
  });
  removeTemp();
  process.exit(code);
} catch (error) {
  console.error(error);
  removeTemp();
  process.exit(1);
}
