-- Search inside saved pages (issue 29 §3): every search reads the whole of a GIN index's pending
-- list (the entries written since the last merge). A copy adds ~750 entries, so the default 4 MB
-- list held ~500 copies' words and cost every page-text search ~1 ms and ~500 buffers even for a
-- word in no copy. 128 kB keeps it to a few copies; the merge that empties it is then small and
-- frequent (measured as the write cost of a saved page in docs/benchmarks.md).
ALTER INDEX "gem_archives_search_vector_idx" SET (gin_pending_list_limit = 128);
