-- DropIndex
DROP INDEX "site_events_at_idx";
