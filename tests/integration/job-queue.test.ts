/**
 * The job queue's database adapter (server/src/jobs/queue.ts over server/src/db/database.ts):
 * pg-boss 12 sends multi-statement scripts (BEGIN; ... RETURNING ...; COMMIT) and reads the rows of
 * every statement, so `raw.exec` must return them all, in order, on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { database } from '../../server/src/db.js';
import { startJobs, stopJobs } from '../../server/src/jobs/queue.js';
import { setupDatabase } from './harness.js';

beforeAll(setupDatabase);
afterAll(stopJobs);

describe('raw.exec', () => {
  it('returns the rows of every statement of a script, in order', async () => {
    const rows = await database.raw.exec(`BEGIN; SELECT 1 AS first; SELECT 2 AS second, 3 AS third; COMMIT`);
    expect(rows).toEqual([{ first: 1 }, { second: 2, third: 3 }]);
  });
});

describe('pg-boss', () => {
  it('starts and runs its maintenance without an error event', async () => {
    const errors: unknown[] = [];
    const boss = await startJobs();
    boss.on('error', (error) => errors.push(error));
    // The background command claim (BAM) reads the lock row of a multi-statement script.
    const claimed = await database.raw.exec(`BEGIN; SELECT pg_advisory_xact_lock(4242); SELECT 1 AS "claimedStartedOn"; COMMIT`);
    expect(claimed.some((row) => 'pg_advisory_xact_lock' in row)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(errors).toEqual([]);
  });
});
