-- Replicas of social's follows and likes, like/comment counters, explore search, feed indexes.

-- pg_trgm lives in public (database-wide, outlives any one service schema); two schemas migrating
-- at once may race on it, which is harmless.
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
END $$;

-- CreateTable
CREATE TABLE "follows" (
    "follower_id" INTEGER NOT NULL,
    "followed_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "follows_pkey" PRIMARY KEY ("follower_id","followed_id")
);

-- CreateTable
CREATE TABLE "gem_likes" (
    "gem_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gem_likes_pkey" PRIMARY KEY ("gem_id","user_id")
);

-- CreateTable
CREATE TABLE "gem_stats" (
    "gem_id" INTEGER NOT NULL,
    "like_count" INTEGER NOT NULL DEFAULT 0,
    "comment_count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "gem_stats_pkey" PRIMARY KEY ("gem_id"),
    CONSTRAINT "gem_stats_like_count_check" CHECK ("like_count" >= 0),
    CONSTRAINT "gem_stats_comment_count_check" CHECK ("comment_count" >= 0)
);

-- CreateTable
CREATE TABLE "shelf_likes" (
    "shelf_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "shelf_likes_pkey" PRIMARY KEY ("shelf_id","user_id")
);

-- CreateTable
CREATE TABLE "shelf_stats" (
    "shelf_id" INTEGER NOT NULL,
    "like_count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "shelf_stats_pkey" PRIMARY KEY ("shelf_id"),
    CONSTRAINT "shelf_stats_like_count_check" CHECK ("like_count" >= 0)
);

-- CreateIndex
CREATE INDEX "follows_followed_id_idx" ON "follows"("followed_id");

-- CreateIndex
CREATE INDEX "gem_likes_user_id_idx" ON "gem_likes"("user_id");

-- CreateIndex
CREATE INDEX "shelf_likes_user_id_idx" ON "shelf_likes"("user_id");

-- CreateIndex: newest-first over every gem (feed of followed people, explore)
CREATE INDEX "gems_created_at_id_idx" ON "gems"("created_at" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "gem_likes" ADD CONSTRAINT "gem_likes_gem_id_fkey" FOREIGN KEY ("gem_id") REFERENCES "gems"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gem_stats" ADD CONSTRAINT "gem_stats_gem_id_fkey" FOREIGN KEY ("gem_id") REFERENCES "gems"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "shelf_likes" ADD CONSTRAINT "shelf_likes_shelf_id_fkey" FOREIGN KEY ("shelf_id") REFERENCES "shelves"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "shelf_stats" ADD CONSTRAINT "shelf_stats_shelf_id_fkey" FOREIGN KEY ("shelf_id") REFERENCES "shelves"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Explore search. array_to_string is only STABLE, so generated columns use this IMMUTABLE wrapper
-- (it lives in the service's schema, created under the migration's search_path).
CREATE FUNCTION "gem_labels_text"(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;

-- Weighted: title and domain A, tags and categories B, description and note C.
ALTER TABLE "gems" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
    setweight(to_tsvector('simple'::regconfig, "domain"), 'A') ||
    setweight(to_tsvector('english'::regconfig, "gem_labels_text"("tags") || ' ' || "gem_labels_text"("categories")), 'B') ||
    setweight(to_tsvector('english'::regconfig, "description" || ' ' || "user_note"), 'C')
) STORED;

-- The same fields lower-cased, for pg_trgm substring (partial word) matching.
ALTER TABLE "gems" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
    lower("title" || ' ' || "domain" || ' ' || "gem_labels_text"("tags") || ' ' ||
          "gem_labels_text"("categories") || ' ' || "user_note" || ' ' || "description")
) STORED;

CREATE INDEX "gems_search_vector_idx" ON "gems" USING gin ("search_vector");
CREATE INDEX "gems_search_text_trgm_idx" ON "gems" USING gin ("search_text" public.gin_trgm_ops);
CREATE INDEX "gems_categories_idx" ON "gems" USING gin ("categories");

-- Keyset orders of the explore sorts (alphabetical, domain, category), newest id first within a key.
CREATE INDEX "gems_title_sort_idx" ON "gems" (lower("title"), "id" DESC);
CREATE INDEX "gems_domain_sort_idx" ON "gems" ("domain", "id" DESC);
CREATE INDEX "gems_category_sort_idx" ON "gems" ((coalesce("categories"[1], '')), "id" DESC);
