-- CreateTable
CREATE TABLE "deliverability_checks" (
    "id" TEXT NOT NULL DEFAULT 'platform',
    "records" JSONB NOT NULL DEFAULT '[]',
    "checked_at" TIMESTAMP(3),
    "requested" INTEGER NOT NULL DEFAULT 0,
    "answered" INTEGER NOT NULL DEFAULT 0,
    "requested_at" TIMESTAMP(3),
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "deliverability_checks_pkey" PRIMARY KEY ("id")
);
