-- AlterTable
ALTER TABLE "admin_actions" ADD COLUMN     "service" TEXT NOT NULL DEFAULT 'admin-metrics';

-- CreateIndex
CREATE INDEX "admin_actions_created_at_id_idx" ON "admin_actions"("created_at" DESC, "id" DESC);
