-- Issue 33: one user's gems newest first now carry the visibility, so the home feed's
-- per-followee top-N reads them index-only. The new index is built before the old one goes, so
-- profiles keep an index throughout.

-- CreateIndex
CREATE INDEX "gems_user_recent_feed_idx" ON "gems"("user_id", "created_at" DESC, "id" DESC, "visibility");

-- DropIndex
DROP INDEX "gems_user_id_created_at_id_idx";
