/**
 * Generated artefacts and the database schema stay in sync:
 * (a) schema/schema.graphql is the printed Pothos schema;
 * (b) the committed SQL migrations build the database that prisma/schema.prisma describes;
 * The migration runner's own tests are in migration-runner.test.ts (a file of their own, so the two
 * halves run in parallel).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { printedSchema } from '../../server/src/schema.js';
import { listMigrations } from '../../server/src/db/migrate.js';

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
