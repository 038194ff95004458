-- AlterEnum
ALTER TYPE "VerificationStatus" ADD VALUE 'taken';

-- DropIndex
DROP INDEX "tenants_custom_domain_key";

-- CreateIndex
CREATE INDEX "tenants_custom_domain_idx" ON "tenants"("custom_domain");


-- Hand-written: Prisma's schema cannot express a partial index without a preview feature, whose client
-- would then offer `custom_domain` as a unique lookup (the very mistake this index prevents).
-- Several tenants may claim one domain, at most one can have it verified. The DNS check that verifies a
-- claim sets dns_status = 'verified' in its transaction: of two concurrent winners, this index lets
-- exactly one commit. Migrations are diffed schema-to-snapshot (scripts/lib/migrations.mjs), never from
-- the database, so no later generated migration drops it.
-- (No semicolons in comments: the migration runner splits the script on them.)
CREATE UNIQUE INDEX "tenants_verified_custom_domain_key" ON "tenants"("custom_domain") WHERE "dns_status" = 'verified';
