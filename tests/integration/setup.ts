/**
 * Runs in each test file's worker before the file is imported: picks the database, a clone of the
 * run's migrated and seeded template (tests/integration/global-setup.ts).
 * - default: an in-memory PGlite (DATA_DIR=memory://) loaded from the template's dump
 * - TEST_DATABASE_URL=postgresql://...: a fresh database on that server created from the template
 *   database, dropped afterwards.
 * `setupDatabase()` (harness.ts) then has nothing left to do (TEST_DATABASE_FROM_TEMPLATE=1).
 * The environment and the console.error rule come first, from ../unit-setup.ts.
 */
import { afterAll, inject } from 'vitest';
import crypto from 'node:crypto';
import pg from 'pg';

const adminUrl = process.env.TEST_DATABASE_URL;
const template = inject('databaseTemplate');
let dbName: string | null = null;
if (adminUrl) {
  if (template.kind !== 'postgres') throw new Error('setup.ts: TEST_DATABASE_URL is set but the global setup made no PostgreSQL template');
  dbName = `t_${crypto.randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${dbName} TEMPLATE ${template.name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  process.env.DATABASE_URL = url.toString();
} else {
  if (template.kind !== 'pglite') throw new Error('setup.ts: the global setup made no PGlite template');
  process.env.DATA_DIR = 'memory://';
  process.env.TEST_PGLITE_TEMPLATE = template.file;
  delete process.env.DATABASE_URL;
}
process.env.TEST_DATABASE_FROM_TEMPLATE = '1';

afterAll(async () => {
  if (adminUrl && dbName) {
    const { database } = await import('../../server/src/db.js');
    await database.close();
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await client.end();
  }
});
