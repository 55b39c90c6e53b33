-- Request waves (docs/decisions/0045-request-waves.md; issue 31). The cascade asks several
-- cleaners at once: the booking waits in pending_cleaner_response with no cleaner, and each
-- pending BookingOffer holds its cleaner's slot (travel buffer included) until it ends.

-- A wave has several pending requests per booking: at most one per cleaner now (was one per booking).
DROP INDEX "BookingOffer_one_pending";
CREATE UNIQUE INDEX "BookingOffer_one_pending_per_cleaner" ON "BookingOffer" ("bookingId", "cleanerId") WHERE "outcome" = 'pending';

-- The pending requests, for the set check below (recommendations read every cleaner not free at a
-- time once) and for one cleaner's check: few rows whatever the table's size.
CREATE INDEX "BookingOffer_pending_cleanerId_idx" ON "BookingOffer" ("cleanerId", "bookingId") WHERE "outcome" = 'pending';

-- The cleaners a job of p_minutes from p_start at (p_lat, p_lng) is not free for: those holding a
-- job (awaiting their answer, confirmed or under way) other than p_except, or asked by a pending
-- request (BookingOffer outcome pending) of a booking other than p_except that still awaits a
-- cleaner, that comes closer than the travel buffer between the two. Still one SELECT (a UNION ALL),
-- so the planner inlines it into cleaner_slot_free and the recommendation as before.
CREATE OR REPLACE FUNCTION cleaners_not_free(p_start timestamptz, p_minutes integer, p_lat float8, p_lng float8, p_except text)
  RETURNS TABLE ("cleanerId" text)
  LANGUAGE sql STABLE
  AS $$ SELECT o."cleanerId" FROM "Booking" AS o
    WHERE o."cleanerId" IS NOT NULL
      AND o."status" IN ('pending_cleaner_response', 'confirmed', 'in_progress')
      AND o."id" <> coalesce(p_except, '')
      AND o."scheduledAt" > p_start - interval '2 days'
      AND o."scheduledAt" < p_start + interval '2 days'
      AND p_start < o."scheduledAt" + make_interval(mins => o."durationMinutes" + travel_buffer_minutes(o."latitude", o."longitude", p_lat, p_lng))
      AND o."scheduledAt" < p_start + make_interval(mins => p_minutes + travel_buffer_minutes(o."latitude", o."longitude", p_lat, p_lng))
  UNION ALL
  SELECT f."cleanerId" FROM "BookingOffer" AS f JOIN "Booking" AS o ON o."id" = f."bookingId"
    WHERE f."outcome" = 'pending'
      AND o."status" IN ('pending', 'pending_cleaner_response')
      AND o."id" <> coalesce(p_except, '')
      AND o."scheduledAt" > p_start - interval '2 days'
      AND o."scheduledAt" < p_start + interval '2 days'
      AND p_start < o."scheduledAt" + make_interval(mins => o."durationMinutes" + travel_buffer_minutes(o."latitude", o."longitude", p_lat, p_lng))
      AND o."scheduledAt" < p_start + make_interval(mins => p_minutes + travel_buffer_minutes(o."latitude", o."longitude", p_lat, p_lng)) $$;

-- accept_jobs (migration 20261203000000_matching) learns the wave: a booking in
-- pending_cleaner_response with no cleaner is accepted by a cleaner whose request on it is still
-- pending and not past its deadline. Whoever takes a booking, its other pending requests are
-- withdrawn in the same transaction ('another cleaner accepted'). The request is claimed by a
-- compare-and-set in its own statement (a fresh snapshot under the booking row lock): a deadline
-- or a decline that committed while this accept waited for the row makes it refuse ('unmatched').
CREATE OR REPLACE FUNCTION accept_jobs(p_cleaner text, p_ids text[], p_now timestamptz)
  RETURNS TABLE (booking_id text, outcome text)
  LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  v_id text;
  v_b "Booking"%ROWTYPE;
  v_claimed integer;
  v_took boolean;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('accept:' || p_cleaner));
  FOREACH v_id IN ARRAY p_ids LOOP
    booking_id := v_id;
    v_took := false;
    BEGIN
      -- A wave: the booking asks several cleaners and holds none itself.
      UPDATE "Booking" AS b
      SET "status" = 'confirmed', "cleanerId" = p_cleaner, "acceptedAt" = p_now, "updatedAt" = p_now
      WHERE b."id" = v_id AND b."status" = 'pending_cleaner_response' AND b."cleanerId" IS NULL
        AND EXISTS (
          SELECT 1 FROM "BookingOffer" AS o
          WHERE o."bookingId" = b."id" AND o."cleanerId" = p_cleaner AND o."outcome" = 'pending' AND o."expiresAt" > p_now
        )
      RETURNING b.* INTO v_b;
      IF FOUND THEN
        v_took := true;
        -- The request itself, claimed in a statement of its own (a fresh snapshot): one that a
        -- deadline, a decline or a withdrawal ended while this accept waited for the row refuses.
        UPDATE "BookingOffer" AS bo SET "outcome" = 'accepted', "answeredAt" = p_now
        WHERE bo."bookingId" = v_id AND bo."cleanerId" = p_cleaner AND bo."outcome" = 'pending' AND bo."expiresAt" > p_now;
        GET DIAGNOSTICS v_claimed = ROW_COUNT;
        IF v_claimed = 0 THEN
          RAISE EXCEPTION 'request ended' USING ERRCODE = 'WV001';
        END IF;
      ELSE
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
          v_took := true;
          UPDATE "BookingOffer" AS bo SET "outcome" = 'accepted', "answeredAt" = p_now
          WHERE bo."bookingId" = v_id AND bo."cleanerId" = p_cleaner AND bo."outcome" = 'pending';
        END IF;
      END IF;
      IF v_took THEN
        IF NOT cleaner_slot_free(p_cleaner, v_b."scheduledAt", v_b."durationMinutes", v_b."latitude", v_b."longitude", v_id) THEN
          RAISE EXCEPTION 'travel buffer' USING ERRCODE = 'P0001';
        END IF;
        -- Whoever takes it, the booking's other requests end now (their cleaners are told after
        -- the commit: cascade.service.ts tellWithdrawn).
        UPDATE "BookingOffer" AS bo SET "outcome" = 'withdrawn', "answeredAt" = p_now, "reason" = 'another cleaner accepted'
        WHERE bo."bookingId" = v_id AND bo."outcome" = 'pending';
        outcome := 'accepted';
      ELSE
        outcome := 'unmatched';
      END IF;
    EXCEPTION
      WHEN exclusion_violation THEN outcome := 'overlap';
      WHEN raise_exception THEN outcome := 'travel';
      WHEN SQLSTATE 'WV001' THEN outcome := 'unmatched';
    END;
    RETURN NEXT;
  END LOOP;
END
$$;
