/**
 * 50 accepts of overlapping jobs by one cleaner at the same moment (issue 6's burst): exactly one
 * is accepted and every other answer is a 409, never a 500. On PostgreSQL two such accepts can
 * deadlock in the exclusion constraint's check (40P01); the aborted statement is run again
 * (bookings.service.ts acceptBooking). Without that retry this failed about one run in three.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createBooking, createUser, futureIso, freshDay, setupDatabase } from './harness.js';

beforeAll(setupDatabase);

describe('a burst of accepts of overlapping jobs', () => {
  it('accepts exactly one and answers 409 to the rest', async () => {
    const [customer, cleaner] = await Promise.all([createUser(), createUser({ role: 'cleaner', approvedFor: ['941'] })]);
    const day = freshDay();
    const jobs = [];
    // 50 jobs of 2 hours starting a minute apart: every pair overlaps (the bench's burst).
    for (let i = 0; i < 50; i += 1) {
      const start = new Date(new Date(futureIso(day, 9)).getTime() + i * 60_000).toISOString();
      jobs.push(await createBooking(customer.tokens.accessToken, { scheduledAt: start, address: `${i + 1} Burst Street` }));
    }
    const answers = await Promise.all(jobs.map((job) => api('POST', `/bookings/${job.id}/accept`, { token: cleaner.tokens.accessToken })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(jobs.length - 1);
  });
});
