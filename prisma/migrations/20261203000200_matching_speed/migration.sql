-- Matching reads at scale (docs/decisions/0027-matching.md, "Speed").

-- The recommendation's bounding box is sized by the largest service radius any cleaner has:
-- max("serviceRadiusMiles") is one probe of this index instead of a scan of every profile.
CREATE INDEX "CleanerProfile_serviceRadiusMiles_idx" ON "CleanerProfile"("serviceRadiusMiles");

-- The asking customer's ratings of cleaners (the HISTORY factor) are found by author.
CREATE INDEX "Review_authorId_idx" ON "Review"("authorId");

-- A cleaner's completed and cancelled jobs (the RELIABILITY factor and the card's completed jobs)
-- are counted from this index without reading every booking the cleaner ever had.
CREATE INDEX "Booking_cleanerId_status_idx" ON "Booking"("cleanerId", "status");

-- The cleaners a job of p_minutes from p_start at (p_lat, p_lng) is not free for: those holding a
-- job (awaiting their answer, confirmed or under way) other than p_except that comes closer than
-- the travel buffer between the two. A single SELECT, so the planner inlines it: recommendations
-- read it once for every cleaner (a hash anti-join) instead of calling cleaner_slot_free per
-- candidate, and cleaner_slot_free below reads it for one cleaner through
-- Booking(cleanerId, scheduledAt). Jobs last at most 12 h and buffers are well under a day, so
-- jobs starting more than 2 days away never block.
CREATE FUNCTION cleaners_not_free(p_start timestamptz, p_minutes integer, p_lat float8, p_lng float8, p_except text)
  RETURNS TABLE ("cleanerId" text)
  LANGUAGE sql STABLE
  AS $$ SELECT o."cleanerId" FROM "Booking" AS o
    WHERE o."cleanerId" IS NOT NULL
      AND o."status" IN ('pending_cleaner_response', 'confirmed', 'in_progress')
      AND o."id" <> coalesce(p_except, '')
      AND o."scheduledAt" > p_start - interval '2 days'
      AND o."scheduledAt" < p_start + interval '2 days'
      AND p_start < o."scheduledAt" + make_interval(mins => o."durationMinutes" + travel_buffer_minutes(o."latitude", o."longitude", p_lat, p_lng))
      AND o."scheduledAt" < p_start + make_interval(mins => p_minutes + travel_buffer_minutes(o."latitude", o."longitude", p_lat, p_lng)) $$;

-- Same answer as before (migration 20261203000000_matching), now from the one rule above.
CREATE OR REPLACE FUNCTION cleaner_slot_free(p_cleaner text, p_start timestamptz, p_minutes integer, p_lat float8, p_lng float8, p_except text)
  RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT NOT EXISTS (
    SELECT 1 FROM cleaners_not_free(p_start, p_minutes, p_lat, p_lng, p_except) AS n WHERE n."cleanerId" = p_cleaner
  ) $$;
