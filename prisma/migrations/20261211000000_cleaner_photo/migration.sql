-- Cleaner profile photo (issue 20: the customer sees the cleaner's first name, last initial and photo).
-- AlterTable
ALTER TABLE "CleanerProfile" ADD COLUMN     "photoKey" TEXT,
ADD COLUMN     "photoUpdatedAt" TIMESTAMPTZ(3);
