-- AlterTable
ALTER TABLE "tenants" ADD COLUMN     "member_id" TEXT;

-- AlterTable
ALTER TABLE "site_stats_hourly" ADD COLUMN     "buy_clicks" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "join_clicks" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "site_stats_daily" ADD COLUMN     "buy_clicks" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "join_clicks" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "shop_link_rules" (
    "country" TEXT NOT NULL,
    "buy" TEXT,
    "shop" TEXT,
    "join" TEXT,
    "hosts" TEXT[],
    "member_id_pattern" TEXT,
    "member_id_example" TEXT,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "shop_link_rules_pkey" PRIMARY KEY ("country")
);

-- CreateTable
CREATE TABLE "site_clicks" (
    "id" BIGINT NOT NULL,
    "tenant_id" UUID NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "visitor" BIGINT NOT NULL,
    "kind" TEXT NOT NULL,
    "product_id" TEXT,
    "source" TEXT NOT NULL,
    "utm_campaign" TEXT,
    "landing" TEXT,
    "campaign_id" TEXT,

    CONSTRAINT "site_clicks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "site_clicks_tenant_id_at_idx" ON "site_clicks"("tenant_id", "at");

-- AddForeignKey
ALTER TABLE "site_clicks" ADD CONSTRAINT "site_clicks_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
