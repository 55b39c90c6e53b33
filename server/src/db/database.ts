/**
 * Database connection: real PostgreSQL through `pg` when DATABASE_URL is set, otherwise an
 * embedded PGlite (PostgreSQL compiled to WebAssembly, in-process) with its files under
 * DATA_DIR/pglite (`memory://` keeps it in memory, for tests). Both are driven by the same
 * Prisma 7 client through a driver adapter. See docs/decisions/0001-embedded-database.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.js';

/**
 * Key of the PostgreSQL session advisory lock held while migrating and seeding at start-up
 * (`pg_advisory_lock(727274)`): one instance at a time across the deployment.
 */
export const MIGRATION_LOCK_KEY = 727274;

export interface RawDatabase {
  /** 'postgres' for a real server, 'pglite' for the embedded one. */
  kind: 'postgres' | 'pglite';
  /** Runs a multi-statement SQL script in one transaction (simple query protocol). */
  execScript(sql: string): Promise<void>;
  /**
   * Runs a script of one or more statements without parameters and without a wrapping
   * transaction (the script may hold its own BEGIN/COMMIT), returning the rows of every statement in
   * order (pg-boss reads a RETURNING between BEGIN and COMMIT this way).
   */
  exec<T = Record<string, unknown>>(sql: string): Promise<T[]>;
  /** Runs one parameterised query and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs `fn` while holding the migration lock: on PostgreSQL a session advisory lock
   * ({@link MIGRATION_LOCK_KEY}) on a dedicated connection, waited for as long as another instance
   * holds it; on the embedded database (one process) `fn` simply runs.
   */
  withMigrationLock<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Embedded only: the whole data directory as an uncompressed tar (PGlite's `dumpDataDir`), which
   * {@link DatabaseOptions.loadDataDir} opens again; undefined on PostgreSQL.
   */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Embedded only: re-reads the array types of the database's own types after migrations made new
   * ones. PGlite learns which types are arrays once, when it opens; an array parameter of a type
   * created later (e.g. `$1::"BookingStatus"[]` right after the first start's migrations) was sent
   * as `a,b`, a malformed array literal, until the next start. Undefined on PostgreSQL (pg asks
   * the server).
   */
  refreshTypes?: () => Promise<void>;
  close(): Promise<void>;
}

export interface Database {
  prisma: PrismaClient;
  raw: RawDatabase;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded database is used. */
  url?: string;
  /** Embedded data directory, or 'memory://'. */
  dataDir: string;
  /**
   * Embedded only: the path of a data-directory dump (tar, from PGlite's `dumpDataDir`) the
   * database is loaded from when it is opened in memory; tests use it to start every file from one
   * migrated, seeded template.
   */
  loadDataDir?: string;
  /** pg pool size. */
  poolMax?: number;
  /**
   * Told when an idle pooled connection fails (the server restarted or ended it): the pool drops
   * that connection and opens another when needed. Without a listener pg's pool would raise the
   * error as an uncaught exception and stop the process.
   */
  onIdleConnectionError?: (error: Error) => void;
}

/** Opens the database described by `options` (no migration is run here). */
export function openDatabase(options: DatabaseOptions): Database {
  if (options.url) return openPostgres(options.url, options.poolMax ?? 10, options.onIdleConnectionError);
  return openPglite(options.dataDir, options.loadDataDir);
}

function openPostgres(url: string, poolMax: number, onIdleConnectionError?: (error: Error) => void): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', (error) => (onIdleConnectionError ?? ((e: Error) => console.warn(`idle database connection failed: ${e.message}`)))(error));
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  const raw: RawDatabase = {
    kind: 'postgres',
    async execScript(sql) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(sql);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      // The simple query protocol (no parameters) runs every statement of the text on one connection.
      const result = (await pool.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(result) ? result.flatMap((r) => r.rows ?? []) : result.rows) as never[];
    },
    async query(sql, params = []) {
      const result = await pool.query(sql, params);
      return result.rows;
    },
    async withMigrationLock(fn) {
      // A session lock on a connection of its own (outside the pool, so `fn` may use the whole pool,
      // even a pool of one): instances starting together wait here in turn; the lock also ends if
      // this process dies, since PostgreSQL releases it with the session.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
      client.on('error', (error) => (onIdleConnectionError ?? ((e: Error) => console.warn(`migration lock connection failed: ${e.message}`)))(error));
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await fn();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        await client.end().catch(() => undefined);
      }
    },
    async close() {
      await pool.end();
    },
  };
  return {
    prisma,
    raw,
    async close() {
      await prisma.$disconnect();
      await pool.end().catch(() => undefined);
    },
  };
}

function openPglite(dataDir: string, loadDataDir?: string): Database {
  let location = dataDir;
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) {
    location = path.resolve(dataDir, 'pglite');
    fs.mkdirSync(location, { recursive: true });
  }
  const pglite = new PGlite(location, {
    extensions: { btree_gist },
    ...(inMemory && loadDataDir ? { loadDataDir: new Blob([fs.readFileSync(loadDataDir)]) } : {}),
  });
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  let closed = false;
  const raw: RawDatabase = {
    kind: 'pglite',
    async execScript(sql) {
      await pglite.transaction(async (tx) => {
        await tx.exec(sql);
      });
    },
    async exec(sql) {
      const results = await pglite.exec(sql);
      return results.flatMap((r) => r.rows ?? []) as never[];
    },
    async query(sql, params = []) {
      const result = await pglite.query(sql, params);
      return result.rows as never[];
    },
    async withMigrationLock(fn) {
      // One process owns an embedded database: nothing to coordinate.
      return fn();
    },
    dumpDataDir: () => pglite.dumpDataDir('none'),
    refreshTypes: () => pglite.refreshArrayTypes(),
    async close() {
      if (!closed) {
        closed = true;
        await pglite.close();
      }
    },
  };
  return {
    prisma,
    raw,
    async close() {
      await prisma.$disconnect();
      await raw.close();
    },
  };
}
