-- Raw SQL that schema.prisma cannot express (docs/decisions/0002-migrations.md): a partial
-- expression index.

-- One customer cannot hold the same live plan twice (a double click, a retried request, two tabs):
-- same service, address (case-insensitive, trimmed) and zip code, start date, local start time and
-- frequency, while it is active or paused. Holds under concurrency; plans.service createPlan maps
-- the violation to 409 'You already have this plan.' (docs/decisions/0033-recurring-plans.md).
CREATE UNIQUE INDEX "Plan_customer_no_duplicate"
  ON "Plan" ("customerId", "serviceId", lower(btrim("address")), "zipCode", "startDate", "startTime", "frequency")
  WHERE ("status" IN ('active', 'paused'));
