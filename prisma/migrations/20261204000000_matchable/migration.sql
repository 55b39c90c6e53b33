-- Matching at scale (issue 16 "Data at scale, and speed"; docs/decisions/0027-matching.md, "Speed").
--
-- "matchable" = the cleaner may be matched at all: a cleaner account that is active and whose
-- background check is approved. It is kept by the two triggers below, the one place this rule is
-- written for reads, so that matching finds cleaners from one partial index without reading every
-- candidate's User row. The application never writes the column.
ALTER TABLE "CleanerProfile" ADD COLUMN "matchable" BOOLEAN NOT NULL DEFAULT false;

UPDATE "CleanerProfile" AS cp
SET "matchable" = (u."role" = 'cleaner' AND u."status" = 'active' AND cp."backgroundCheckStatus" = 'approved')
FROM "User" AS u
WHERE u."id" = cp."userId";

-- A profile written (created, approved, rejected, re-pointed): read its account's standing.
CREATE FUNCTION cleaner_profile_matchable() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW."matchable" := NEW."backgroundCheckStatus" = 'approved' AND EXISTS (
    SELECT 1 FROM "User" AS u WHERE u."id" = NEW."userId" AND u."role" = 'cleaner' AND u."status" = 'active');
  RETURN NEW;
END $$;

CREATE TRIGGER "CleanerProfile_matchable"
  BEFORE INSERT OR UPDATE ON "CleanerProfile"
  FOR EACH ROW EXECUTE FUNCTION cleaner_profile_matchable();

-- An account suspended, reactivated or changing role: its profile follows.
CREATE FUNCTION user_matchable() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW."role" IS DISTINCT FROM OLD."role" OR NEW."status" IS DISTINCT FROM OLD."status" THEN
    UPDATE "CleanerProfile" SET "matchable" = "matchable" WHERE "userId" = NEW."id";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "User_matchable"
  AFTER UPDATE ON "User"
  FOR EACH ROW EXECUTE FUNCTION user_matchable();

-- Nearby cleaners and the recommendation's candidates: the matchable cleaners inside a bounding
-- box, with what the filters and the nearest-first order read, from the index alone.
CREATE INDEX "CleanerProfile_matchable_home_idx" ON "CleanerProfile" ("homeLatitude", "homeLongitude")
  INCLUDE ("userId", "ratingAverage", "offeredServiceIds")
  WHERE "matchable";
