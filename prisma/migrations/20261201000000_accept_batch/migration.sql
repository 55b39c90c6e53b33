-- One cleaner's accepts, decided in one statement (docs/decisions/0012, fourth pass).
--
-- accept_jobs tries each booking in the order given, each in its own subtransaction: the same
-- compare-and-set as a single accept (still pending and unassigned, not started, in one of the
-- cleaner's zip prefixes, not declined by them; or still asking this cleaner), and the
-- "Booking_cleaner_no_overlap" exclusion constraint refusing a job that overlaps one they hold
-- (including one accepted earlier in the same call). Outcomes: 'accepted', 'overlap' (23P01) or
-- 'unmatched' (the compare-and-set found nothing: gone, taken, not theirs; the caller reads why).
-- Run in one backend, the jobs of one burst never wait on each other's uncommitted rows, which
-- is what made concurrent single UPDATEs deadlock (40P01) and queue behind deadlock_timeout.
CREATE FUNCTION accept_jobs(p_cleaner text, p_ids text[], p_now timestamptz)
  RETURNS TABLE (booking_id text, outcome text)
  LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  v_id text;
BEGIN
  FOREACH v_id IN ARRAY p_ids LOOP
    booking_id := v_id;
    BEGIN
      UPDATE "Booking" AS b
      SET "status" = 'confirmed', "cleanerId" = p_cleaner, "acceptedAt" = p_now, "updatedAt" = p_now
      WHERE b."id" = v_id
        AND (
          (b."status" = 'pending_cleaner_response' AND b."cleanerId" = p_cleaner)
          OR (
            b."status" = 'pending' AND b."cleanerId" IS NULL AND b."scheduledAt" > p_now
            AND EXISTS (
              SELECT 1 FROM "CleanerProfile" AS cp, unnest(cp."serviceZipPrefixes") AS zip(prefix)
              WHERE cp."userId" = p_cleaner AND starts_with(b."zipCode", zip.prefix)
            )
            AND NOT EXISTS (SELECT 1 FROM "BookingDecline" AS d WHERE d."bookingId" = b."id" AND d."cleanerId" = p_cleaner)
          )
        );
      IF FOUND THEN
        outcome := 'accepted';
      ELSE
        outcome := 'unmatched';
      END IF;
    EXCEPTION WHEN exclusion_violation THEN
      outcome := 'overlap';
    END;
    RETURN NEXT;
  END LOOP;
END
$$;
