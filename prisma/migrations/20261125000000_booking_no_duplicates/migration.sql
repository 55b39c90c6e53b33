-- Raw SQL that schema.prisma cannot express (docs/decisions/0002-migrations.md): a partial
-- expression index.

-- One customer cannot hold the same live booking twice (a double click, a retried request, two
-- tabs): same service, same start, same address (case-insensitive, trimmed) and zip code, while
-- it is not cancelled or rejected. Holds under concurrency; the service maps the violation to
-- 409 'You already have this booking.' (docs/decisions/0004-booking-lifecycle.md).
CREATE UNIQUE INDEX "Booking_customer_no_duplicate"
  ON "Booking" ("customerId", "serviceId", "scheduledAt", lower(btrim("address")), "zipCode")
  WHERE ("status" NOT IN ('cancelled', 'rejected'));
