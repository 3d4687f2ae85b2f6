-- Readable copies of saved pages (issue 29 §2). The text column is compressed by TOAST; the
-- sanitized HTML is gzip-compressed by curation before it is written.
-- CreateTable
CREATE TABLE "gem_archives" (
    "gem_id" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "lease_until" TIMESTAMPTZ(3),
    "page_html_gz" BYTEA,
    "title" TEXT NOT NULL DEFAULT '',
    "byline" TEXT,
    "html_gz" BYTEA,
    "text" TEXT NOT NULL DEFAULT '',
    -- Searching inside saved pages (issue 29 §3): the copy's words, at their own (lowest) tier.
    "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "text")) STORED,
    "saved_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gem_archives_pkey" PRIMARY KEY ("gem_id")
);

-- CreateIndex
CREATE INDEX "gem_archives_search_vector_idx" ON "gem_archives" USING GIN ("search_vector");

-- AddForeignKey
ALTER TABLE "gem_archives" ADD CONSTRAINT "gem_archives_gem_id_fkey" FOREIGN KEY ("gem_id") REFERENCES "gems"("id") ON DELETE CASCADE ON UPDATE CASCADE;
