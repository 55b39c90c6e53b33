/**
 * Where a US zip code is (docs/decisions/0027-matching.md).
 *
 * - Coordinates come from the `zipcodes` package (an offline table of ~42,000 US zip codes with
 *   their centroids, kept up to date on npm); the IANA time zone of a centroid from `tz-lookup`
 *   (an offline time-zone map). Nothing is fetched at run time.
 * - Distances are great-circle miles. The SQL function `miles_between` (migration
 *   20261203000000_matching) is the same formula, used by every query; `milesBetween` here serves
 *   code that has points in memory (the simulation, the score's tests).
 * - The travel buffer between two consecutive jobs: 15 minutes plus the drive at 25 mph, rounded
 *   up to 15 minutes (SQL `travel_buffer_minutes`, which accepts and assignments check).
 */
import { createRequire } from 'node:module';
import { z } from 'zod';
import { zipCode } from '../../../schema/rules.js';

const require = createRequire(import.meta.url);
const zipcodes = require('zipcodes') as { lookup(zip: string): { zip: string; latitude: number; longitude: number; city: string; state: string; country: string } | undefined };
const tzLookup = require('tz-lookup') as (lat: number, lng: number) => string;

/** A zip code's centroid (degrees, WGS 84), place and IANA time zone. */
export interface ZipPoint {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  timeZone: string;
}

/** Message of a well-formed zip code the dataset does not know. */
export const UNKNOWN_ZIP_CODE = 'We do not know that zip code. Please check it.';

const cache = new Map<string, ZipPoint | null>();

/**
 * The centroid, place and time zone of a US zip code ("94110" or "94110-1234": the first five
 * digits count), or null when it is malformed or not in the dataset.
 */
export function zipPoint(zip: string): ZipPoint | null {
  const five = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(zip)?.[1];
  if (!five) return null;
  let point = cache.get(five);
  if (point === undefined) {
    const row = zipcodes.lookup(five);
    point =
      row && row.country === 'US' && Number.isFinite(row.latitude) && Number.isFinite(row.longitude)
        ? { zip: five, latitude: row.latitude, longitude: row.longitude, city: row.city, state: row.state, timeZone: safeTimeZone(row.latitude, row.longitude) }
        : null;
    cache.set(five, point);
  }
  return point;
}

function safeTimeZone(lat: number, lng: number): string {
  try {
    return tzLookup(lat, lng);
  } catch {
    return 'UTC';
  }
}

/**
 * A zip code the dataset knows (spec section 5's format first, then the dataset): parses to its
 * ZipPoint. Used wherever a zip code locates something (bookings, a cleaner's home, searches).
 */
export const knownZipCode = zipCode.transform((value, ctx) => {
  const point = zipPoint(value);
  if (!point) {
    ctx.issues.push({ code: 'custom', message: UNKNOWN_ZIP_CODE, input: value });
    return z.NEVER;
  }
  return point;
});

const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles (haversine; the SQL function `miles_between`). */
export function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const h = Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Base minutes kept between two jobs, and the driving speed assumed between zip centroids. */
export const TRAVEL_BASE_MINUTES = 15;
export const TRAVEL_SPEED_MPH = 25;

/** Minutes kept free between two consecutive jobs `miles` apart (SQL `travel_buffer_minutes`). */
export function travelBufferMinutes(miles: number): number {
  return TRAVEL_BASE_MINUTES + Math.ceil(((miles / TRAVEL_SPEED_MPH) * 60) / 15) * 15;
}

/**
 * A bounding box around a point, `miles` in every direction: the cheap, indexable first filter
 * (latitude and longitude BETWEEN, degrees) before the exact distance. A box that would cross the
 * 180th meridian (the Aleutians with a wide radius) spans every longitude instead, so no place
 * on the other side is missed.
 */
export function boundingBox(point: { latitude: number; longitude: number }, miles: number) {
  const dLat = miles / 69.0;
  const cosLat = Math.max(0.01, Math.cos(rad(point.latitude)));
  const dLng = miles / (69.172 * cosLat);
  const minLng = point.longitude - dLng;
  const maxLng = point.longitude + dLng;
  const wraps = minLng < -180 || maxLng > 180;
  return { minLat: point.latitude - dLat, maxLat: point.latitude + dLat, minLng: wraps ? -180 : minLng, maxLng: wraps ? 180 : maxLng };
}
