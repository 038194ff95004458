-- AlterTable
ALTER TABLE "sequence_deliveries" ADD COLUMN     "soft_bounced_at" TIMESTAMP(3);
