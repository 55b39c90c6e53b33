-- Matching (issue 16; docs/decisions/0027-matching.md): where cleaners and jobs are, requests to one
-- cleaner at a time (BookingOffer), customers' favourite cleaners, and the rules the database keeps:
-- distance, coverage, the travel buffer between a cleaner's jobs, and accepting under both.

-- CreateEnum
CREATE TYPE "BookingMatching" AS ENUM ('open', 'chosen', 'best');

-- CreateEnum
CREATE TYPE "OfferOutcome" AS ENUM ('pending', 'accepted', 'declined', 'expired', 'withdrawn');

-- AlterTable
ALTER TABLE "CleanerProfile" ADD COLUMN     "homeLatitude" DOUBLE PRECISION,
ADD COLUMN     "homeLongitude" DOUBLE PRECISION,
ADD COLUMN     "homeZipCode" TEXT,
ADD COLUMN     "serviceRadiusMiles" INTEGER NOT NULL DEFAULT 25;

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "fallbackToBest" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "latitude" DOUBLE PRECISION,
ADD COLUMN     "longitude" DOUBLE PRECISION,
ADD COLUMN     "matching" "BookingMatching" NOT NULL DEFAULT 'open',
ADD COLUMN     "openedToBoardAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "BookingOffer" (
    "id" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "cleanerId" TEXT NOT NULL,
    "rank" INTEGER NOT NULL,
    "score" DOUBLE PRECISION,
    "askedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "answeredAt" TIMESTAMPTZ(3),
    "outcome" "OfferOutcome" NOT NULL DEFAULT 'pending',
    "reason" TEXT,

    CONSTRAINT "BookingOffer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FavoriteCleaner" (
    "customerId" TEXT NOT NULL,
    "cleanerId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FavoriteCleaner_pkey" PRIMARY KEY ("customerId","cleanerId")
);

-- CreateIndex
CREATE INDEX "BookingOffer_bookingId_askedAt_idx" ON "BookingOffer"("bookingId", "askedAt");

-- CreateIndex
CREATE INDEX "BookingOffer_cleanerId_outcome_idx" ON "BookingOffer"("cleanerId", "outcome");

-- CreateIndex
CREATE INDEX "FavoriteCleaner_cleanerId_idx" ON "FavoriteCleaner"("cleanerId");

-- CreateIndex
CREATE INDEX "CleanerProfile_homeLatitude_homeLongitude_idx" ON "CleanerProfile"("homeLatitude", "homeLongitude");

-- AddForeignKey
ALTER TABLE "BookingOffer" ADD CONSTRAINT "BookingOffer_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingOffer" ADD CONSTRAINT "BookingOffer_cleanerId_fkey" FOREIGN KEY ("cleanerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FavoriteCleaner" ADD CONSTRAINT "FavoriteCleaner_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FavoriteCleaner" ADD CONSTRAINT "FavoriteCleaner_cleanerId_fkey" FOREIGN KEY ("cleanerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- At most one request waits for an answer per booking.
CREATE UNIQUE INDEX "BookingOffer_one_pending" ON "BookingOffer"("bookingId") WHERE "outcome" = 'pending';

-- Great-circle distance in miles between two points in degrees (haversine, Earth radius 3958.8 mi).
CREATE FUNCTION miles_between(lat1 float8, lng1 float8, lat2 float8, lng2 float8) RETURNS float8
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT 2 * 3958.8 * asin(least(1, sqrt(
    power(sin(radians(lat2 - lat1) / 2), 2)
    + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lng2 - lng1) / 2), 2)))) $$;

-- Minutes a cleaner keeps free between two consecutive jobs: 15, plus the drive between the two zip
-- centroids at 25 mph rounded up to a multiple of 15 (a missing point counts as no drive).
CREATE FUNCTION travel_buffer_minutes(lat1 float8, lng1 float8, lat2 float8, lng2 float8) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT 15 + CASE
    WHEN lat1 IS NULL OR lng1 IS NULL OR lat2 IS NULL OR lng2 IS NULL THEN 0
    ELSE (ceil(miles_between(lat1, lng1, lat2, lng2) / 25.0 * 60 / 15) * 15)::integer
  END $$;

-- Whether a cleaner covers a job's location: within their radius of their home zip code, or in
-- one of their zip prefixes (extra coverage).
CREATE FUNCTION cleaner_covers(home_lat float8, home_lng float8, radius_miles integer, prefixes text[], zip text, lat float8, lng float8)
  RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (home_lat IS NOT NULL AND lat IS NOT NULL AND miles_between(home_lat, home_lng, lat, lng) <= radius_miles)
    OR EXISTS (SELECT 1 FROM unnest(prefixes) AS p(prefix) WHERE starts_with(zip, p.prefix)) $$;

