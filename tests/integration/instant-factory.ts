/**
 * Factories of the instant-booking tests (instant-book*.test.ts; docs/decisions/0044): cleaners
 * at a zip code, with or without instant booking on, and a booking over /api.
 */
import { expect } from 'vitest';
import { api, bookingInput, cleanerAt, db, type TestUser } from './harness.js';

/** Rules that any test job meets: on, every service, 10 miles, no notice, 5 a day. */
export const RULES: { enabled: boolean; serviceIds: number[]; maxDistanceMiles: number; minNoticeHours: number; maxJobsPerDay: number } = { enabled: true, serviceIds: [], maxDistanceMiles: 10, minNoticeHours: 0, maxJobsPerDay: 5 };

/** A cleaner at `zip` (harness cleanerAt, every hour open). */
export const cleanerNamed = (zip: string, firstName: string): Promise<TestUser> => cleanerAt(zip, { firstName });

/** An approved cleaner at `zip` with instant booking on under `rules` (over /api). */
export async function instantCleanerAt(zip: string, firstName: string, rules: Partial<typeof RULES> = {}): Promise<TestUser> {
  const cleaner = await cleanerNamed(zip, firstName);
  const res = await api('PUT', '/users/instant-book', { token: cleaner.tokens.accessToken, body: { ...RULES, ...rules } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return cleaner;
}

export async function book(token: string, overrides: Record<string, unknown>) {
  const res = await api('POST', '/bookings', { token, body: bookingInput(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.booking as Record<string, any>;
}

export const notesOf = (userId: string, bookingId: string) => db.notification.findMany({ where: { userId, data: { path: ['bookingId'], equals: bookingId } } });
