-- Issue 33: a home-feed timeline filled on write, kept only for viewers who follow many curators
-- (feed_timelines marks them). Entries go with their gem and with their timeline (cascades); the
-- key is read backward (newest first), the (viewer_id, owner_id) index serves unfollows.
-- CreateTable
CREATE TABLE "feed_timelines" (
    "viewer_id" INTEGER NOT NULL,
    "built_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "horizon_at" TIMESTAMPTZ(3),
    "horizon_id" INTEGER,

    CONSTRAINT "feed_timelines_pkey" PRIMARY KEY ("viewer_id")
);

-- CreateTable
CREATE TABLE "feed_timeline_entries" (
    "viewer_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "gem_id" INTEGER NOT NULL,
    "owner_id" INTEGER NOT NULL,

    CONSTRAINT "feed_timeline_entries_pkey" PRIMARY KEY ("viewer_id","created_at","gem_id")
);

-- CreateIndex
CREATE INDEX "feed_timeline_entries_viewer_id_owner_id_idx" ON "feed_timeline_entries"("viewer_id", "owner_id");

-- CreateIndex
CREATE INDEX "feed_timeline_entries_gem_id_idx" ON "feed_timeline_entries"("gem_id");

-- AddForeignKey
ALTER TABLE "feed_timeline_entries" ADD CONSTRAINT "feed_timeline_entries_viewer_id_fkey" FOREIGN KEY ("viewer_id") REFERENCES "feed_timelines"("viewer_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feed_timeline_entries" ADD CONSTRAINT "feed_timeline_entries_gem_id_fkey" FOREIGN KEY ("gem_id") REFERENCES "gems"("id") ON DELETE CASCADE ON UPDATE CASCADE;
