-- CreateTable
CREATE TABLE "sending_domains" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "domain" TEXT NOT NULL,
    "local_part" TEXT NOT NULL,
    "selector" TEXT NOT NULL,
    "public_key" TEXT NOT NULL,
    "private_key_encrypted" TEXT NOT NULL,
    "status" "VerificationStatus" NOT NULL DEFAULT 'pending',
    "records" JSONB NOT NULL DEFAULT '[]',
    "message" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "checked_at" TIMESTAMP(3),
    "next_check_at" TIMESTAMP(3),
    "requested_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "verified_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sending_domains_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "sending_domains_tenant_id_key" ON "sending_domains"("tenant_id");

-- CreateIndex
CREATE INDEX "sending_domains_status_next_check_at_idx" ON "sending_domains"("status", "next_check_at");

-- AddForeignKey
ALTER TABLE "sending_domains" ADD CONSTRAINT "sending_domains_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
