-- AlterTable
ALTER TABLE "gems" ADD COLUMN     "author" TEXT,
ADD COLUMN     "logo_url" TEXT,
ADD COLUMN     "published_at" TIMESTAMPTZ(3),
ADD COLUMN     "site_name" TEXT;
