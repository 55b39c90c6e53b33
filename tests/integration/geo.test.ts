/**
 * Geography (docs/decisions/0027): the offline zip dataset, the distance and travel-buffer rules in SQL and in
 * TypeScript agreeing, and the start-up backfill of rows written before coordinates existed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { boundingBox, knownZipCode, milesBetween, travelBufferMinutes, zipPoint } from '../../server/src/lib/geo.js';
import { placeUnplacedRows } from '../../server/src/modules/matching/backfill.js';
import { createBooking, createUser, database, db, setupDatabase } from './harness.js';

beforeAll(setupDatabase);

describe('zip dataset', () => {
  it('places a zip code with its time zone, and zip+4 by its first five digits', () => {
    expect(zipPoint('94110')).toMatchObject({ city: 'San Francisco', state: 'CA', timeZone: 'America/Los_Angeles' });
    expect(zipPoint('10001-1234')).toMatchObject({ zip: '10001', timeZone: 'America/New_York' });
  });

  it.each(['00000', '99999', 'abcde', '9411', '', 'K1A 0B1'])('knows nothing of %j', (zip) => {
    expect(zipPoint(zip)).toBeNull();
    expect(knownZipCode.safeParse(zip).success).toBe(false);
  });
});

describe('distance and travel buffer', () => {
  const pairs = [
    ['94110', '94103'],
    ['94110', '94611'],
    ['94110', '95112'],
    ['10001', '94110'],
  ] as const;

  it.each(pairs)('SQL and TypeScript agree from %s to %s', async (from, to) => {
    const a = zipPoint(from)!;
    const b = zipPoint(to)!;
    const [row] = await database.raw.query<{ miles: number; buffer: number }>(
      'SELECT miles_between($1, $2, $3, $4) AS miles, travel_buffer_minutes($1, $2, $3, $4) AS buffer',
      [a.latitude, a.longitude, b.latitude, b.longitude],
    );
    expect(Number(row!.miles)).toBeCloseTo(milesBetween(a, b), 6);
    expect(Number(row!.buffer)).toBe(travelBufferMinutes(milesBetween(a, b)));
  });

  it('keeps 15 minutes plus the drive at 25 mph, rounded up to 15 minutes', () => {
    expect(travelBufferMinutes(0)).toBe(15);
    expect(travelBufferMinutes(1.5)).toBe(30); // 3.6 min of driving -> 15
    expect(travelBufferMinutes(12.5)).toBe(45); // 30 min of driving
    expect(travelBufferMinutes(12.6)).toBe(60);
  });

  it('a bounding box holds every point within its distance', () => {
    const centre = zipPoint('94110')!;
    const box = boundingBox(centre, 25);
    for (const zip of ['94611', '94063', '94501']) {
      const p = zipPoint(zip)!;
      expect(milesBetween(centre, p)).toBeLessThan(25);
      expect(p.latitude).toBeGreaterThan(box.minLat);
      expect(p.latitude).toBeLessThan(box.maxLat);
      expect(p.longitude).toBeGreaterThan(box.minLng);
      expect(p.longitude).toBeLessThan(box.maxLng);
    }
  });

  it('a box that would cross the 180th meridian spans every longitude', () => {
    const adak = zipPoint('99546')!;
    expect(adak.longitude).toBeLessThan(-176);
    expect(boundingBox(adak, 500)).toMatchObject({ minLng: -180, maxLng: 180 });
    const near = boundingBox(adak, 50);
    expect(near.minLng).toBeGreaterThan(-180);
    expect(near.maxLng).toBeLessThan(-170);
  });
});

describe('start-up backfill', () => {
  it("gives rows written without coordinates their zip code's centroid", async () => {
    const customer = await createUser();
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['946'] });
    const booking = await createBooking(customer.tokens.accessToken, { zipCode: '94103' });
    await db.booking.update({ where: { id: booking.id }, data: { latitude: null, longitude: null } });
    await db.cleanerProfile.update({ where: { userId: cleaner.id }, data: { homeZipCode: '94611', homeLatitude: null, homeLongitude: null } });

    const placed = await placeUnplacedRows();

    expect(placed.bookings).toBeGreaterThanOrEqual(1);
    expect(placed.profiles).toBeGreaterThanOrEqual(1);
    const row = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(row.latitude).toBeCloseTo(zipPoint('94103')!.latitude, 4);
    const profile = await db.cleanerProfile.findUniqueOrThrow({ where: { userId: cleaner.id } });
    expect(profile.homeLongitude).toBeCloseTo(zipPoint('94611')!.longitude, 4);
  });
});
