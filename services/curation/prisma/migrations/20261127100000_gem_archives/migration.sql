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

-- The planner costs `@@` on a copy's vector as one cheap operator, not as the de-TOASTing of a
-- ~5 KB vector it is, so it would rather test every copy than read the GIN index (300 ms instead of
-- 4 ms at 20k copies for a word no copy has). Search adds this always-true test beside `@@`: cheap
-- on the few rows the index finds, and costed so that reading every copy is never chosen.
CREATE FUNCTION "gem_archive_hit"(integer) RETURNS boolean
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 10000
  AS $$ BEGIN RETURN true; END $$;
