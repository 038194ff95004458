-- CreateEnum
CREATE TYPE "CampaignAudience" AS ENUM ('all', 'engaged');

-- AlterTable
ALTER TABLE "tenants" ADD COLUMN     "campaigns_guard_paused_at" TIMESTAMP(3),
ADD COLUMN     "campaigns_guard_reason" TEXT,
ADD COLUMN     "campaigns_guard_resumed_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "campaigns" ADD COLUMN     "audience" "CampaignAudience" NOT NULL DEFAULT 'all';
