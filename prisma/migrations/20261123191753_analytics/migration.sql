-- AlterTable
ALTER TABLE "subscribers" ADD COLUMN     "attribution_campaign" TEXT,
ADD COLUMN     "attribution_source" TEXT,
ADD COLUMN     "conversion_page" TEXT;

-- AlterTable
ALTER TABLE "leads" ADD COLUMN     "attribution_campaign" TEXT,
ADD COLUMN     "attribution_source" TEXT,
ADD COLUMN     "conversion_page" TEXT;

-- CreateTable
CREATE TABLE "site_events" (
    "id" BIGINT NOT NULL,
    "tenant_id" UUID NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "visitor" BIGINT NOT NULL,
    "path" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "referrer_domain" TEXT,
    "utm_source" TEXT,
    "utm_medium" TEXT,
    "utm_campaign" TEXT,
    "device" TEXT NOT NULL,

    CONSTRAINT "site_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "site_visitor_marks" (
    "tenant_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "mark" TEXT NOT NULL,
    "visitor" BIGINT NOT NULL,

    CONSTRAINT "site_visitor_marks_pkey" PRIMARY KEY ("tenant_id","day","mark","visitor")
);

-- CreateTable
CREATE TABLE "site_stats_hourly" (
    "tenant_id" UUID NOT NULL,
    "hour" TIMESTAMPTZ(0) NOT NULL,
    "visitors" INTEGER NOT NULL DEFAULT 0,
    "pageviews" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "site_stats_hourly_pkey" PRIMARY KEY ("tenant_id","hour")
);

-- CreateTable
CREATE TABLE "site_stats_daily" (
    "tenant_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "dimension" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "visitors" INTEGER NOT NULL DEFAULT 0,
    "pageviews" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "site_stats_daily_pkey" PRIMARY KEY ("tenant_id","dimension","day","value")
);

-- CreateIndex
CREATE INDEX "site_events_tenant_id_at_idx" ON "site_events"("tenant_id", "at");

-- CreateIndex
CREATE INDEX "site_events_at_idx" ON "site_events"("at");

-- CreateIndex
CREATE INDEX "site_stats_daily_tenant_id_day_idx" ON "site_stats_daily"("tenant_id", "day");

-- AddForeignKey
ALTER TABLE "site_events" ADD CONSTRAINT "site_events_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "site_visitor_marks" ADD CONSTRAINT "site_visitor_marks_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "site_stats_hourly" ADD CONSTRAINT "site_stats_hourly_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "site_stats_daily" ADD CONSTRAINT "site_stats_daily_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
