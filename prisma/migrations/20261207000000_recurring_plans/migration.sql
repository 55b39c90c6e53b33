-- Recurring plans (issue 17; docs/decisions/0033-recurring-plans.md).
-- CreateEnum
CREATE TYPE "PlanFrequency" AS ENUM ('weekly', 'biweekly', 'every_4_weeks');

-- CreateEnum
CREATE TYPE "PlanStatus" AS ENUM ('active', 'paused', 'cancelled', 'ended');

-- CreateEnum
CREATE TYPE "PlanExceptionKind" AS ENUM ('skip', 'move');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "calendarTokenHash" TEXT;

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "discountCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "planDate" DATE,
ADD COLUMN     "planId" TEXT;

-- CreateTable
CREATE TABLE "Plan" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "serviceId" INTEGER NOT NULL,
    "address" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "zipCode" TEXT NOT NULL,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "timeZone" TEXT NOT NULL,
    "startDate" DATE NOT NULL,
    "startTime" TEXT NOT NULL,
    "durationMinutes" INTEGER NOT NULL,
    "frequency" "PlanFrequency" NOT NULL,
    "visitCount" INTEGER,
    "endDate" DATE,
    "cleanerId" TEXT,
    "cleanerAcceptedAt" TIMESTAMPTZ(3),
    "matching" "BookingMatching" NOT NULL,
    "status" "PlanStatus" NOT NULL DEFAULT 'active',
    "notes" TEXT,
    "discountPercent" INTEGER NOT NULL DEFAULT 0,
    "paymentMethodId" TEXT,
    "bookedThrough" DATE,
    "pausedAt" TIMESTAMPTZ(3),
    "cancelledAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Plan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PlanException" (
    "planId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "kind" "PlanExceptionKind" NOT NULL,
    "movedTo" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PlanException_pkey" PRIMARY KEY ("planId","date")
);

-- CreateTable
CREATE TABLE "RecurringDiscount" (
    "frequency" "PlanFrequency" NOT NULL,
    "percent" INTEGER NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "RecurringDiscount_pkey" PRIMARY KEY ("frequency")
);

-- CreateIndex
CREATE INDEX "Plan_customerId_createdAt_idx" ON "Plan"("customerId", "createdAt");

-- CreateIndex
CREATE INDEX "Plan_cleanerId_idx" ON "Plan"("cleanerId");

-- CreateIndex
CREATE INDEX "Plan_status_bookedThrough_idx" ON "Plan"("status", "bookedThrough");

-- CreateIndex
CREATE UNIQUE INDEX "User_calendarTokenHash_key" ON "User"("calendarTokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "Booking_planId_planDate_key" ON "Booking"("planId", "planDate");

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_planId_fkey" FOREIGN KEY ("planId") REFERENCES "Plan"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Plan" ADD CONSTRAINT "Plan_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Plan" ADD CONSTRAINT "Plan_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "Service"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Plan" ADD CONSTRAINT "Plan_cleanerId_fkey" FOREIGN KEY ("cleanerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlanException" ADD CONSTRAINT "PlanException_planId_fkey" FOREIGN KEY ("planId") REFERENCES "Plan"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Raw SQL that schema.prisma cannot express (docs/decisions/0002-migrations.md).
ALTER TABLE "RecurringDiscount" ADD CONSTRAINT "RecurringDiscount_percent_range" CHECK ("percent" BETWEEN 0 AND 50);
ALTER TABLE "Plan" ADD CONSTRAINT "Plan_discount_range" CHECK ("discountPercent" BETWEEN 0 AND 50);
ALTER TABLE "Plan" ADD CONSTRAINT "Plan_duration_positive" CHECK ("durationMinutes" > 0);
ALTER TABLE "Plan" ADD CONSTRAINT "Plan_start_time" CHECK ("startTime" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_discount_nonnegative" CHECK ("discountCents" >= 0);
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_plan_date" CHECK ("planId" IS NULL OR "planDate" IS NOT NULL);

-- The discounts offered at launch (admins edit them): 10% weekly, 5% every 2 weeks, none every 4 weeks.
INSERT INTO "RecurringDiscount" ("frequency", "percent", "updatedAt") VALUES
  ('weekly', 10, CURRENT_TIMESTAMP),
  ('biweekly', 5, CURRENT_TIMESTAMP),
  ('every_4_weeks', 0, CURRENT_TIMESTAMP);
