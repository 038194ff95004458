-- CreateTable
CREATE TABLE "site_vitals_daily" (
    "tenant_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "metric" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "bucket" SMALLINT NOT NULL,
    "samples" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "site_vitals_daily_pkey" PRIMARY KEY ("tenant_id","day","metric","device","path","bucket")
);

-- CreateTable
CREATE TABLE "site_vitals_fleet_daily" (
    "day" DATE NOT NULL,
    "template_id" INTEGER NOT NULL,
    "metric" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "bucket" SMALLINT NOT NULL,
    "samples" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "site_vitals_fleet_daily_pkey" PRIMARY KEY ("day","template_id","metric","device","bucket")
);

-- CreateTable
CREATE TABLE "site_vital_receipts" (
    "id" BIGINT NOT NULL,

    CONSTRAINT "site_vital_receipts_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "site_vitals_daily" ADD CONSTRAINT "site_vitals_daily_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
