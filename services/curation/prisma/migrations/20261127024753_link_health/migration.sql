-- AlterTable
ALTER TABLE "gems" ADD COLUMN     "link_broken_at" TIMESTAMPTZ(3),
ADD COLUMN     "link_broken_notified_at" TIMESTAMPTZ(3),
ADD COLUMN     "link_check_due_at" TIMESTAMPTZ(3) DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "link_checked_at" TIMESTAMPTZ(3),
ADD COLUMN     "link_http_status" INTEGER,
ADD COLUMN     "link_moved_to" TEXT,
ADD COLUMN     "link_status" TEXT NOT NULL DEFAULT 'unchecked',
ADD COLUMN     "link_strikes" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "link_health_digests" (
    "week" DATE NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "owners" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "link_health_digests_pkey" PRIMARY KEY ("week")
);

-- CreateIndex
CREATE INDEX "gems_link_check_due_idx" ON "gems"("link_check_due_at");

-- CreateIndex
CREATE INDEX "gems_link_status_idx" ON "gems"("link_status", "user_id");

-- A gem without a web address (a custom list) has no link to check.
UPDATE "gems" SET "link_check_due_at" = NULL WHERE "url" !~* '^https?://';
