/**
 * What anyone choosing a cleaner may see of one (docs/decisions/0027): first name and
 * last initial, initials for the avatar, rating, reviews, completed jobs and specialties. Never an
 * email, phone or street address. One reader for matching answers, favourites and offers.
 */
import { database } from '../../db.js';
import { shortPersonName } from '../../../../schema/format.js';
import { cleanerPhotoUrl } from '../users/cleaner-photo.service.js';

/** A cleaner as shown on a card. `rating` is the mean of visible reviews (0..5, 0 with none). */
export interface CleanerCardData {
  cleanerId: string;
  firstName: string;
  /** First letter of the last name, upper-case, e.g. "G". */
  lastInitial: string;
  /** "Maria G." */
  displayName: string;
  /** "MG", for the avatar when there is no photo. */
  initials: string;
  /** The profile photo's address (users/cleaner-photo.service.ts cleanerPhotoUrl; docs/decisions/0034); null: the avatar shows `initials`. */
  photoUrl: string | null;
  rating: number;
  reviewCount: number;
  completedJobs: number;
  specialties: string[];
  yearsExperience: number;
}

/** A mean rating as cards show it and the score reads it: 0..5, 2 decimals. */
export function roundRating(value: number | string): number {
  return Math.round(Number(value) * 100) / 100;
}

/** Builds a card from a cleaner's row (names, rating, counts). */
export function cleanerCard(row: {
  cleanerId: string;
  firstName: string;
  lastName: string;
  rating: number;
  reviewCount: number;
  completedJobs: number;
  specialties: string[];
  yearsExperience: number;
  /** CleanerProfile.photoKey / photoUpdatedAt; absent or null: no photo. */
  photoKey?: string | null;
  photoUpdatedAt?: Date | string | null;
  /** User.status when the row has it: a suspended cleaner's photo is not shown. */
  status?: string;
}): CleanerCardData {
  const lastInitial = row.lastName.trim().charAt(0).toUpperCase();
  const first = row.firstName.trim();
  return {
    cleanerId: row.cleanerId,
    firstName: first,
    lastInitial,
    displayName: shortPersonName(row.firstName, row.lastName),
    initials: `${first.charAt(0)}${lastInitial}`.toUpperCase(),
    photoUrl: cleanerPhotoUrl({
      id: row.cleanerId,
      role: 'cleaner',
      status: row.status ?? 'active',
      cleanerProfile: { photoKey: row.photoKey ?? null, photoUpdatedAt: row.photoUpdatedAt ? new Date(row.photoUpdatedAt) : null },
    }),
    rating: roundRating(row.rating),
    reviewCount: Number(row.reviewCount),
    completedJobs: Number(row.completedJobs),
    specialties: row.specialties,
    yearsExperience: Number(row.yearsExperience),
  };
}

/** Cards of the given cleaners (user ids), keyed by id; ids that are not cleaners are left out. One query. */
export async function cleanerCards(ids: readonly string[]): Promise<Map<string, CleanerCardData>> {
  if (ids.length === 0) return new Map();
  const rows = await database.raw.query<{
    cleanerId: string;
    firstName: string;
    lastName: string;
    rating: number;
    reviewCount: number;
    completedJobs: number;
    specialties: string[];
    yearsExperience: number;
    photoKey: string | null;
    photoUpdatedAt: Date | null;
    status: string;
  }>(
    `SELECT u."id" AS "cleanerId", u."firstName", u."lastName", cp."ratingAverage" AS "rating", cp."ratingCount" AS "reviewCount",
            cp."specialties", cp."yearsExperience", cp."photoKey", cp."photoUpdatedAt", u."status",
            (SELECT count(*)::int FROM "Booking" AS b WHERE b."cleanerId" = u."id" AND b."status" = 'completed') AS "completedJobs"
       FROM "User" AS u JOIN "CleanerProfile" AS cp ON cp."userId" = u."id"
      WHERE u."id" = ANY($1::text[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.cleanerId, cleanerCard(row)]));
}
