-- AlterTable
ALTER TABLE "notifications" ADD COLUMN     "related_comment_id" INTEGER;

-- CreateIndex
CREATE INDEX "notifications_related_comment_id_idx" ON "notifications"("related_comment_id");
