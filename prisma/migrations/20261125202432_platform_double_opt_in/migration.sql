-- AlterTable
ALTER TABLE "platform_subscribers" ADD COLUMN     "confirmation_sent_at" TIMESTAMP(3),
ADD COLUMN     "confirmed_at" TIMESTAMP(3),
ADD COLUMN     "consent_at" TIMESTAMP(3),
ADD COLUMN     "consent_host" TEXT,
ADD COLUMN     "consent_ip_hash" TEXT,
ADD COLUMN     "consent_page" TEXT,
ADD COLUMN     "source" TEXT,
ADD COLUMN     "status" "SubscriberStatus" NOT NULL DEFAULT 'pending';

-- Sign-ups from before double opt-in stay on the list: confirmed, consent time = when they signed up.
UPDATE "platform_subscribers"
SET "status" = 'confirmed', "confirmed_at" = "created_at", "consent_at" = "created_at", "source" = 'before double opt-in';
