-- AlterTable
ALTER TABLE "import_items" ADD COLUMN     "folders" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "gem" JSONB,
ADD COLUMN     "note" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "import_jobs" ADD COLUMN     "collections" JSONB,
ADD COLUMN     "format" TEXT NOT NULL DEFAULT 'netscape',
ADD COLUMN     "skipped" INTEGER NOT NULL DEFAULT 0;

-- A job left unfinished by the previous version keeps its folders.
UPDATE "import_items" SET "folders" = ARRAY["folder"] WHERE "folder" IS NOT NULL AND "status" = 'pending';
