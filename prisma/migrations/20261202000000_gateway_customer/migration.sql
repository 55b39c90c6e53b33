-- The payment gateway's customer of a user (Stripe `cus_...`): saved cards for membership renewals
-- are attached to it, which Stripe requires to charge a card again off-session.
-- AlterTable
ALTER TABLE "User" ADD COLUMN     "gatewayCustomerId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "User_gatewayCustomerId_key" ON "User"("gatewayCustomerId");
