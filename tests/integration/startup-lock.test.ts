/**
 * Start-up on an empty PostgreSQL database (docs/decisions/0028-graceful-shutdown.md):
 * two instances started together with SEED=auto run the migrations and the demo seed exactly once
 * (a session advisory lock), and both become ready.
 *
 * PostgreSQL only (the embedded PGlite belongs to one process): skipped unless TEST_DATABASE_URL
 * names a server, e.g. TEST_DATABASE_URL=postgresql://postgres:postgres@127.0.0.1:5432/postgres.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { listMigrations } from '../../server/src/db/migrate.js';
import { kill, startApp, waitFor, type AppProcess } from './process.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `t_lock_${crypto.randomBytes(6).toString('hex')}`;
const dirs: string[] = [];
const apps: AppProcess[] = [];

async function admin<T>(fn: (client: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const url = new URL(adminUrl!);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await Promise.all(apps.map((app) => kill(app)));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  if (adminUrl) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
});

describe.skipIf(!adminUrl)('two instances starting on one empty PostgreSQL database', () => {
  it('migrate and seed once, and both become ready', async () => {
    await admin((c) => c.query(`CREATE DATABASE ${dbName}`));
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    const jwt = crypto.randomBytes(32).toString('hex');
    for (let i = 0; i < 2; i += 1) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-lock-'));
      dirs.push(dir);
      apps.push(
        await startApp({ DATABASE_URL: url.toString(), DATA_DIR: dir, SEED: 'auto', JWT_SECRET: jwt, SHUTDOWN_DRAIN_SECONDS: '0', SHUTDOWN_TIMEOUT_SECONDS: '5' }),
      );
    }
    await Promise.all(apps.map((app) => waitFor(app, '/api/health/ready')));

    // Each migration recorded once, all of them applied, split between the two without overlap.
    const migrations = listMigrations().map((m) => m.name);
    const rows = await admin((c) => c.query<{ migration_name: string; n: number }>('SELECT migration_name, count(*)::int AS n FROM "_prisma_migrations" GROUP BY 1 ORDER BY 1'), dbName);
    expect(rows.rows).toEqual(migrations.map((name) => ({ migration_name: name, n: 1 })));
    const applied = apps.flatMap((app) => app.logs.filter((l) => l.msg === 'migrations applied').flatMap((l) => l.applied as string[]));
    expect(applied.sort()).toEqual([...migrations].sort());

    // The demo data seeded by exactly one of them.
    expect(apps.map((app) => app.logs.filter((l) => l.msg === 'demo data seeded').length).sort()).toEqual([0, 1]);
    const counts = await admin(
      (c) =>
        c.query<{ admins: number; customers: number; duplicateServices: number }>(`SELECT
          (SELECT count(*)::int FROM "User" WHERE email = 'admin@demo.test') AS admins,
          (SELECT count(*)::int FROM "User" WHERE email = 'customer@demo.test') AS customers,
          (SELECT count(*)::int FROM (SELECT name FROM "Service" GROUP BY name HAVING count(*) > 1) d) AS "duplicateServices"`),
      dbName,
    );
    expect(counts.rows[0]).toEqual({ admins: 1, customers: 1, duplicateServices: 0 });

    // Both took the lock in turn (one waited for the other), and both stop cleanly.
    for (const app of apps) expect(app.logs.some((l) => l.msg === 'start-up lock taken')).toBe(true);
    for (const app of apps) app.child.kill('SIGTERM');
    const codes = await Promise.all(apps.map((app) => app.exited));
    expect(codes, JSON.stringify(apps.map((app) => app.logs.slice(-12)), null, 1)).toEqual([0, 0]);
  }, 240_000);
});
