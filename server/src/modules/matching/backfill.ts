/**
 * Places rows written before zip coordinates existed (docs/decisions/0027): bookings without
 * latitude/longitude, and cleaner profiles whose homeZipCode has no coordinates yet, get their zip
 * code's centroid from the offline dataset (lib/geo.ts). Run at start-up; one UPDATE per distinct zip
 * code, so an up-to-date database costs two small SELECTs. Zip codes the dataset does not know stay
 * unplaced (they count as covered only through zip prefixes, and as no drive in travel buffers).
 */
import { database } from '../../db.js';
import { zipPoint } from '../../lib/geo.js';

/** Fills missing coordinates; returns how many bookings and profiles were placed. */
export async function placeUnplacedRows(): Promise<{ bookings: number; profiles: number }> {
  let bookings = 0;
  let profiles = 0;
  const bookingZips = await database.raw.query<{ zip: string }>(`SELECT DISTINCT "zipCode" AS zip FROM "Booking" WHERE "latitude" IS NULL`);
  for (const { zip } of bookingZips) {
    const point = zipPoint(zip);
    if (!point) continue;
    const rows = await database.raw.query<{ id: string }>(
      `UPDATE "Booking" SET "latitude" = $2, "longitude" = $3 WHERE "zipCode" = $1 AND "latitude" IS NULL RETURNING "id"`,
      [zip, point.latitude, point.longitude],
    );
    bookings += rows.length;
  }
  const profileZips = await database.raw.query<{ zip: string }>(
    `SELECT DISTINCT "homeZipCode" AS zip FROM "CleanerProfile" WHERE "homeZipCode" IS NOT NULL AND "homeLatitude" IS NULL`,
  );
  for (const { zip } of profileZips) {
    const point = zipPoint(zip);
    if (!point) continue;
    const rows = await database.raw.query<{ userId: string }>(
      `UPDATE "CleanerProfile" SET "homeLatitude" = $2, "homeLongitude" = $3 WHERE "homeZipCode" = $1 AND "homeLatitude" IS NULL RETURNING "userId"`,
      [zip, point.latitude, point.longitude],
    );
    profiles += rows.length;
  }
  return { bookings, profiles };
}
