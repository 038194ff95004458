-- CreateEnum
CREATE TYPE "SequenceStatus" AS ENUM ('draft', 'active', 'paused', 'archived');

-- CreateEnum
CREATE TYPE "SequenceTriggerType" AS ENUM ('lead_captured', 'subscription_confirmed', 'tag_added', 'status_changed');

-- CreateEnum
CREATE TYPE "SequenceBasis" AS ENUM ('subscribers', 'enquiry');

-- CreateEnum
CREATE TYPE "SequenceStepType" AS ENUM ('email', 'add_tag', 'set_status');

-- CreateEnum
CREATE TYPE "SequenceWaitUnit" AS ENUM ('hours', 'days');

-- CreateEnum
CREATE TYPE "SequenceEnrolmentStatus" AS ENUM ('active', 'completed', 'exited');

-- CreateEnum
CREATE TYPE "SequenceDeliveryStatus" AS ENUM ('pending', 'sending', 'done', 'skipped', 'failed');

-- CreateTable
CREATE TABLE "sequences" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "trigger_type" "SequenceTriggerType" NOT NULL,
    "trigger_tag" TEXT,
    "trigger_status" "ContactStatus",
    "basis" "SequenceBasis" NOT NULL DEFAULT 'subscribers',
    "exit_statuses" "ContactStatus"[] DEFAULT ARRAY[]::"ContactStatus"[],
    "time_zone" TEXT NOT NULL DEFAULT 'UTC',
    "status" "SequenceStatus" NOT NULL DEFAULT 'draft',
    "version" INTEGER NOT NULL DEFAULT 1,
    "compliance_ack" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sequences_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sequence_steps" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "sequence_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "type" "SequenceStepType" NOT NULL,
    "wait_amount" INTEGER NOT NULL,
    "wait_unit" "SequenceWaitUnit" NOT NULL,
    "at_hour" INTEGER,
    "subject" TEXT,
    "preheader" TEXT,
    "content" TEXT,
    "tag" TEXT,
    "status" "ContactStatus",
    "version" INTEGER NOT NULL DEFAULT 1,
    "removed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sequence_steps_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sequence_enrolments" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "sequence_id" UUID NOT NULL,
    "contact_id" UUID NOT NULL,
    "status" "SequenceEnrolmentStatus" NOT NULL DEFAULT 'active',
    "exit_reason" TEXT,
    "event_key" TEXT NOT NULL,
    "enrolled_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ended_at" TIMESTAMP(3),

    CONSTRAINT "sequence_enrolments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sequence_deliveries" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "enrolment_id" UUID NOT NULL,
    "step_id" UUID NOT NULL,
    "status" "SequenceDeliveryStatus" NOT NULL DEFAULT 'pending',
    "due_at" TIMESTAMPTZ(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "handoff_at" TIMESTAMPTZ(3),
    "message_id" TEXT,
    "done_at" TIMESTAMPTZ(3),
    "skip_reason" TEXT,
    "opened_at" TIMESTAMP(3),
    "clicked_at" TIMESTAMP(3),
    "buy_clicked_at" TIMESTAMP(3),
    "unsubscribed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sequence_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sequences_tenant_id_status_trigger_type_idx" ON "sequences"("tenant_id", "status", "trigger_type");

-- CreateIndex
CREATE INDEX "sequence_steps_sequence_id_position_idx" ON "sequence_steps"("sequence_id", "position");

-- CreateIndex
CREATE INDEX "sequence_enrolments_contact_id_status_idx" ON "sequence_enrolments"("contact_id", "status");

-- CreateIndex
CREATE INDEX "sequence_enrolments_sequence_id_status_idx" ON "sequence_enrolments"("sequence_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "sequence_enrolments_sequence_id_event_key_key" ON "sequence_enrolments"("sequence_id", "event_key");

-- CreateIndex
CREATE INDEX "sequence_deliveries_step_id_status_idx" ON "sequence_deliveries"("step_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "sequence_deliveries_enrolment_id_step_id_key" ON "sequence_deliveries"("enrolment_id", "step_id");

-- AddForeignKey
ALTER TABLE "sequences" ADD CONSTRAINT "sequences_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sequence_steps" ADD CONSTRAINT "sequence_steps_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sequence_steps" ADD CONSTRAINT "sequence_steps_sequence_id_fkey" FOREIGN KEY ("sequence_id") REFERENCES "sequences"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sequence_enrolments" ADD CONSTRAINT "sequence_enrolments_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sequence_enrolments" ADD CONSTRAINT "sequence_enrolments_sequence_id_fkey" FOREIGN KEY ("sequence_id") REFERENCES "sequences"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sequence_enrolments" ADD CONSTRAINT "sequence_enrolments_contact_id_fkey" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sequence_deliveries" ADD CONSTRAINT "sequence_deliveries_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sequence_deliveries" ADD CONSTRAINT "sequence_deliveries_enrolment_id_fkey" FOREIGN KEY ("enrolment_id") REFERENCES "sequence_enrolments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sequence_deliveries" ADD CONSTRAINT "sequence_deliveries_step_id_fkey" FOREIGN KEY ("step_id") REFERENCES "sequence_steps"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- At most one active enrolment per person per sequence (the schema cannot describe a partial index).
CREATE UNIQUE INDEX "sequence_enrolments_one_active_key" ON "sequence_enrolments"("sequence_id", "contact_id") WHERE "status" = 'active';

-- What the engine claims: pending or claimed rows by when they are due (docs/architecture.md "Sequences engine").
CREATE INDEX "sequence_deliveries_due_idx" ON "sequence_deliveries"("due_at") WHERE "status" IN ('pending', 'sending');
