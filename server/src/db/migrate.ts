/**
 * Applies the committed SQL migrations in prisma/migrations to the database, in name order,
 * each in its own transaction, recording them in Prisma's own `_prisma_migrations` table so that
 * `prisma migrate deploy` (where Prisma's engines are available) sees the same history.
 * A migration already applied with a different checksum stops the boot: edit history never.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RawDatabase } from './database.js';

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../prisma/migrations',
);

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

/** The committed migrations, oldest first. */
export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(dir, e.name, 'migration.sql')))
    .map((e) => e.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: crypto.createHash('sha256').update(sql).digest('hex') };
    });
}

const CREATE_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
);`;

/**
 * Brings the database up to date, holding the migration lock ({@link RawDatabase.withMigrationLock})
 * so several instances starting together apply each migration once.
 * @returns the names of the migrations applied by this call (empty when already current).
 * @throws Error when an applied migration's file changed since, or a migration fails
 *   (that migration is rolled back; earlier ones stay).
 */
export async function migrate(raw: RawDatabase, dir = MIGRATIONS_DIR): Promise<string[]> {
  return raw.withMigrationLock(() => applyMigrations(raw, dir));
}

/**
 * {@link migrate} for a caller that already holds the migration lock (the start-up sequence of
 * lifecycle/startup.ts, which also seeds under it). Same result and errors as {@link migrate}.
 */
export async function applyMigrations(raw: RawDatabase, dir = MIGRATIONS_DIR): Promise<string[]> {
  await raw.execScript(CREATE_TABLE);
  const applied = await raw.query<{ migration_name: string; checksum: string }>(
    'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL',
  );
  const byName = new Map(applied.map((r) => [r.migration_name, r.checksum]));
  const done: string[] = [];
  for (const m of listMigrations(dir)) {
    const previous = byName.get(m.name);
    if (previous) {
      if (previous !== m.checksum) {
        throw new Error(`Migration ${m.name} was changed after it was applied (checksum mismatch)`);
      }
      continue;
    }
    const record = `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
      VALUES ('${crypto.randomUUID()}', '${m.checksum}', '${m.name.replace(/'/g, "''")}', now(), now(), 1);`;
    await raw.execScript(`${m.sql}\n;\n${record}`);
    done.push(m.name);
  }
  // Types the migrations created are known to the embedded driver from now on (RawDatabase.refreshTypes).
  if (done.length) await raw.refreshTypes?.();
  return done;
}
