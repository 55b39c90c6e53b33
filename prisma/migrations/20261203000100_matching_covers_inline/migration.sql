-- cleaner_covers without a subquery (docs/decisions/0027-matching.md, "Speed"): the planner can
-- inline a single-expression SQL function into the calling query, but not one with EXISTS over
-- unnest(), which it ran as a function call per cleaner (about 10x slower over 10,000 cleaners).
-- "zip starts with one of the prefixes" is the same as "the prefixes share an element with the
-- zip's leading substrings" (zip codes are at most 10 characters: 12345-6789).
CREATE OR REPLACE FUNCTION cleaner_covers(home_lat float8, home_lng float8, radius_miles integer, prefixes text[], zip text, lat float8, lng float8)
  RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (home_lat IS NOT NULL AND lat IS NOT NULL AND miles_between(home_lat, home_lng, lat, lng) <= radius_miles)
    OR prefixes && ARRAY[left(zip, 0), left(zip, 1), left(zip, 2), left(zip, 3), left(zip, 4), left(zip, 5),
                         left(zip, 6), left(zip, 7), left(zip, 8), left(zip, 9), left(zip, 10)] $$;

-- Cleaners covering a zip through a prefix are found by the array overlap above.
CREATE INDEX "CleanerProfile_serviceZipPrefixes_idx" ON "CleanerProfile" USING gin ("serviceZipPrefixes");
