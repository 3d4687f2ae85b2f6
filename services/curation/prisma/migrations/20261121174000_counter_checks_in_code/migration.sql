-- The counters stay non-negative in the statements that move them (greatest(…, 0)); CHECK
-- constraints are dropped because Prisma's schema engine (6.19, Wasm) panics introspecting them,
-- which broke `npm run db:drift` and `db:migrate:create` for this service.
ALTER TABLE "gem_stats" DROP CONSTRAINT IF EXISTS "gem_stats_like_count_check";
ALTER TABLE "gem_stats" DROP CONSTRAINT IF EXISTS "gem_stats_comment_count_check";
ALTER TABLE "shelf_stats" DROP CONSTRAINT IF EXISTS "shelf_stats_like_count_check";
