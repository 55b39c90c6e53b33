/**
 * Generated artefacts and the database schema stay in sync:
 * (a) schema/schema.graphql is the printed Pothos schema;
 * (b) the committed SQL migrations build the database that prisma/schema.prisma describes;
 * (c) the migration runner keeps a Prisma-compatible history and refuses edited migrations.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { printedSchema } from '../../server/src/schema.js';
import { listMigrations, migrate, MIGRATIONS_DIR } from '../../server/src/db/migrate.js';
import { openDatabase, type Database } from '../../server/src/db/database.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('GraphQL SDL', () => {
  it('schema/schema.graphql equals the printed schema (run `npm run generate` when this fails)', () => {
    const committed = fs.readFileSync(path.join(ROOT, 'schema/schema.graphql'), 'utf8');
    expect(committed).toBe(printedSchema());
  });
});

// --- (b) migrations vs schema.prisma ------------------------------------------------------------

/** A fresh in-memory PostgreSQL with the extensions the migrations use. */
const freshPglite = () => new PGlite('memory://', { extensions: { btree_gist } });

/** Catalog facts that define the schema, each list sorted so that the order of DDL does not matter. */
async function snapshot(db: PGlite) {
  const rows = async <T>(sql: string) => (await db.query<T>(sql)).rows;
  return {
    columns: await rows(`
      SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default,
             character_maximum_length, numeric_precision, datetime_precision
      FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
      ORDER BY table_name, column_name`),
    enums: await rows(`
      SELECT t.typname AS enum, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels
      FROM pg_type t
      JOIN pg_enum e ON e.enumtypid = t.oid
      JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = 'public'
      GROUP BY t.typname
      ORDER BY t.typname`),
    indexes: await rows(`
      SELECT i.tablename, i.indexname, i.indexdef
      FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename <> '_prisma_migrations'
        -- partial indexes cannot be written in schema.prisma: they live in raw-SQL migrations
        AND i.indexdef NOT LIKE '% WHERE %'
        AND NOT EXISTS (
          SELECT 1 FROM pg_constraint c
          WHERE c.contype = 'x' AND c.conname = i.indexname
            AND c.connamespace = 'public'::regnamespace)
      ORDER BY i.tablename, i.indexname`),
    constraints: await rows(`
      SELECT rel.relname AS table, c.conname AS name, c.contype AS type, pg_get_constraintdef(c.oid) AS definition
      FROM pg_constraint c
      JOIN pg_class rel ON rel.oid = c.conrelid
      WHERE c.connamespace = 'public'::regnamespace AND c.contype IN ('p', 'f', 'u')
        AND rel.relname <> '_prisma_migrations'
      ORDER BY rel.relname, c.conname`),
  };
}

describe('migrations agree with prisma/schema.prisma', () => {
  const dbs: PGlite[] = [];
  let schemaSql: string;
  let fromSchema: Awaited<ReturnType<typeof snapshot>>;
  let fromMigrations: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    // scripts/prisma-diff.mjs is plain JavaScript: import it by URL, typed here.
    const { diffSql } = (await import(pathToFileURL(path.join(ROOT, 'scripts/prisma-diff.mjs')).href)) as {
      diffSql: (from: string | null, to: string) => string;
    };
    schemaSql = diffSql(null, path.join(ROOT, 'prisma/schema.prisma'));

    const expected = freshPglite();
    const actual = freshPglite();
    dbs.push(expected, actual);
    await expected.exec(schemaSql);
    for (const m of listMigrations()) await actual.exec(m.sql);
    [fromSchema, fromMigrations] = await Promise.all([snapshot(expected), snapshot(actual)]);
  });

  afterAll(async () => {
    await Promise.all(dbs.map((d) => d.close()));
  });

  it('the Prisma diff produced SQL for every model', () => {
    expect(schemaSql).toMatch(/CREATE TABLE "User"/);
    expect(schemaSql).toMatch(/CREATE TABLE "Booking"/);
    expect(fromSchema.columns.length).toBeGreaterThan(50);
    expect(fromSchema.enums.length).toBeGreaterThan(5);
    expect(fromSchema.indexes.length).toBeGreaterThan(10);
    expect(fromSchema.constraints.length).toBeGreaterThan(10);
  });

  it('tables and columns are equal', () => {
    expect(fromMigrations.columns).toEqual(fromSchema.columns);
  });

  it('enum types and labels are equal', () => {
    expect(fromMigrations.enums).toEqual(fromSchema.enums);
  });

  it('indexes are equal (exclusion-constraint and partial raw-SQL indexes aside)', () => {
    expect(fromMigrations.indexes).toEqual(fromSchema.indexes);
  });

  it('primary-key, foreign-key and unique constraints are equal', () => {
    expect(fromMigrations.constraints).toEqual(fromSchema.constraints);
  });

  it('the migrations add the overlap exclusion constraint on top (raw SQL)', async () => {
    const [, actual] = dbs;
    const res = await actual!.query<{ conname: string }>(`SELECT conname FROM pg_constraint WHERE contype = 'x'`);
    expect(res.rows.map((r) => r.conname)).toEqual(['Booking_cleaner_no_overlap']);
  });

  it('the migrations add the partial unique index against duplicate bookings (raw SQL)', async () => {
    const [, actual] = dbs;
    const res = await actual!.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND indexname = 'Booking_customer_no_duplicate'`,
    );
    expect(res.rows).toHaveLength(1);
    expect(res.rows[0]!.indexdef).toMatch(/^CREATE UNIQUE INDEX .* WHERE .*cancelled.*rejected/);
  });

  it('the migrations add the partial unique index against duplicate live plans (raw SQL)', async () => {
    const [, actual] = dbs;
    const res = await actual!.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND indexname = 'Plan_customer_no_duplicate'`,
    );
    expect(res.rows).toHaveLength(1);
    expect(res.rows[0]!.indexdef).toMatch(/^CREATE UNIQUE INDEX .* WHERE .*active.*paused/);
  });

  it('the comparison notices a drifted schema', async () => {
    const drifted = freshPglite();
    dbs.push(drifted);
    await drifted.exec(schemaSql);
    await drifted.exec('ALTER TABLE "User" ADD COLUMN extra int');
    const snap = await snapshot(drifted);
    expect(snap).not.toEqual(fromSchema);
    expect(snap.columns).toContainEqual(expect.objectContaining({ table_name: 'User', column_name: 'extra' }));
    expect(snap.enums).toEqual(fromSchema.enums);
  });
});

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
