-- CreateEnum
CREATE TYPE "ContactStatus" AS ENUM ('new', 'contacted', 'prospect', 'customer', 'team_member', 'not_interested');

-- CreateEnum
CREATE TYPE "ContactActivityKind" AS ENUM ('lead', 'note', 'status_change');

-- AlterTable
ALTER TABLE "subscribers" ADD COLUMN     "contact_id" UUID;

-- CreateTable
CREATE TABLE "contacts" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "phone" TEXT,
    "status" "ContactStatus" NOT NULL DEFAULT 'new',
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "follow_up_on" DATE,
    "source" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "last_activity_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contacts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_activities" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "contact_id" UUID NOT NULL,
    "kind" "ContactActivityKind" NOT NULL,
    "text" TEXT,
    "from_status" "ContactStatus",
    "to_status" "ContactStatus",
    "lead_id" UUID,
    "user_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_activities_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "contacts_tenant_id_last_activity_at_idx" ON "contacts"("tenant_id", "last_activity_at");

-- CreateIndex
CREATE INDEX "contacts_tenant_id_created_at_idx" ON "contacts"("tenant_id", "created_at");

-- CreateIndex
CREATE INDEX "contacts_tenant_id_status_last_activity_at_idx" ON "contacts"("tenant_id", "status", "last_activity_at");

-- CreateIndex
CREATE INDEX "contacts_tenant_id_follow_up_on_idx" ON "contacts"("tenant_id", "follow_up_on");

-- CreateIndex
CREATE INDEX "contacts_tenant_id_source_idx" ON "contacts"("tenant_id", "source");

-- CreateIndex
CREATE INDEX "contacts_tags_idx" ON "contacts" USING GIN ("tags");

-- CreateIndex
CREATE UNIQUE INDEX "contacts_tenant_id_email_key" ON "contacts"("tenant_id", "email");

-- CreateIndex
CREATE UNIQUE INDEX "contact_activities_lead_id_key" ON "contact_activities"("lead_id");

-- CreateIndex
CREATE INDEX "contact_activities_contact_id_created_at_idx" ON "contact_activities"("contact_id", "created_at");

-- CreateIndex
CREATE INDEX "contact_activities_tenant_id_created_at_idx" ON "contact_activities"("tenant_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "subscribers_contact_id_key" ON "subscribers"("contact_id");

-- AddForeignKey
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_contact_id_fkey" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_activities" ADD CONSTRAINT "contact_activities_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_activities" ADD CONSTRAINT "contact_activities_contact_id_fkey" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_activities" ADD CONSTRAINT "contact_activities_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Search by name, email and phone (a substring, case-insensitive: ILIKE) stays fast on a large list through
-- trigram indexes. pg_trgm is a trusted contrib extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "contacts_email_trgm_idx" ON "contacts" USING GIN ("email" gin_trgm_ops);
CREATE INDEX "contacts_name_trgm_idx" ON "contacts" USING GIN ("name" gin_trgm_ops);
CREATE INDEX "contacts_phone_trgm_idx" ON "contacts" USING GIN ("phone" gin_trgm_ops);

-- Today's leads and subscribers become contacts: one per address (case-insensitive) per tenant. Nothing is
-- deleted: a lead keeps its row and becomes an activity of its contact, a subscriber keeps its row, its
-- status and its consent evidence, and only gains the link to its contact. Every step is a sort or a hash
-- join over the whole tables (no per-row subquery), so a tenant with 100,000 people merges in seconds.
WITH people AS (
  SELECT tenant_id, lower(btrim(email)) AS email, created_at, 'lead form' AS source
  FROM "leads"
  UNION ALL
  SELECT tenant_id, lower(btrim(email)), created_at, COALESCE(source, 'newsletter')
  FROM "subscribers"
),
firsts AS (
  SELECT DISTINCT ON (tenant_id, email) tenant_id, email, created_at, source
  FROM people
  ORDER BY tenant_id, email, created_at, source
),
latest_lead AS (
  -- The newest lead's name and time.
  SELECT DISTINCT ON (tenant_id, lower(btrim(email)))
    tenant_id, lower(btrim(email)) AS email, NULLIF(btrim(name), '') AS name, created_at AS last_lead_at
  FROM "leads"
  ORDER BY tenant_id, lower(btrim(email)), created_at DESC
),
latest_phone AS (
  -- The newest phone anyone left.
  SELECT DISTINCT ON (tenant_id, lower(btrim(email))) tenant_id, lower(btrim(email)) AS email, btrim(phone) AS phone
  FROM "leads"
  WHERE NULLIF(btrim(phone), '') IS NOT NULL
  ORDER BY tenant_id, lower(btrim(email)), created_at DESC
),
subscribed AS (
  SELECT tenant_id, lower(btrim(email)) AS email,
    max(GREATEST(created_at, confirmed_at, unsubscribed_at, bounced_at, complained_at)) AS last_at
  FROM "subscribers"
  GROUP BY 1, 2
)
INSERT INTO "contacts" ("id", "tenant_id", "email", "name", "phone", "status", "tags", "source", "created_at", "updated_at", "last_activity_at")
SELECT gen_random_uuid(), f.tenant_id, f.email, ll.name, lp.phone, 'new', ARRAY[]::TEXT[], f.source, f.created_at, CURRENT_TIMESTAMP,
  GREATEST(ll.last_lead_at, s.last_at, f.created_at)
FROM firsts f
LEFT JOIN latest_lead ll ON ll.tenant_id = f.tenant_id AND ll.email = f.email
LEFT JOIN latest_phone lp ON lp.tenant_id = f.tenant_id AND lp.email = f.email
LEFT JOIN subscribed s ON s.tenant_id = f.tenant_id AND s.email = f.email;

-- Addresses are stored lower-cased, so each contact has one subscriber: were there two, the oldest is linked.
UPDATE "subscribers" s SET "contact_id" = c.id
FROM (
  SELECT DISTINCT ON (tenant_id, lower(btrim(email))) id, tenant_id, lower(btrim(email)) AS email
  FROM "subscribers"
  ORDER BY tenant_id, lower(btrim(email)), created_at, id
) oldest
JOIN "contacts" c ON c.tenant_id = oldest.tenant_id AND c.email = oldest.email
WHERE s.id = oldest.id;

INSERT INTO "contact_activities" ("id", "tenant_id", "contact_id", "kind", "lead_id", "created_at")
SELECT gen_random_uuid(), l.tenant_id, c.id, 'lead', l.id, l.created_at
FROM "leads" l
JOIN "contacts" c ON c.tenant_id = l.tenant_id AND c.email = lower(btrim(l.email));
