/**
 * Start-up on a database that may be empty
 * (docs/decisions/0028-graceful-shutdown.md): migrations, the demo seed (SEED=auto) and the zip
 * coordinate backfill run under one migration lock, so several instances starting together on
 * PostgreSQL run them exactly once: the first applies and seeds, the others wait, then find
 * everything done. The embedded PGlite belongs to one process and needs no lock.
 */
import { database } from '../db.js';
import { applyMigrations } from '../db/migrate.js';
import { seedIfEmpty } from '../db/seed.js';
import { env } from '../env.js';
import { logger } from '../logger.js';
import { placeUnplacedRows } from '../modules/matching/backfill.js';

/** What this instance did at start-up (empty lists / false when another instance had done it). */
export interface PreparedDatabase {
  /** Migrations applied by this instance, oldest first. */
  applied: string[];
  /** True when this instance seeded the demo data. */
  seeded: boolean;
  /** Rows given their zip code's centroid by this instance (docs/decisions/0027). */
  placed: { bookings: number; profiles: number };
}

/**
 * Migrates, seeds an empty database (SEED=auto) and fills in zip coordinates, under the migration
 * lock; logs each thing it did.
 * @throws Error when a migration fails or an applied one changed (see migrate.ts), or the seed fails
 */
export async function prepareDatabase(): Promise<PreparedDatabase> {
  const started = Date.now();
  return database.raw.withMigrationLock(async () => {
    if (database.raw.kind === 'postgres') logger.info({ waitedMs: Date.now() - started }, 'start-up lock taken');
    const applied = await applyMigrations(database.raw);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    const seeded = env.SEED === 'auto' ? await seedIfEmpty(database.prisma) : false;
    if (seeded) logger.info('demo data seeded');
    // Rows written before zip coordinates existed get their zip code's centroid (docs/decisions/0027).
    const placed = await placeUnplacedRows();
    if (placed.bookings || placed.profiles) logger.info(placed, 'zip coordinates filled in');
    return { applied, seeded, placed };
  });
}
