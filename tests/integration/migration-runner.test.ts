/**
 * The migration runner (server/src/db/migrate.ts) keeps a Prisma-compatible history and refuses
 * edited migrations: each case on fresh in-memory PGlite clusters of its own (split from
 * schema.test.ts so the two run in parallel).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate, MIGRATIONS_DIR } from '../../server/src/db/migrate.js';
import { openDatabase, type Database } from '../../server/src/db/database.js';

// --- (c) the migration runner -----------------------------------------------------------------

// Each test applies every migration to a fresh in-memory PGlite, once or twice (20-30 s on a loaded
// 2-core machine): more room than the suite's 30 s default.
describe('migration runner', { timeout: 120_000 }, () => {
  const opened: Database[] = [];
  const tmpDirs: string[] = [];

  /** A fresh in-memory database with its raw handle (no migrations applied). */
  function freshDatabase(): Database {
    const d = openDatabase({ dataDir: 'memory://' });
    opened.push(d);
    return d;
  }

  /** A copy of the committed migrations that the test may edit. */
  function copyOfMigrations(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    tmpDirs.push(dir);
    fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    return dir;
  }

  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('records Prisma-compatible rows in _prisma_migrations and is idempotent', async () => {
    const { raw } = freshDatabase();
    const migrations = listMigrations();
    expect(migrations.length).toBeGreaterThan(0);

    const applied = await migrate(raw);
    expect(applied).toEqual(migrations.map((m) => m.name));

    const rows = await raw.query<Record<string, any>>(
      'SELECT * FROM "_prisma_migrations" ORDER BY migration_name',
    );
    expect(rows.map((r) => r.migration_name)).toEqual(migrations.map((m) => m.name));
    for (const [i, row] of rows.entries()) {
      const file = fs.readFileSync(path.join(MIGRATIONS_DIR, row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(crypto.createHash('sha256').update(file).digest('hex'));
      expect(row.checksum).toBe(migrations[i]!.checksum);
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.started_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }

    // Prisma's own table layout, so `prisma migrate deploy` reads the same history.
    const columns = await raw.query<{ column_name: string; data_type: string; is_nullable: string; character_maximum_length: number | null }>(
      `SELECT column_name, data_type, is_nullable, character_maximum_length FROM information_schema.columns
       WHERE table_name = '_prisma_migrations' ORDER BY column_name`,
    );
    expect(columns).toEqual([
      { column_name: 'applied_steps_count', data_type: 'integer', is_nullable: 'NO', character_maximum_length: null },
      { column_name: 'checksum', data_type: 'character varying', is_nullable: 'NO', character_maximum_length: 64 },
      { column_name: 'finished_at', data_type: 'timestamp with time zone', is_nullable: 'YES', character_maximum_length: null },
      { column_name: 'id', data_type: 'character varying', is_nullable: 'NO', character_maximum_length: 36 },
      { column_name: 'logs', data_type: 'text', is_nullable: 'YES', character_maximum_length: null },
      { column_name: 'migration_name', data_type: 'character varying', is_nullable: 'NO', character_maximum_length: 255 },
      { column_name: 'rolled_back_at', data_type: 'timestamp with time zone', is_nullable: 'YES', character_maximum_length: null },
      { column_name: 'started_at', data_type: 'timestamp with time zone', is_nullable: 'NO', character_maximum_length: null },
    ]);

    expect(await migrate(raw)).toEqual([]);
    expect(await raw.query('SELECT 1 FROM "_prisma_migrations"')).toHaveLength(migrations.length);
  });

  it("lets the same process send array parameters of the types its migrations just made (the first start's case)", async () => {
    const { raw, prisma } = freshDatabase();
    await migrate(raw);
    // PGlite learned the array types when it opened, before "BookingStatus" existed; the runner refreshes them.
    const viaRaw = await raw.query<{ n: number }>('SELECT cardinality($1::"BookingStatus"[])::int AS n', [['cancelled', 'rejected']]);
    expect(viaRaw).toEqual([{ n: 2 }]);
    const viaPrisma = await prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "Booking" b WHERE b."status" <> ALL(${['cancelled', 'rejected']}::"BookingStatus"[])`;
    expect(viaPrisma).toEqual([{ n: 0 }]);
  });

  it('applies only a newly added migration', async () => {
    const { raw } = freshDatabase();
    const dir = copyOfMigrations();
    await migrate(raw, dir);
    fs.mkdirSync(path.join(dir, '29991231000000_extra'));
    fs.writeFileSync(path.join(dir, '29991231000000_extra', 'migration.sql'), 'CREATE TABLE "Extra" ("id" INTEGER PRIMARY KEY);\n');

    expect(await migrate(raw, dir)).toEqual(['29991231000000_extra']);
    expect(await raw.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'Extra'`)).toHaveLength(1);
    expect(await migrate(raw, dir)).toEqual([]);
  });

  it('throws when an applied migration was edited afterwards (checksum mismatch)', async () => {
    const { raw } = freshDatabase();
    const dir = copyOfMigrations();
    await migrate(raw, dir);
    const first = listMigrations(dir)[0]!;
    fs.appendFileSync(path.join(dir, first.name, 'migration.sql'), '\n-- edited after the fact\n');

    await expect(migrate(raw, dir)).rejects.toThrow(/checksum/i);
    const [row] = await raw.query<{ checksum: string }>('SELECT checksum FROM "_prisma_migrations" WHERE migration_name = $1', [first.name]);
    expect(row!.checksum).toBe(first.checksum);
  });

  it('a failing migration is rolled back and not recorded', async () => {
    const { raw } = freshDatabase();
    const dir = copyOfMigrations();
    await migrate(raw, dir);
    fs.mkdirSync(path.join(dir, '29991231000000_broken'));
    fs.writeFileSync(
      path.join(dir, '29991231000000_broken', 'migration.sql'),
      'CREATE TABLE "Half" ("id" INTEGER);\nALTER TABLE "NoSuchTable" ADD COLUMN x int;\n',
    );

    await expect(migrate(raw, dir)).rejects.toThrow();
    expect(await raw.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'Half'`)).toHaveLength(0);
    expect(await raw.query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '29991231000000_broken'`)).toHaveLength(0);
  });
});
