-- CreateTable
CREATE TABLE "uploads" (
    "url" TEXT NOT NULL,
    "tenant_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "pinned_at" TIMESTAMPTZ(3),

    CONSTRAINT "uploads_pkey" PRIMARY KEY ("url")
);

-- CreateIndex
CREATE INDEX "uploads_tenant_id_idx" ON "uploads"("tenant_id");

-- CreateIndex
CREATE INDEX "uploads_created_at_idx" ON "uploads"("created_at");

-- AddForeignKey
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Backfill: every stored file a row references today gets its row. Its owner is the one tenant whose file
-- fields hold it (a file field only ever takes an upload of that tenant), else the one tenant whose texts show
-- it (campaign and blog bodies may show files of any tenant). A file shown by rows of the platform, or by file
-- fields of several tenants, stays without an owner. Files nothing references get no row: the sweep never
-- touches them.
WITH found ("url", "tenant_id", "strong", "platform") AS (
    SELECT m[1], t."id", TRUE, FALSE FROM "tenants" t, regexp_matches(coalesce(t."site_logo", ''), '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], t."tenant_id", TRUE, FALSE FROM "home_pages" t, regexp_matches(concat_ws(' ', t."introduction_image_url", t."about_company_image_url", t."opportunity_video_url"), '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], t."tenant_id", TRUE, FALSE FROM "opportunity_pages" t, regexp_matches(t."data"::text, '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], t."tenant_id", TRUE, FALSE FROM "product_pages" t, regexp_matches(t."data"::text, '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], t."tenant_id", TRUE, FALSE FROM "join_us_pages" t, regexp_matches(t."data"::text, '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], t."tenant_id", TRUE, FALSE FROM "sliders" t, regexp_matches(coalesce(t."image", ''), '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], t."tenant_id", TRUE, FALSE FROM "categories" t, regexp_matches(coalesce(t."image", ''), '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], t."tenant_id", TRUE, FALSE FROM "products" t, regexp_matches(concat_ws(' ', t."image", t."banner_image", t."guide_pdf", t."video"), '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], t."tenant_id", TRUE, FALSE FROM "blogs" t, regexp_matches(coalesce(t."image", ''), '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], t."tenant_id", TRUE, FALSE FROM "blog_banners" t, regexp_matches(coalesce(t."image", ''), '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], t."tenant_id", TRUE, FALSE FROM "contact_us_entries" t, regexp_matches(coalesce(t."contactus_image", ''), '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], t."tenant_id", FALSE, FALSE FROM "campaigns" t, regexp_matches(t::text, '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], t."tenant_id", FALSE, FALSE FROM "blogs" t, regexp_matches(t::text, '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], t."tenant_id", FALSE, FALSE FROM "home_pages" t, regexp_matches(t::text, '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], t."tenant_id", FALSE, FALSE FROM "products" t, regexp_matches(t::text, '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], t."tenant_id", FALSE, FALSE FROM "categories" t, regexp_matches(t::text, '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], t."tenant_id", FALSE, FALSE FROM "sliders" t, regexp_matches(t::text, '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], t."tenant_id", FALSE, FALSE FROM "blog_banners" t, regexp_matches(t::text, '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], t."tenant_id", FALSE, FALSE FROM "footer_disclaimers" t, regexp_matches(t::text, '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], t."tenant_id", FALSE, FALSE FROM "subscriber_messages" t, regexp_matches(t::text, '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], t."tenant_id", FALSE, FALSE FROM "lead_messages" t, regexp_matches(t::text, '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], t."tenant_id", FALSE, FALSE FROM "social_links" t, regexp_matches(t::text, '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], t."id", FALSE, FALSE FROM "tenants" t, regexp_matches(t::text, '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], NULL::uuid, FALSE, TRUE FROM "trainings" t, regexp_matches(t::text, '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], NULL::uuid, FALSE, TRUE FROM "training_categories" t, regexp_matches(t::text, '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], NULL::uuid, FALSE, TRUE FROM "templates" t, regexp_matches(t::text, '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], NULL::uuid, FALSE, TRUE FROM "catalog_categories" t, regexp_matches(t::text, '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], NULL::uuid, FALSE, TRUE FROM "catalog_products" t, regexp_matches(t::text, '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
    UNION ALL SELECT m[1], NULL::uuid, FALSE, TRUE FROM "notifications" t, regexp_matches(t::text, '/uploads/[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\.[a-z0-9]{2,5}', 'g') m
)
INSERT INTO "uploads" ("url", "tenant_id")
SELECT "url",
    CASE
        WHEN bool_or("platform") THEN NULL
        WHEN count(DISTINCT "tenant_id") FILTER (WHERE "strong") = 1 THEN (min("tenant_id"::text) FILTER (WHERE "strong"))::uuid
        WHEN count(DISTINCT "tenant_id") FILTER (WHERE "strong") = 0 AND count(DISTINCT "tenant_id") = 1 THEN min("tenant_id"::text)::uuid
    END
FROM found
GROUP BY "url";
