-- AlterTable
ALTER TABLE "campaign_recipients" ADD COLUMN     "complained_at" TIMESTAMP(3);
