-- CreateEnum
CREATE TYPE "OutboxStatus" AS ENUM ('pending', 'done', 'failed', 'skipped');

-- CreateTable
CREATE TABLE "outbox" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "dedupe_key" TEXT,
    "tenant_id" UUID,
    "status" "OutboxStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "lease_until" TIMESTAMP(3),
    "lease_owner" UUID,
    "recipient" TEXT,
    "subject" TEXT,
    "handoff_at" TIMESTAMP(3),
    "sent_at" TIMESTAMP(3),
    "message_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "done_at" TIMESTAMP(3),

    CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "outbox_dedupe_key_key" ON "outbox"("dedupe_key");

-- CreateIndex
CREATE INDEX "outbox_status_next_attempt_at_idx" ON "outbox"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "outbox_status_updated_at_idx" ON "outbox"("status", "updated_at");

-- CreateIndex
CREATE INDEX "outbox_done_at_idx" ON "outbox"("done_at");

-- CreateIndex
CREATE INDEX "outbox_tenant_id_idx" ON "outbox"("tenant_id");
