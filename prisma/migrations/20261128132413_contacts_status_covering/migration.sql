-- The contacts list by status, with a tag and/or a search (docs/performance.md "Contacts at 100,000"):
-- the bounded count of a status with a tag and a search must read every match below the bound. Through
-- the old (tenant_id, status, last_activity_at) index or the tag and trigram indexes that meant a heap row
-- per candidate (a two-letter search, which the trigram index cannot serve, read every row with the tag).
-- This index carries tags and search_text as well, so that count is an index-only scan of the status's
-- entries whatever the term, and it is in the list's order (last activity, then id, newest first), so the
-- page reads it in order without a sort. It replaces the old index, whose queries it serves.

-- DropIndex
DROP INDEX "contacts_tenant_id_status_last_activity_at_idx";

-- CreateIndex
CREATE INDEX "contacts_tenant_id_status_last_activity_at_id_idx" ON "contacts"("tenant_id", "status", "last_activity_at" DESC, "id" DESC) INCLUDE ("tags", "search_text");
