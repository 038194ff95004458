-- DropForeignKey
ALTER TABLE "campaign_recipients" DROP CONSTRAINT "campaign_recipients_subscriber_id_fkey";

-- DropForeignKey
ALTER TABLE "sequence_enrolments" DROP CONSTRAINT "sequence_enrolments_contact_id_fkey";

-- AlterTable
ALTER TABLE "campaign_recipients" ALTER COLUMN "subscriber_id" DROP NOT NULL;

-- AlterTable
ALTER TABLE "sequence_enrolments" ALTER COLUMN "contact_id" DROP NOT NULL;

-- CreateTable
CREATE TABLE "suppressions" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "email_hash" TEXT NOT NULL,
    "key_id" TEXT NOT NULL,
    "reason" TEXT NOT NULL DEFAULT 'erased',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "suppressions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "erasures" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "user_id" UUID,
    "counts" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "erasures_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "suppressions_tenant_id_email_hash_key" ON "suppressions"("tenant_id", "email_hash");

-- CreateIndex
CREATE INDEX "erasures_tenant_id_created_at_idx" ON "erasures"("tenant_id", "created_at");

-- AddForeignKey
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_subscriber_id_fkey" FOREIGN KEY ("subscriber_id") REFERENCES "subscribers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sequence_enrolments" ADD CONSTRAINT "sequence_enrolments_contact_id_fkey" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "suppressions" ADD CONSTRAINT "suppressions_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "erasures" ADD CONSTRAINT "erasures_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
