-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'session',
ADD COLUMN     "name" TEXT,
ADD COLUMN     "token_hash" TEXT;

-- CreateIndex
CREATE INDEX "sessions_user_id_kind_idx" ON "sessions"("user_id", "kind");
