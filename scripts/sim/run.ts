/**
 * The matching simulation's run (scripts/sim-matching.ts sets the environment, then imports this):
 * migrates the database, writes or finds the population, generates the demand, runs both arms on
 * it one after the other (clearing the first arm's bookings before the second) and reports.
 */
import fs from 'node:fs';
import { database, db } from '../../server/src/db.js';
import { migrate } from '../../server/src/db/migrate.js';
import { stopJobs } from '../../server/src/jobs/queue.js';
import { seedDemoData } from '../../prisma/seed/demo.js';
import { clearArm, runArm, type ArmName } from './arms.js';
import type { InstantArmOptions } from './instant-arm.js';
import { generateDemand } from './demand.js';
import { markdownReport, summarize, textReport, type ArmMetrics } from './metrics.js';
import { countLocatedCleaners, createSmallDataset, loadPopulation, seedFavorites, SIM_EMAIL_DOMAIN } from './population.js';
import { Rng } from './random.js';
import { waveSettings } from '../../server/src/modules/matching/cascade.service.js';

/** The waves' configuration the instant + waves arm runs with (env.ts defaults unless MATCHING_* are set). */
function waveText(): string {
  const w = waveSettings();
  return `k ${w.waveSize}, head start ${w.headStartSeconds} s, deadlines lead time / 24 up to ${w.maxAnswerSeconds} s`;
}

export interface SimOptions {
  bookings: number;
  days: number;
  cleaners: number;
  customers: number;
  seed: number;
  arms: ArmName[];
  /** The instant + waves arm's share of instant cleaners and their cancellation rate. */
  instant: InstantArmOptions;
  /** Also write the markdown report to this file. */
  out?: string;
  /** Where the data lives, for the report. */
  where: string;
}

/** Email domain of the scale dataset's accounts (scripts/seed-scale.ts SCALE_DOMAIN; that script runs its seeding on import, so it is not imported here). */
const SCALE_DOMAIN = 'scale.example';
/** A count of located cleaners at or above which the database is taken to hold the scale dataset. */
const SCALE_CLEANERS = 1000;

/** The first Monday 00:00 Pacific (08:00 UTC) at least 21 days after `now`: the simulated clock starts there, after every real deadline. */
export function simulationEpoch(now: Date): Date {
  const t = new Date(now.getTime() + 21 * 86_400_000);
  t.setUTCHours(8, 0, 0, 0);
  while (t.getUTCDay() !== 1) t.setUTCDate(t.getUTCDate() + 1);
  return t;
}

const log = (message: string) => process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${message}\n`);

/** Runs the simulation and prints the report; resolves to the exit code. */
export async function runSimulation(opts: SimOptions): Promise<number> {
  const wallStart = Date.now();
  const epoch = simulationEpoch(new Date());
  log(`database: ${opts.where}; migrating`);
  await migrate(database.raw);
  if ((await db.service.count()) === 0) {
    log('seeding the demo data (services, demo accounts)');
    await seedDemoData(db);
  }
  const rng = new Rng(opts.seed);
  const scale = (await countLocatedCleaners()) >= SCALE_CLEANERS;
  if (!scale && (await db.user.count({ where: { email: { endsWith: `@${SIM_EMAIL_DOMAIN}` } } })) === 0) {
    log(`writing the small dataset: ${opts.cleaners} cleaners, ${opts.customers} customers over 30 Bay Area zip codes`);
    await createSmallDataset(rng, { cleaners: opts.cleaners, customers: opts.customers, epoch });
  }
  const favorites = await seedFavorites(opts.seed, 0.6);
  if (favorites) log(`seeded ${favorites} favourites (customers with a completed job, about 60 %)`);
  const pop = await loadPopulation(scale ? SCALE_DOMAIN : SIM_EMAIL_DOMAIN);
  if (pop.customers.length === 0 || pop.cleaners.length === 0) throw new Error('no customers or cleaners with a known zip code to simulate');
  const demand = generateDemand(rng, pop, { count: opts.bookings, days: opts.days, epoch });
  log(`population: ${pop.cleaners.length} cleaners, ${pop.customers.length} customers (${pop.customers.filter((c) => c.favorites.size).length} with favourites); ${demand.length} bookings over ${opts.days} days from ${epoch.toISOString()}`);

  await clearArm();
  const results: ArmMetrics[] = [];
  for (const arm of opts.arms) {
    const started = Date.now();
    log(`arm "${arm}": running`);
    const { outcomes, calls } = await runArm(
      arm,
      opts.seed,
      pop,
      demand,
      (created, simNow) => log(`arm "${arm}": ${created}/${demand.length} bookings made, simulated ${new Date(simNow).toISOString().slice(0, 16)}`),
      opts.instant,
    );
    const metrics = summarize(arm, outcomes, pop.cleaners.map((c) => c.id), (Date.now() - started) / 1000);
    results.push(metrics);
    log(`arm "${arm}": done in ${metrics.wallSeconds.toFixed(0)} s; calls ${JSON.stringify(calls)}`);
    await clearArm();
  }

  const header = [
    `Matching simulation, ${new Date().toISOString().slice(0, 10)}: seed ${opts.seed}, ${demand.length} bookings made over ${opts.days} simulated days,`,
    `${pop.cleaners.length} cleaners, ${pop.customers.length} customers (${scale ? 'scale dataset' : 'small Bay Area dataset'}), ${opts.where}; wall time ${((Date.now() - wallStart) / 1000).toFixed(0)} s.`,
    ...(opts.arms.includes('instant + waves')
      ? [`Instant + waves: instant share ${(100 * opts.instant.share).toFixed(0)} %, instant cancel rate ${(100 * opts.instant.cancelRate).toFixed(1)} %; waves ${waveText()}.`]
      : []),
  ].join('\n');
  process.stdout.write(`\n${header}\n\n${textReport(results)}\n`);
  if (opts.out) {
    fs.writeFileSync(opts.out, `${header}\n\n${markdownReport(results)}\n`);
    log(`markdown report written to ${opts.out}`);
  }
  await stopJobs();
  await database.close();
  return 0;
}
