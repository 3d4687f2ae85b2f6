-- Issue 33: timelines from 40 followees (FEED_TIMELINE_ABOVE, was 100), and the fan-out bounded
-- for curators with more than 5,000 followers (FEED_FANOUT_FOLLOWERS_MAX): their saves are not
-- copied into timelines; a timeline's read merges their newest gems (feed_timeline_wide_follows).
-- CreateTable
CREATE TABLE "feed_wide_owners" (
    "owner_id" INTEGER NOT NULL,
    "since" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "feed_wide_owners_pkey" PRIMARY KEY ("owner_id")
);

-- CreateTable
CREATE TABLE "feed_timeline_wide_follows" (
    "viewer_id" INTEGER NOT NULL,
    "owner_id" INTEGER NOT NULL,

    CONSTRAINT "feed_timeline_wide_follows_pkey" PRIMARY KEY ("viewer_id","owner_id")
);

-- CreateIndex
CREATE INDEX "feed_timeline_wide_follows_owner_id_idx" ON "feed_timeline_wide_follows"("owner_id");

-- AddForeignKey
ALTER TABLE "feed_timeline_wide_follows" ADD CONSTRAINT "feed_timeline_wide_follows_viewer_id_fkey" FOREIGN KEY ("viewer_id") REFERENCES "feed_timelines"("viewer_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The curators already past the bound (one pass over follows' followed_id index).
INSERT INTO "feed_wide_owners" ("owner_id")
SELECT f."followed_id" FROM "follows" f GROUP BY f."followed_id" HAVING count(*) > 5000;

-- Timelines that follow them merge them at read, and no longer hold their gems.
INSERT INTO "feed_timeline_wide_follows" ("viewer_id", "owner_id")
SELECT t."viewer_id", w."owner_id"
  FROM "feed_wide_owners" w
  JOIN "follows" f ON f."followed_id" = w."owner_id"
  JOIN "feed_timelines" t ON t."viewer_id" = f."follower_id"
 WHERE f."follower_id" <> w."owner_id";

DELETE FROM "feed_timeline_entries" e
 USING "feed_wide_owners" w
 WHERE e."owner_id" = w."owner_id";

-- Viewers now due a timeline (more than 40 followees, none yet): built after the service starts
-- (gems/feed-timeline-catch-up.ts), as the first queue's were.
INSERT INTO "feed_timelines_due" ("viewer_id")
SELECT f."follower_id"
  FROM "follows" f
 WHERE NOT EXISTS (SELECT 1 FROM "feed_timelines" t WHERE t."viewer_id" = f."follower_id")
 GROUP BY f."follower_id"
HAVING count(*) > 40
ON CONFLICT DO NOTHING;
