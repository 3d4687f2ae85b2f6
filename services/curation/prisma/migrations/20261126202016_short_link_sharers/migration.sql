-- AlterTable
ALTER TABLE "short_urls" ADD COLUMN     "created_by" INTEGER;

-- CreateTable
CREATE TABLE "short_link_opens" (
    "short_url_id" INTEGER NOT NULL,
    "opener_key" VARCHAR(80) NOT NULL,
    "opened_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "short_link_opens_pkey" PRIMARY KEY ("short_url_id","opener_key")
);

-- CreateIndex
CREATE UNIQUE INDEX "short_urls_gem_id_created_by_key" ON "short_urls"("gem_id", "created_by");

-- AddForeignKey
ALTER TABLE "short_link_opens" ADD CONSTRAINT "short_link_opens_short_url_id_fkey" FOREIGN KEY ("short_url_id") REFERENCES "short_urls"("id") ON DELETE CASCADE ON UPDATE CASCADE;
