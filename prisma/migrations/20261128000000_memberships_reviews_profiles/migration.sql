-- AlterEnum
ALTER TYPE "EmailTokenPurpose" ADD VALUE 'change_email';

-- AlterEnum
ALTER TYPE "MembershipStatus" ADD VALUE 'pending';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "defaultAddress" TEXT,
ADD COLUMN     "defaultCity" TEXT,
ADD COLUMN     "defaultZipCode" TEXT,
ADD COLUMN     "pendingEmail" TEXT;

-- AlterTable
ALTER TABLE "CleanerProfile" ADD COLUMN     "hoursSetAt" TIMESTAMPTZ(3),
ADD COLUMN     "offeredServiceIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "timeZone" TEXT NOT NULL DEFAULT 'UTC';

-- AlterTable
ALTER TABLE "Membership" ADD COLUMN     "cancelAtPeriodEnd" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "cancelReason" TEXT,
ADD COLUMN     "cancelledById" TEXT,
ADD COLUMN     "currentPeriodStart" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "endedAt" TIMESTAMPTZ(3),
ADD COLUMN     "grantReason" TEXT,
ADD COLUMN     "grantedById" TEXT,
ADD COLUMN     "lastRenewalError" TEXT,
ADD COLUMN     "paymentMethodId" TEXT,
ADD COLUMN     "planMonths" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "scheduledTierCode" "MembershipTierCode",
ADD COLUMN     "source" TEXT NOT NULL DEFAULT 'purchase',
ADD COLUMN     "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "hidden" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "MembershipPayment" (
    "id" TEXT NOT NULL,
    "membershipId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "tierCode" "MembershipTierCode" NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "status" "PaymentState" NOT NULL DEFAULT 'pending',
    "gatewayId" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "failureMessage" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MembershipPayment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CleanerHours" (
    "id" SERIAL NOT NULL,
    "cleanerId" TEXT NOT NULL,
    "weekday" INTEGER NOT NULL,
    "startMinute" INTEGER NOT NULL,
    "endMinute" INTEGER NOT NULL,

    CONSTRAINT "CleanerHours_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CleanerDayOff" (
    "cleanerId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "note" TEXT,

    CONSTRAINT "CleanerDayOff_pkey" PRIMARY KEY ("cleanerId","date")
);

-- CreateIndex
CREATE UNIQUE INDEX "MembershipPayment_gatewayId_key" ON "MembershipPayment"("gatewayId");

-- CreateIndex
CREATE UNIQUE INDEX "MembershipPayment_idempotencyKey_key" ON "MembershipPayment"("idempotencyKey");

-- CreateIndex
CREATE INDEX "MembershipPayment_membershipId_createdAt_idx" ON "MembershipPayment"("membershipId", "createdAt");

-- CreateIndex
CREATE INDEX "MembershipPayment_createdAt_idx" ON "MembershipPayment"("createdAt");

-- CreateIndex
CREATE INDEX "CleanerHours_cleanerId_weekday_idx" ON "CleanerHours"("cleanerId", "weekday");

-- CreateIndex
CREATE INDEX "Membership_status_currentPeriodEnd_idx" ON "Membership"("status", "currentPeriodEnd");

-- AddForeignKey
ALTER TABLE "MembershipPayment" ADD CONSTRAINT "MembershipPayment_membershipId_fkey" FOREIGN KEY ("membershipId") REFERENCES "Membership"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MembershipPayment" ADD CONSTRAINT "MembershipPayment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CleanerHours" ADD CONSTRAINT "CleanerHours_cleanerId_fkey" FOREIGN KEY ("cleanerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CleanerDayOff" ADD CONSTRAINT "CleanerDayOff_cleanerId_fkey" FOREIGN KEY ("cleanerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Weekly hours are whole local windows of one day (issue 8 "Profiles and availability").
ALTER TABLE "CleanerHours" ADD CONSTRAINT "CleanerHours_window_check"
  CHECK ("weekday" BETWEEN 0 AND 6 AND "startMinute" >= 0 AND "endMinute" <= 1440 AND "startMinute" < "endMinute");
ALTER TABLE "MembershipPayment" ADD CONSTRAINT "MembershipPayment_amount_check" CHECK ("amountCents" >= 0);

-- At most one membership per customer that is pending or active: two subscribes at once (a double
-- click) cannot both charge. Written without the new 'pending' label, which cannot be used in the
-- transaction that adds it.
CREATE UNIQUE INDEX "Membership_one_live_per_user" ON "Membership"("userId") WHERE "status" NOT IN ('cancelled', 'expired');
