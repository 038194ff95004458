-- AlterTable
ALTER TABLE "subscribers" ADD COLUMN     "unsubscribed_at" TIMESTAMP(3);
