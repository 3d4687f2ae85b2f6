-- CreateTable
CREATE TABLE "gems" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "user_note" TEXT NOT NULL DEFAULT '',
    "url" TEXT NOT NULL DEFAULT '',
    "canonical_url" TEXT,
    "image_url" TEXT NOT NULL DEFAULT '',
    "domain" TEXT NOT NULL DEFAULT '',
    "categories" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "is_bookmark" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "gems_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gem_images" (
    "id" SERIAL NOT NULL,
    "gem_id" INTEGER NOT NULL,
    "image_url" TEXT NOT NULL,
    "thumbnail_url" TEXT,
    "caption" TEXT,
    "uploaded_by_user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gem_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shelves" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "shelves_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gem_shelves" (
    "id" SERIAL NOT NULL,
    "gem_id" INTEGER NOT NULL,
    "shelf_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gem_shelves_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "short_urls" (
    "id" SERIAL NOT NULL,
    "short_code" VARCHAR(8) NOT NULL,
    "gem_id" INTEGER NOT NULL,
    "click_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "short_urls_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gem_orders" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "gem_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "gem_orders_pkey" PRIMARY KEY ("id")
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
CREATE INDEX "gems_user_id_created_at_id_idx" ON "gems"("user_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "gems_visibility_created_at_id_idx" ON "gems"("visibility", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "gems_canonical_url_idx" ON "gems"("canonical_url");

-- CreateIndex
CREATE UNIQUE INDEX "gems_user_id_canonical_url_key" ON "gems"("user_id", "canonical_url");

-- CreateIndex
CREATE INDEX "gem_images_gem_id_idx" ON "gem_images"("gem_id");

-- CreateIndex
CREATE INDEX "shelves_user_id_created_at_id_idx" ON "shelves"("user_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "shelves_visibility_created_at_id_idx" ON "shelves"("visibility", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "gem_shelves_shelf_id_created_at_idx" ON "gem_shelves"("shelf_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "gem_shelves_gem_id_shelf_id_key" ON "gem_shelves"("gem_id", "shelf_id");

-- CreateIndex
CREATE UNIQUE INDEX "short_urls_short_code_key" ON "short_urls"("short_code");

-- CreateIndex
CREATE INDEX "short_urls_gem_id_idx" ON "short_urls"("gem_id");

-- CreateIndex
CREATE INDEX "gem_orders_gem_id_idx" ON "gem_orders"("gem_id");

-- CreateIndex
CREATE UNIQUE INDEX "gem_orders_user_id_gem_id_key" ON "gem_orders"("user_id", "gem_id");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_created_at_idx" ON "outbox_events"("published_at", "created_at");

-- AddForeignKey
ALTER TABLE "gem_images" ADD CONSTRAINT "gem_images_gem_id_fkey" FOREIGN KEY ("gem_id") REFERENCES "gems"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gem_shelves" ADD CONSTRAINT "gem_shelves_gem_id_fkey" FOREIGN KEY ("gem_id") REFERENCES "gems"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gem_shelves" ADD CONSTRAINT "gem_shelves_shelf_id_fkey" FOREIGN KEY ("shelf_id") REFERENCES "shelves"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "short_urls" ADD CONSTRAINT "short_urls_gem_id_fkey" FOREIGN KEY ("gem_id") REFERENCES "gems"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gem_orders" ADD CONSTRAINT "gem_orders_gem_id_fkey" FOREIGN KEY ("gem_id") REFERENCES "gems"("id") ON DELETE CASCADE ON UPDATE CASCADE;
