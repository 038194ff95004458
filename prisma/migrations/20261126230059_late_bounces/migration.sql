-- AlterTable
ALTER TABLE "subscribers" ADD COLUMN     "soft_bounces" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "outbox" ADD COLUMN     "bounced_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "campaign_recipients" ADD COLUMN     "bounced_at" TIMESTAMP(3),
ADD COLUMN     "soft_bounced_at" TIMESTAMP(3);
