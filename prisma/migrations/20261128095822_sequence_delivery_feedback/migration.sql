-- AlterTable
ALTER TABLE "sequence_deliveries" ADD COLUMN     "bounced_at" TIMESTAMP(3),
ADD COLUMN     "complained_at" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "sequence_deliveries_tenant_id_done_at_idx" ON "sequence_deliveries"("tenant_id", "done_at");
