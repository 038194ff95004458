-- AlterTable
ALTER TABLE "campaign_recipients" ADD COLUMN     "next_attempt_at" TIMESTAMP(3);
