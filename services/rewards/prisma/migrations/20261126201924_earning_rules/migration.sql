-- AlterTable
ALTER TABLE "gem_refs" ADD COLUMN     "handmade" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "known" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "url_key" TEXT;

-- AlterTable
ALTER TABLE "point_rules" ADD COLUMN     "daily_cap" INTEGER;

-- AlterTable
ALTER TABLE "token_distributions" ADD COLUMN     "period_end" TIMESTAMPTZ(3),
ADD COLUMN     "period_start" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "gem_refs_user_id_url_key_idx" ON "gem_refs"("user_id", "url_key");

-- CreateIndex
CREATE INDEX "point_events_user_id_action_type_created_at_idx" ON "point_events"("user_id", "action_type", "created_at");

-- Daily caps (issue 25 §2; docs/decisions.md): a person earns by each rule at most this many
-- times a UTC day. A share now earns when someone else opens the link, not when it is made.
UPDATE "point_rules" SET "daily_cap" = 20 WHERE "action_type" = 'create_gem' AND "daily_cap" IS NULL;
UPDATE "point_rules" SET "daily_cap" = 50 WHERE "action_type" = 'like_gem' AND "daily_cap" IS NULL;
UPDATE "point_rules" SET "daily_cap" = 20 WHERE "action_type" = 'comment_gem' AND "daily_cap" IS NULL;
UPDATE "point_rules" SET "daily_cap" = 10, "description" = 'Someone opens a gem link you shared'
  WHERE "action_type" = 'external_share';
