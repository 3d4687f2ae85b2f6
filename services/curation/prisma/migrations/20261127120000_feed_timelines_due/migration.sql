-- Issue 33: viewers who already followed more than 100 curators (FEED_TIMELINE_ABOVE) when the
-- timelines shipped are queued here once; the service builds their timelines after it starts
-- (gems/feed-timeline-catch-up.ts), one viewer per transaction, instead of leaving them on the
-- slower read until their next follow. The queue is read by its key and empties as it is worked.
-- CreateTable
CREATE TABLE "feed_timelines_due" (
    "viewer_id" INTEGER NOT NULL,
    "queued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "feed_timelines_due_pkey" PRIMARY KEY ("viewer_id")
);

-- Queue the viewers due a timeline (one pass over follows' key, at deploy).
INSERT INTO "feed_timelines_due" ("viewer_id")
SELECT f."follower_id"
  FROM "follows" f
 WHERE NOT EXISTS (SELECT 1 FROM "feed_timelines" t WHERE t."viewer_id" = f."follower_id")
 GROUP BY f."follower_id"
HAVING count(*) > 100;
