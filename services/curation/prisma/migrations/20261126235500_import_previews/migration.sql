-- AlterTable
ALTER TABLE "import_items" ADD COLUMN     "preview_lease_until" TIMESTAMPTZ(3),
ADD COLUMN     "previewed_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "import_jobs" ADD COLUMN     "previews_done" INTEGER NOT NULL DEFAULT 0;
