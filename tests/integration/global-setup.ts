/**
 * Vitest global setup of the integration project: migrates and seeds ONE template database per
 * run, which every test file then clones (tests/integration/setup.ts) instead of migrating and
 * seeding its own (docs/decisions/0038-fast-ci.md):
 * - on PostgreSQL (TEST_DATABASE_URL): a database `tmpl_<random>` on that server, cloned per file
 *   with `CREATE DATABASE ... TEMPLATE`, dropped at the end;
 * - on the embedded database: an in-memory PGlite dumped to a tar file (`dumpDataDir`), which each
 *   file's in-memory PGlite loads (TEST_PGLITE_TEMPLATE).
 * The seed is the demo seed of a fresh start (prisma/seed/demo.ts), seeded "now" at the start of
 * the run, exactly what `setupDatabase()` used to build in every file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/src/db/database.js';
import { migrate } from '../../server/src/db/migrate.js';
import { seedDemoData } from '../../prisma/seed/demo.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The template database the files clone: a database name on PostgreSQL, or a tar file path for PGlite. */
    databaseTemplate: { kind: 'postgres'; name: string } | { kind: 'pglite'; file: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `tmpl_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = openDatabase({ url: url.toString(), dataDir: 'memory://', poolMax: 2 });
    await migrate(database.raw);
    await seedDemoData(database.prisma);
    // CREATE DATABASE ... TEMPLATE needs the template without open sessions.
    await database.close();
    project.provide('databaseTemplate', { kind: 'postgres', name });
    console.log(`[global-setup] PostgreSQL template ${name} migrated and seeded in ${Date.now() - started} ms`);
    return async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }

  const database = openDatabase({ dataDir: 'memory://' });
  await migrate(database.raw);
  await seedDemoData(database.prisma);
  const dump = await database.raw.dumpDataDir!();
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', file });
  console.log(`[global-setup] PGlite template migrated and seeded in ${Date.now() - started} ms (${(fs.statSync(file).size / 1e6).toFixed(1)} MB)`);
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
