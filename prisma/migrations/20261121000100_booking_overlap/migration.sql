-- Raw SQL that schema.prisma cannot express (docs/decisions/0002-migrations.md).

-- A cleaner cannot hold two overlapping jobs that are awaiting their answer, confirmed or under way.
CREATE EXTENSION IF NOT EXISTS btree_gist;

ALTER TABLE "Booking"
  ADD CONSTRAINT "Booking_cleaner_no_overlap"
  EXCLUDE USING gist (
    "cleanerId" WITH =,
    tstzrange("scheduledAt", "scheduledAt" + make_interval(mins => "durationMinutes"), '[)') WITH &&
  )
  WHERE ("cleanerId" IS NOT NULL AND "status" IN ('pending_cleaner_response', 'confirmed', 'in_progress'));

-- Money and time sanity: the database refuses what the services would never write.
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_amounts_nonnegative" CHECK ("hourlyRateCents" >= 0 AND "totalCents" >= 0);
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_duration_positive" CHECK ("durationMinutes" > 0);
ALTER TABLE "Service" ADD CONSTRAINT "Service_prices_nonnegative" CHECK ("memberPriceCents" >= 0 AND "regularPriceCents" >= 0);
ALTER TABLE "Review" ADD CONSTRAINT "Review_rating_range" CHECK ("rating" BETWEEN 1 AND 5);
