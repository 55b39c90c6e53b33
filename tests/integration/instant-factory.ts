/**
 * Factories of the instant-booking tests (instant-book*.test.ts; docs/decisions/0044): cleaners
 * at a zip code, with or without instant booking on, and a booking over /api.
 */
import { expect } from 'vitest';
import { api, bookingInput, createUser, db, type TestUser } from './harness.js';
import { zipPoint } from '../../server/src/lib/geo.js';

/** Rules that any test job meets: on, every service, 10 miles, no notice, 5 a day. */
export const RULES: { enabled: boolean; serviceIds: number[]; maxDistanceMiles: number; minNoticeHours: number; maxJobsPerDay: number } = { enabled: true, serviceIds: [], maxDistanceMiles: 10, minNoticeHours: 0, maxJobsPerDay: 5 };

/** An approved cleaner living at `zip` (radius 25 miles, no zip prefixes, every hour open). */
export async function cleanerAt(zip: string, firstName: string): Promise<TestUser> {
  const cleaner = await createUser({ role: 'cleaner', approvedFor: [], firstName });
  const point = zipPoint(zip)!;
  await db.cleanerProfile.update({
    where: { userId: cleaner.id },
    data: { homeZipCode: zip, homeLatitude: point.latitude, homeLongitude: point.longitude, serviceRadiusMiles: 25 },
  });
  return cleaner;
}

/** An approved cleaner at `zip` with instant booking on under `rules` (over /api). */
export async function instantCleanerAt(zip: string, firstName: string, rules: Partial<typeof RULES> = {}): Promise<TestUser> {
  const cleaner = await cleanerAt(zip, firstName);
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
