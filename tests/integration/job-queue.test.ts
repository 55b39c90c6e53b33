/**
 * The job queue's database adapter (server/src/jobs/queue.ts over server/src/db/database.ts):
 * pg-boss 12 sends multi-statement scripts (BEGIN; ... RETURNING ...; COMMIT) and reads the rows of
 * every statement, so `raw.exec` must return them all, in order, on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { database } from '../../server/src/db.js';
import { enqueue, registerJob, startJobs, stopJobs } from '../../server/src/jobs/queue.js';
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

describe('a batch of jobs', () => {
  it('settles each job by itself: one failing job does not fail, rerun or hold back the others', async () => {
    const boss = await startJobs();
    const runs = new Map<string, number>();
    // A queue of the app's, given a test handler: job "bad" always throws.
    registerJob('message-unread-mail', async ({ messageId }) => {
      runs.set(messageId, (runs.get(messageId) ?? 0) + 1);
      if (messageId === 'bad') throw new Error('this job fails');
    });
    // Due at the same moment, so one fetch (batchSize 5) takes them together.
    const at = new Date(Date.now() + 1500);
    const names = ['good-1', 'bad', 'good-2', 'good-3', 'good-4'];
    const ids: Record<string, string> = {};
    for (const messageId of names) {
      ids[messageId] = (await enqueue('message-unread-mail', { bookingId: 'b', userId: 'u', messageId }, { startAfter: at }))!;
    }
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && !(runs.get('bad') && names.every((n) => runs.has(n)))) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 500));
    for (const name of names.filter((n) => n !== 'bad')) {
      expect(runs.get(name), name).toBe(1);
      expect((await boss.getJobById('message-unread-mail', ids[name]!))?.state, name).toBe('completed');
    }
    expect(['retry', 'created', 'active', 'failed']).toContain((await boss.getJobById('message-unread-mail', ids.bad!))?.state);
  }, 30_000);
});
