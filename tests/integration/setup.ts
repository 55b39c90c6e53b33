/**
 * Runs in each test file's worker before the file is imported: picks the database.
 * - default: an in-memory PGlite (DATA_DIR=memory://)
 * - TEST_DATABASE_URL=postgresql://...: a fresh database on that server, dropped afterwards.
 * Tests that log console.error fail (a logged error is a defect we would otherwise miss).
 */
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import crypto from 'node:crypto';
import pg from 'pg';

process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL ??= 'silent';
process.env.JWT_SECRET ??= crypto.randomBytes(32).toString('hex');
process.env.APP_URL ??= 'http://app.test';

const adminUrl = process.env.TEST_DATABASE_URL;
let dbName: string | null = null;
if (adminUrl) {
  dbName = `t_${crypto.randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${dbName}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  process.env.DATABASE_URL = url.toString();
} else {
  process.env.DATA_DIR = 'memory://';
  delete process.env.DATABASE_URL;
}

let errorSpy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = errorSpy?.mock.calls ?? [];
  errorSpy?.mockRestore();
  if (calls.length) throw new Error(`console.error was called: ${calls.map((c: unknown[]) => c.join(' ')).join('\n')}`);
});

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
