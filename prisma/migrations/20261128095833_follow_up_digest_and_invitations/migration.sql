-- AlterTable
ALTER TABLE "tenants" ADD COLUMN     "follow_up_digest" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "time_zone" TEXT;

-- CreateTable
CREATE TABLE "follow_up_digests" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "local_date" DATE NOT NULL,
    "due_count" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "follow_up_digests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_invitations" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "contact_id" UUID,
    "email" TEXT NOT NULL,
    "subscriber_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMP(3),
    "skip_reason" TEXT,

    CONSTRAINT "contact_invitations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "follow_up_digests_tenant_id_local_date_key" ON "follow_up_digests"("tenant_id", "local_date");

-- CreateIndex
CREATE UNIQUE INDEX "contact_invitations_contact_id_key" ON "contact_invitations"("contact_id");

-- CreateIndex
CREATE INDEX "contact_invitations_tenant_id_created_at_idx" ON "contact_invitations"("tenant_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "contact_invitations_tenant_id_email_key" ON "contact_invitations"("tenant_id", "email");

-- AddForeignKey
ALTER TABLE "follow_up_digests" ADD CONSTRAINT "follow_up_digests_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_invitations" ADD CONSTRAINT "contact_invitations_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_invitations" ADD CONSTRAINT "contact_invitations_contact_id_fkey" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE SET NULL ON UPDATE CASCADE;
