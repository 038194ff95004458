-- AlterTable
-- The contacts search (name, email or phone, a case-insensitive substring) reads one generated column
-- through one trigram index: a single index scan, where three per-column indexes OR-ed together were
-- passed over for a scan of the tenant's rows. PostgreSQL keeps the column up to date, nothing writes it.
ALTER TABLE "contacts" ADD COLUMN "search_text" TEXT
  GENERATED ALWAYS AS (lower(COALESCE("name", '') || ' ' || "email" || ' ' || COALESCE("phone", ''))) STORED;

CREATE INDEX "contacts_search_text_trgm_idx" ON "contacts" USING GIN ("search_text" gin_trgm_ops);

DROP INDEX "contacts_email_trgm_idx";
DROP INDEX "contacts_name_trgm_idx";
DROP INDEX "contacts_phone_trgm_idx";
