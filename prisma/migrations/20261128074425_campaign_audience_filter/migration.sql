-- AlterTable
ALTER TABLE "campaigns" ADD COLUMN     "audience_status" "ContactStatus",
ADD COLUMN     "audience_tag" TEXT;
