-- CreateEnum
CREATE TYPE "SubscriberStatus" AS ENUM ('pending', 'confirmed', 'unsubscribed', 'bounced', 'complained');

-- CreateEnum
CREATE TYPE "CampaignStatus" AS ENUM ('draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled');

-- CreateEnum
CREATE TYPE "RecipientStatus" AS ENUM ('queued', 'sending', 'sent', 'failed', 'bounced', 'skipped');

-- AlterTable
ALTER TABLE "tenants" ADD COLUMN     "campaign_daily_quota" INTEGER,
ADD COLUMN     "campaigns_paused_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "subscribers" ADD COLUMN     "bounced_at" TIMESTAMP(3),
ADD COLUMN     "complained_at" TIMESTAMP(3),
ADD COLUMN     "confirmation_sent_at" TIMESTAMP(3),
ADD COLUMN     "confirmed_at" TIMESTAMP(3),
ADD COLUMN     "consent_at" TIMESTAMP(3),
ADD COLUMN     "consent_host" TEXT,
ADD COLUMN     "consent_ip_hash" TEXT,
ADD COLUMN     "consent_page" TEXT,
ADD COLUMN     "source" TEXT,
ADD COLUMN     "status" "SubscriberStatus" NOT NULL DEFAULT 'pending';

-- CreateTable
CREATE TABLE "campaigns" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "subject" TEXT NOT NULL,
    "preheader" TEXT,
    "content" TEXT NOT NULL,
    "status" "CampaignStatus" NOT NULL DEFAULT 'draft',
    "scheduled_at" TIMESTAMP(3),
    "send_started_at" TIMESTAMP(3),
    "sent_at" TIMESTAMP(3),
    "status_reason" TEXT,
    "compliance_ack" TEXT,
    "recipients_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "campaigns_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "campaign_recipients" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "campaign_id" UUID NOT NULL,
    "subscriber_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "status" "RecipientStatus" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "message_id" TEXT,
    "handoff_at" TIMESTAMP(3),
    "sent_at" TIMESTAMP(3),
    "opened_at" TIMESTAMP(3),
    "clicked_at" TIMESTAMP(3),
    "unsubscribed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "campaign_recipients_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "campaign_clicks" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "campaign_id" UUID NOT NULL,
    "recipient_id" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "clicked_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "campaign_clicks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "campaigns_tenant_id_status_idx" ON "campaigns"("tenant_id", "status");

-- CreateIndex
CREATE INDEX "campaigns_tenant_id_created_at_idx" ON "campaigns"("tenant_id", "created_at");

-- CreateIndex
CREATE INDEX "campaigns_status_scheduled_at_idx" ON "campaigns"("status", "scheduled_at");

-- CreateIndex
CREATE INDEX "campaign_recipients_campaign_id_status_idx" ON "campaign_recipients"("campaign_id", "status");

-- CreateIndex
CREATE INDEX "campaign_recipients_tenant_id_subscriber_id_idx" ON "campaign_recipients"("tenant_id", "subscriber_id");

-- CreateIndex
CREATE INDEX "campaign_recipients_tenant_id_sent_at_idx" ON "campaign_recipients"("tenant_id", "sent_at");

-- CreateIndex
CREATE UNIQUE INDEX "campaign_recipients_campaign_id_subscriber_id_key" ON "campaign_recipients"("campaign_id", "subscriber_id");

-- CreateIndex
CREATE INDEX "campaign_clicks_campaign_id_url_idx" ON "campaign_clicks"("campaign_id", "url");

-- CreateIndex
CREATE INDEX "campaign_clicks_recipient_id_idx" ON "campaign_clicks"("recipient_id");

-- CreateIndex
CREATE INDEX "subscribers_tenant_id_status_idx" ON "subscribers"("tenant_id", "status");

-- AddForeignKey
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_campaign_id_fkey" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_subscriber_id_fkey" FOREIGN KEY ("subscriber_id") REFERENCES "subscribers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "campaign_clicks" ADD CONSTRAINT "campaign_clicks_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "campaign_clicks" ADD CONSTRAINT "campaign_clicks_campaign_id_fkey" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "campaign_clicks" ADD CONSTRAINT "campaign_clicks_recipient_id_fkey" FOREIGN KEY ("recipient_id") REFERENCES "campaign_recipients"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: subscribers from before double opt-in are kept as confirmed (they chose to subscribe), and
-- those who unsubscribed stay unsubscribed. Their consent time is when they subscribed.
UPDATE "subscribers" SET "status" = 'unsubscribed' WHERE "unsubscribed_at" IS NOT NULL;
UPDATE "subscribers" SET "status" = 'confirmed', "confirmed_at" = "created_at", "consent_at" = "created_at", "source" = 'before double opt-in' WHERE "unsubscribed_at" IS NULL;
