-- Raw SQL that schema.prisma cannot express (docs/decisions/0002-migrations.md).

-- A cleaner cannot hold two overlapping jobs that are awaiting their answer, confirmed or under way.
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- timestamptz + interval is only STABLE (month/day intervals depend on the time zone); a minutes
-- interval is absolute, so this wrapper is truly immutable and may be used in the constraint.
CREATE FUNCTION booking_span(start_at timestamptz, minutes integer) RETURNS tstzrange
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT tstzrange(start_at, start_at + make_interval(mins => minutes), '[)') $$;

ALTER TABLE "Booking"
  ADD CONSTRAINT "Booking_cleaner_no_overlap"
  EXCLUDE USING gist (
    "cleanerId" WITH =,
    booking_span("scheduledAt", "durationMinutes") WITH &&
  )
  WHERE ("cleanerId" IS NOT NULL AND "status" IN ('pending_cleaner_response', 'confirmed', 'in_progress'));

-- Money and time sanity: the database refuses what the services would never write.
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_amounts_nonnegative" CHECK ("hourlyRateCents" >= 0 AND "totalCents" >= 0);
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_duration_positive" CHECK ("durationMinutes" > 0);
ALTER TABLE "Service" ADD CONSTRAINT "Service_prices_nonnegative" CHECK ("memberPriceCents" >= 0 AND "regularPriceCents" >= 0);
ALTER TABLE "Review" ADD CONSTRAINT "Review_rating_range" CHECK ("rating" BETWEEN 1 AND 5);