-- Whether a cleaner is free for a job of p_minutes from p_start at (p_lat, p_lng): no job they hold
-- (awaiting their answer, confirmed or under way) other than p_except comes closer than the travel
-- buffer between the two. The exclusion constraint "Booking_cleaner_no_overlap" stays the last word
-- on plain overlaps; this adds the buffer (jobs last at most 12 h, buffers well under a day).
CREATE FUNCTION cleaner_slot_free(p_cleaner text, p_start timestamptz, p_minutes integer, p_lat float8, p_lng float8, p_except text)
  RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT NOT EXISTS (
    SELECT 1 FROM "Booking" AS o
    WHERE o."cleanerId" = p_cleaner
      AND o."status" IN ('pending_cleaner_response', 'confirmed', 'in_progress')
      AND o."id" <> coalesce(p_except, '')
      AND o."scheduledAt" > p_start - interval '2 days'
      AND o."scheduledAt" < p_start + interval '2 days'
      AND p_start < o."scheduledAt" + make_interval(mins => o."durationMinutes" + travel_buffer_minutes(o."latitude", o."longitude", p_lat, p_lng))
      AND o."scheduledAt" < p_start + make_interval(mins => p_minutes + travel_buffer_minutes(o."latitude", o."longitude", p_lat, p_lng))
  ) $$;

-- One cleaner's accepts (migration 20261201000000_accept_batch), now with coverage by radius and
-- the travel buffer. A per-cleaner advisory lock makes one cleaner's accepts decide one after the
-- other across instances (the buffer is not in the exclusion constraint). Outcomes: 'accepted',
-- 'overlap' (the constraint refused it), 'travel' (too close to another of their jobs) or
-- 'unmatched' (gone, taken, not theirs, or their request expired). Accepting a request marks it
-- accepted in the same subtransaction.
CREATE OR REPLACE FUNCTION accept_jobs(p_cleaner text, p_ids text[], p_now timestamptz)
  RETURNS TABLE (booking_id text, outcome text)
  LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  v_id text;
  v_b "Booking"%ROWTYPE;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('accept:' || p_cleaner));
  FOREACH v_id IN ARRAY p_ids LOOP
    booking_id := v_id;
    BEGIN
      UPDATE "Booking" AS b
      SET "status" = 'confirmed', "cleanerId" = p_cleaner, "acceptedAt" = p_now, "updatedAt" = p_now
      WHERE b."id" = v_id
        AND (
          (b."status" = 'pending_cleaner_response' AND b."cleanerId" = p_cleaner
            AND NOT EXISTS (
              SELECT 1 FROM "BookingOffer" AS o
              WHERE o."bookingId" = b."id" AND o."cleanerId" = p_cleaner AND o."outcome" = 'pending' AND o."expiresAt" <= p_now
            ))
          OR (
            b."status" = 'pending' AND b."cleanerId" IS NULL AND b."scheduledAt" > p_now
            AND EXISTS (
              SELECT 1 FROM "CleanerProfile" AS cp
              WHERE cp."userId" = p_cleaner
                AND cleaner_covers(cp."homeLatitude", cp."homeLongitude", cp."serviceRadiusMiles", cp."serviceZipPrefixes", b."zipCode", b."latitude", b."longitude")
            )
            AND NOT EXISTS (SELECT 1 FROM "BookingDecline" AS d WHERE d."bookingId" = b."id" AND d."cleanerId" = p_cleaner)
          )
        )
      RETURNING b.* INTO v_b;
      IF FOUND THEN
        IF NOT cleaner_slot_free(p_cleaner, v_b."scheduledAt", v_b."durationMinutes", v_b."latitude", v_b."longitude", v_id) THEN
          RAISE EXCEPTION 'travel buffer' USING ERRCODE = 'P0001';
        END IF;
        UPDATE "BookingOffer" AS bo SET "outcome" = 'accepted', "answeredAt" = p_now
        WHERE bo."bookingId" = v_id AND bo."cleanerId" = p_cleaner AND bo."outcome" = 'pending';
        outcome := 'accepted';
      ELSE
        outcome := 'unmatched';
      END IF;
    EXCEPTION
      WHEN exclusion_violation THEN outcome := 'overlap';
      WHEN raise_exception THEN outcome := 'travel';
    END;
    RETURN NEXT;
  END LOOP;
END
$$;
