-- Instant booking (issue 31; docs/decisions/0044-instant-booking.md): a cleaner's rules, the
-- late-cancellation policy (one row, admins edit it) and how a booking was confirmed.
ALTER TABLE "Booking" ADD COLUMN "instantAt" TIMESTAMPTZ(3);

CREATE TABLE "InstantBookRule" (
    "cleanerId" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "serviceIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "maxDistanceMiles" INTEGER NOT NULL DEFAULT 10,
    "minNoticeHours" INTEGER NOT NULL DEFAULT 24,
    "maxJobsPerDay" INTEGER NOT NULL DEFAULT 2,
    "suspendedUntil" TIMESTAMPTZ(3),
    "suspensionReason" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "InstantBookRule_pkey" PRIMARY KEY ("cleanerId")
);

ALTER TABLE "InstantBookRule" ADD CONSTRAINT "InstantBookRule_cleanerId_fkey" FOREIGN KEY ("cleanerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "InstantBookPolicy" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "count" INTEGER NOT NULL DEFAULT 2,
    "windowDays" INTEGER NOT NULL DEFAULT 30,
    "suspensionDays" INTEGER NOT NULL DEFAULT 14,
    "lateHours" INTEGER NOT NULL DEFAULT 24,
    "updatedById" TEXT,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InstantBookPolicy_pkey" PRIMARY KEY ("id")
);

INSERT INTO "InstantBookPolicy" ("id") VALUES (1);
