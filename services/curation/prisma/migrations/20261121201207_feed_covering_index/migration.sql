-- DropIndex
DROP INDEX "gems_created_at_id_idx";

-- CreateIndex
CREATE INDEX "gems_recent_feed_idx" ON "gems"("created_at" DESC, "id" DESC, "user_id", "visibility");
