-- AlterTable
ALTER TABLE "gems" ADD COLUMN     "image_fetch_failed_url" TEXT,
ADD COLUMN     "image_lease_until" TIMESTAMPTZ(3),
ADD COLUMN     "image_srcset" TEXT,
ADD COLUMN     "source_image_url" TEXT;
