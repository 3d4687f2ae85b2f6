-- CreateTable
CREATE TABLE "follows" (
    "follower_id" INTEGER NOT NULL,
    "followed_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "follows_pkey" PRIMARY KEY ("follower_id","followed_id")
);

-- CreateTable
CREATE TABLE "follow_requests" (
    "id" SERIAL NOT NULL,
    "from_user_id" INTEGER NOT NULL,
    "to_user_id" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "follow_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gem_likes" (
    "gem_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gem_likes_pkey" PRIMARY KEY ("gem_id","user_id")
);

-- CreateTable
CREATE TABLE "shelf_likes" (
    "shelf_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "shelf_likes_pkey" PRIMARY KEY ("shelf_id","user_id")
);

-- CreateTable
CREATE TABLE "comments" (
    "id" SERIAL NOT NULL,
    "gem_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "content" VARCHAR(500) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "comments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notifications" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "type" VARCHAR(50) NOT NULL,
    "title" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "related_user_id" INTEGER,
    "related_gem_id" INTEGER,
    "related_shelf_id" INTEGER,
    "is_read" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gem_refs" (
    "gem_id" INTEGER NOT NULL,
    "owner_id" INTEGER NOT NULL,
    "visibility" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "gem_refs_pkey" PRIMARY KEY ("gem_id")
);

-- CreateTable
CREATE TABLE "collection_refs" (
    "collection_id" INTEGER NOT NULL,
    "owner_id" INTEGER NOT NULL,
    "visibility" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "collection_refs_pkey" PRIMARY KEY ("collection_id")
);

-- CreateTable
CREATE TABLE "user_cards" (
    "user_id" INTEGER NOT NULL,
    "username" TEXT NOT NULL,
    "profile_image_url" TEXT,
    "is_public" BOOLEAN NOT NULL DEFAULT true,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_cards_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "outbox_events" (
    "id" UUID NOT NULL,
    "subject" TEXT NOT NULL,
    "envelope" JSONB NOT NULL,
    "headers" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(6),
    "attempts" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "processed_events" (
    "consumer" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "processed_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("consumer","event_id")
);

-- CreateIndex
CREATE INDEX "follows_followed_id_created_at_idx" ON "follows"("followed_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "follows_follower_id_created_at_idx" ON "follows"("follower_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "follow_requests_to_user_id_status_created_at_idx" ON "follow_requests"("to_user_id", "status", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "follow_requests_from_user_id_to_user_id_key" ON "follow_requests"("from_user_id", "to_user_id");

-- CreateIndex
CREATE INDEX "gem_likes_user_id_created_at_gem_id_idx" ON "gem_likes"("user_id", "created_at" DESC, "gem_id" DESC);

-- CreateIndex
CREATE INDEX "shelf_likes_user_id_idx" ON "shelf_likes"("user_id");

-- CreateIndex
CREATE INDEX "comments_gem_id_created_at_id_idx" ON "comments"("gem_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "comments_user_id_idx" ON "comments"("user_id");

-- CreateIndex
CREATE INDEX "notifications_user_id_created_at_id_idx" ON "notifications"("user_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "notifications_user_id_is_read_idx" ON "notifications"("user_id", "is_read");

-- CreateIndex
CREATE INDEX "notifications_related_user_id_idx" ON "notifications"("related_user_id");

-- CreateIndex
CREATE INDEX "gem_refs_owner_id_idx" ON "gem_refs"("owner_id");

-- CreateIndex
CREATE INDEX "collection_refs_owner_id_idx" ON "collection_refs"("owner_id");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_created_at_idx" ON "outbox_events"("published_at", "created_at");

-- AddForeignKey
ALTER TABLE "gem_likes" ADD CONSTRAINT "gem_likes_gem_id_fkey" FOREIGN KEY ("gem_id") REFERENCES "gem_refs"("gem_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "shelf_likes" ADD CONSTRAINT "shelf_likes_shelf_id_fkey" FOREIGN KEY ("shelf_id") REFERENCES "collection_refs"("collection_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comments" ADD CONSTRAINT "comments_gem_id_fkey" FOREIGN KEY ("gem_id") REFERENCES "gem_refs"("gem_id") ON DELETE CASCADE ON UPDATE CASCADE;
