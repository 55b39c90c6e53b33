-- CreateEnum
CREATE TYPE "PayoutStatus" AS ENUM ('held', 'paused', 'waiting_for_account', 'paid', 'canceled');

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "reason" TEXT,
ADD COLUMN     "refundOfId" TEXT;

-- CreateTable
CREATE TABLE "CancellationPolicy" (
    "id" SERIAL NOT NULL,
    "minHoursBeforeStart" INTEGER,
    "refundPercent" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "updatedById" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CancellationPolicy_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingEvent" (
    "id" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "actorId" TEXT,
    "kind" TEXT NOT NULL,
    "fromValue" TEXT,
    "toValue" TEXT,
    "reason" TEXT,
    "data" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BookingEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Payout" (
    "id" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "cleanerId" TEXT NOT NULL,
    "status" "PayoutStatus" NOT NULL DEFAULT 'held',
    "amountCents" INTEGER NOT NULL DEFAULT 0,
    "releaseAt" TIMESTAMPTZ(3) NOT NULL,
    "problemReason" TEXT,
    "problemReportedAt" TIMESTAMPTZ(3),
    "transferId" TEXT,
    "paidAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Payout_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConnectedAccount" (
    "userId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "payoutsEnabled" BOOLEAN NOT NULL DEFAULT false,
    "detailsSubmitted" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ConnectedAccount_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "GatewayAccount" (
    "id" TEXT NOT NULL,
    "email" TEXT,
    "payoutsEnabled" BOOLEAN NOT NULL DEFAULT true,
    "detailsSubmitted" BOOLEAN NOT NULL DEFAULT true,
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "idempotencyKey" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GatewayAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GatewayTransfer" (
    "id" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "destination" TEXT NOT NULL,
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "idempotencyKey" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GatewayTransfer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CancellationPolicy_minHoursBeforeStart_key" ON "CancellationPolicy"("minHoursBeforeStart");

-- CreateIndex
CREATE INDEX "BookingEvent_bookingId_createdAt_idx" ON "BookingEvent"("bookingId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Payout_bookingId_key" ON "Payout"("bookingId");

-- CreateIndex
CREATE UNIQUE INDEX "Payout_transferId_key" ON "Payout"("transferId");

-- CreateIndex
CREATE INDEX "Payout_cleanerId_status_idx" ON "Payout"("cleanerId", "status");

-- CreateIndex
CREATE INDEX "Payout_status_releaseAt_idx" ON "Payout"("status", "releaseAt");

-- CreateIndex
CREATE UNIQUE INDEX "ConnectedAccount_accountId_key" ON "ConnectedAccount"("accountId");

-- CreateIndex
CREATE UNIQUE INDEX "GatewayAccount_idempotencyKey_key" ON "GatewayAccount"("idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "GatewayTransfer_idempotencyKey_key" ON "GatewayTransfer"("idempotencyKey");

-- CreateIndex
CREATE INDEX "GatewayTransfer_destination_idx" ON "GatewayTransfer"("destination");

-- CreateIndex
CREATE INDEX "Payment_refundOfId_idx" ON "Payment"("refundOfId");

-- AddForeignKey
ALTER TABLE "BookingEvent" ADD CONSTRAINT "BookingEvent_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingEvent" ADD CONSTRAINT "BookingEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payout" ADD CONSTRAINT "Payout_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payout" ADD CONSTRAINT "Payout_cleanerId_fkey" FOREIGN KEY ("cleanerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConnectedAccount" ADD CONSTRAINT "ConnectedAccount_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Seed the cancellation policy (issue 7): part of the product's configuration, not demo data, so
-- every database has it whether or not demo data is seeded. Admins change it over GraphQL.
INSERT INTO "CancellationPolicy" ("minHoursBeforeStart", "refundPercent", "description", "updatedAt") VALUES
  (24, 100, 'Cancelled 24 hours or more before the start: full refund.', CURRENT_TIMESTAMP),
  (0, 50, 'Cancelled less than 24 hours before the start: 50% refunded.', CURRENT_TIMESTAMP),
  (NULL, 0, 'Cancelled after the start: nothing refunded.', CURRENT_TIMESTAMP);

-- Amounts are never negative and percentages stay within 0..100.
ALTER TABLE "CancellationPolicy" ADD CONSTRAINT "CancellationPolicy_refundPercent_check" CHECK ("refundPercent" BETWEEN 0 AND 100);
ALTER TABLE "CancellationPolicy" ADD CONSTRAINT "CancellationPolicy_minHours_check" CHECK ("minHoursBeforeStart" IS NULL OR "minHoursBeforeStart" >= 0);
ALTER TABLE "Payout" ADD CONSTRAINT "Payout_amount_check" CHECK ("amountCents" >= 0);
